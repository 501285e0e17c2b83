/** Worker-thread entry of demo-batch-pool.server.ts: builds the batches it is sent, in order. */
import { parentPort } from "node:worker_threads";
import { buildDemoBatch, type DemoBatchJob, type DemoBatchReply } from "./demo-batch.ts";

const port = parentPort;
if (!port) throw new Error("demo-batch.worker.ts runs only as a worker thread");
port.on("message", (job: DemoBatchJob) => {
  let reply: DemoBatchReply;
  try {
    reply = { ok: true, value: buildDemoBatch(job) };
  } catch (err) {
    reply = { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
