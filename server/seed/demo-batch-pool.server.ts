/**
 * Worker threads that build demo batches (demo-batch.ts) while the main thread inserts: the
 * generator costs about as much CPU as the database's inserts, so on two cores the bulk seed
 * runs both at once instead of one after the other.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { DemoBatch, DemoBatchJob, DemoBatchReply } from "./demo-batch.ts";

/**
 * The worker's bootstrap. Worker threads do not inherit the `--import tsx` loader of the process
 * (Node 20), so each one registers tsx's ESM loader before importing the TypeScript entry.
 */
function bootScript(): string {
  const packageJson = createRequire(import.meta.url).resolve("tsx/package.json");
  const manifest = JSON.parse(readFileSync(packageJson, "utf8")) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const api = manifest.exports["./esm/api"]?.import.default;
  if (!api) throw new Error("tsx has no ./esm/api export");
  const apiUrl = new URL(api, pathToFileURL(packageJson)).href;
  const entry = new URL("./demo-batch.worker.ts", import.meta.url).href;
  return `import(${JSON.stringify(apiUrl)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
}

export interface DemoBatchPool {
  /** Builds a batch in the next worker (round robin); batches come back in the order sent per worker. */
  build(job: DemoBatchJob): Promise<DemoBatch>;
  close(): Promise<void>;
}

/** One worker per core by default: the database's backend shares the cores, but waits on I/O too. */
function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

export function createDemoBatchPool(size = defaultPoolSize()): DemoBatchPool {
  const boot = bootScript();
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(boot, { eval: true });
    // A worker answers its jobs in the order it got them.
    const waiting: Array<{ resolve: (batch: DemoBatch) => void; reject: (err: Error) => void }> = [];
    let failure: Error | undefined;
    const failAll = (err: Error) => {
      failure ??= err;
      for (const job of waiting.splice(0)) job.reject(err);
    };
    worker.on("message", (reply: DemoBatchReply) => {
      const job = waiting.shift();
      if (!job) return;
      if (reply.ok) job.resolve(reply.value);
      else job.reject(new Error(`demo batch failed: ${reply.error}`));
    });
    worker.on("error", failAll);
    worker.on("exit", (code) => failAll(new Error(`demo batch worker exited (code ${code})`)));
    return {
      worker,
      build(job: DemoBatchJob): Promise<DemoBatch> {
        if (failure) return Promise.reject(failure);
        return new Promise((resolve, reject) => {
          waiting.push({ resolve, reject });
          worker.postMessage(job);
        });
      },
    };
  });
  let next = 0;
  return {
    build(job) {
      const worker = workers[next++ % workers.length];
      if (!worker) return Promise.reject(new Error("the demo batch pool has no workers"));
      return worker.build(job);
    },
    async close() {
      await Promise.all(workers.map((w) => w.worker.terminate()));
    },
  };
}
