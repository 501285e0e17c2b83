import { describe, expect, it, vi } from "vitest";
import { buildDemoBatch, type DemoBatchJob, type DemoBatchReply } from "./demo-batch.ts";
import { DEMO_INSURANCE_PROVIDERS } from "./generator.ts";

// The worker's parent port, stood in for: the test sends it jobs and reads what it posts back.
const port = vi.hoisted(() => {
  const handlers: Array<(message: unknown) => void> = [];
  const posted: unknown[] = [];
  return {
    posted,
    on: (_event: string, handler: (message: unknown) => void) => handlers.push(handler),
    postMessage: (message: unknown) => posted.push(message),
    send: (message: unknown) => handlers.forEach((handler) => handler(message)),
  };
});
vi.mock("node:worker_threads", () => ({ parentPort: port }));
await import("./demo-batch.worker.ts");

const job: DemoBatchJob = {
  seed: "worker-test",
  startIndex: 0,
  ids: [1, 2, 3],
  insurerIds: DEMO_INSURANCE_PROVIDERS.map((p, i) => [p.name, i + 1] as const),
  ownerId: null,
  loadDay: "2026-11-28",
};

describe("the demo batch worker", () => {
  it("answers each job with the one result shape: the batch, or the error's message", () => {
    port.send(job);
    port.send({ ...job, ids: [Number.NaN] });
    const [built, failed] = port.posted as DemoBatchReply[];
    expect(built).toEqual({ ok: true, value: { ...buildDemoBatch(job), ms: expect.any(Number) } });
    expect(failed).toEqual({ ok: false, error: expect.stringMatching(/cannot store NaN/) });
    expect(port.posted).toHaveLength(2);
  });
});
