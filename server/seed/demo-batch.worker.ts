/** Worker-thread entry of demo-batch-pool.server.ts: builds the batches it is sent, in order. */
import { parentPort } from "node:worker_threads";
import { buildDemoBatch, type DemoBatchJob } from "./demo-batch.ts";

const port = parentPort;
if (!port) throw new Error("demo-batch.worker.ts runs only as a worker thread");
port.on("message", (job: DemoBatchJob) => {
  try {
    port.postMessage({ ok: true, batch: buildDemoBatch(job) });
  } catch (err) {
    port.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) });
  }
});
