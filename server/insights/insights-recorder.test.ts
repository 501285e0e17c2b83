import { describe, expect, it } from "vitest";
import { createInsightsRecorder } from "./insights-recorder.server.ts";
import type { InsightsBatch } from "./insights-buffer.ts";

const at = new Date("2026-11-24T23:59:59Z");
const silent = { warn: () => {} };

function recording(fail = 0) {
  const batches: InsightsBatch[] = [];
  let failures = fail;
  const write = async (batch: InsightsBatch) => {
    await new Promise((r) => setTimeout(r, 5));
    if (failures-- > 0) throw new Error("database down");
    batches.push(batch);
  };
  return { batches, write };
}

describe("insights recorder", () => {
  it("writes everything buffered in one batch per flush, and nothing when idle", async () => {
    const { batches, write } = recording();
    const r = createInsightsRecorder({ write, logger: silent, intervalMs: 0 });
    for (let i = 0; i < 50; i++) r.count(1, "views", at);
    r.count(2, "appearances", at);
    r.search({ kind: "state", place: "TX", found: true }, at);
    await r.flush();
    await r.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.listings.map((l) => [l.listingId, l.day, l.views, l.appearances])).toEqual([
      [1, "2026-11-24", 50, 0],
      [2, "2026-11-24", 0, 1],
    ]);
    expect(batches[0]!.searches).toEqual([
      { day: "2026-11-24", kind: "state", place: "TX", searches: 1, zeroResults: 0 },
    ]);
  });

  it("keeps a batch whose write failed for the next flush", async () => {
    const { batches, write } = recording(1);
    const r = createInsightsRecorder({ write, logger: silent, intervalMs: 0 });
    r.count(3, "email", at);
    await r.flush();
    expect(batches).toHaveLength(0);
    r.count(3, "email", at);
    await r.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.listings[0]!.email).toBe(2);
  });

  it("never runs two writes at once: a flush during a write waits, then writes what came after", async () => {
    let inFlight = 0;
    let most = 0;
    const batches: InsightsBatch[] = [];
    const write = async (batch: InsightsBatch) => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 20));
      batches.push(batch);
      inFlight--;
    };
    const r = createInsightsRecorder({ write, logger: silent, intervalMs: 0 });
    r.count(1, "views", at);
    const first = r.flush();
    r.count(1, "views", at);
    const second = r.flush();
    await Promise.all([first, second]);
    expect(most).toBe(1);
    expect(batches.map((b) => b.listings[0]!.views)).toEqual([1, 1]);
  });

  it("flushes on its timer and once more at stop()", async () => {
    const { batches, write } = recording();
    const r = createInsightsRecorder({ write, logger: silent, intervalMs: 30 });
    r.count(9, "directions", at);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(batches).toHaveLength(1);
    r.count(9, "directions", at);
    await r.stop();
    expect(batches).toHaveLength(2);
    r.count(9, "directions", at);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(batches).toHaveLength(2);
  });

  it("counts in the UTC day of the visit, not of the flush", async () => {
    const { batches, write } = recording();
    const r = createInsightsRecorder({ write, logger: silent, intervalMs: 0 });
    r.count(4, "views", new Date("2026-11-24T23:59:59.900Z"));
    r.count(4, "views", new Date("2026-11-25T00:00:00.100Z"));
    await r.flush();
    expect(batches[0]!.listings.map((l) => l.day)).toEqual(["2026-11-24", "2026-11-25"]);
  });
});
