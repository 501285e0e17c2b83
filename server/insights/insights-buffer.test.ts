import { describe, expect, it } from "vitest";
import { InsightsBuffer, MAX_KEYS } from "./insights-buffer.ts";

describe("InsightsBuffer", () => {
  it("merges counts into one row per listing and day, per searched place and day", () => {
    const b = new InsightsBuffer();
    b.add(7, "views", "2026-11-24");
    b.add(7, "views", "2026-11-24");
    b.add(7, "appearances", "2026-11-24");
    b.add(7, "phone", "2026-11-24");
    b.add(7, "views", "2026-11-25");
    b.addSearch({ kind: "city", place: "Austin, TX", found: true }, "2026-11-24");
    b.addSearch({ kind: "city", place: "Austin, TX", found: false }, "2026-11-24");
    const batch = b.take();
    expect(batch.listings).toEqual([
      { listingId: 7, day: "2026-11-24", views: 2, appearances: 1, phone: 1, website: 0, directions: 0, email: 0 },
      { listingId: 7, day: "2026-11-25", views: 1, appearances: 0, phone: 0, website: 0, directions: 0, email: 0 },
    ]);
    expect(batch.searches).toEqual([
      { day: "2026-11-24", kind: "city", place: "Austin, TX", searches: 2, zeroResults: 1 },
    ]);
  });

  it("hands rows out sorted by key (so concurrent flushes lock in one order) and empties itself", () => {
    const b = new InsightsBuffer();
    for (const id of [30, 2, 11]) b.add(id, "views", "2026-11-24");
    b.add(2, "views", "2026-11-23");
    b.addSearch({ kind: "zip", place: "78701", found: true }, "2026-11-24");
    b.addSearch({ kind: "city", place: "Boise, ID", found: true }, "2026-11-24");
    const batch = b.take();
    expect(batch.listings.map((r) => `${r.listingId} ${r.day}`)).toEqual([
      "2 2026-11-23",
      "2 2026-11-24",
      "11 2026-11-24",
      "30 2026-11-24",
    ]);
    expect(batch.searches.map((r) => r.kind)).toEqual(["city", "zip"]);
    expect(b.size).toBe(0);
    expect(b.take()).toEqual({ listings: [], searches: [] });
  });

  it("takes no new keys past MAX_KEYS but keeps adding to those it holds, and says how many it dropped", () => {
    const b = new InsightsBuffer();
    for (let id = 1; id <= MAX_KEYS; id++) b.add(id, "views", "2026-11-24");
    b.add(MAX_KEYS + 1, "views", "2026-11-24");
    b.add(MAX_KEYS + 2, "phone", "2026-11-24");
    b.add(1, "views", "2026-11-24");
    expect(b.dropped).toBe(2);
    const batch = b.take();
    expect(batch.listings).toHaveLength(MAX_KEYS);
    expect(batch.listings[0]!.views).toBe(2);
    expect(b.dropped).toBe(0);
  });

  it("restore() merges a failed batch with what arrived meanwhile", () => {
    const b = new InsightsBuffer();
    b.add(5, "website", "2026-11-24", 3);
    b.addSearch({ kind: "name", place: "aspen", found: false }, "2026-11-24");
    const failed = b.take();
    b.add(5, "website", "2026-11-24");
    b.addSearch({ kind: "name", place: "aspen", found: true }, "2026-11-24");
    b.restore(failed);
    const batch = b.take();
    expect(batch.listings[0]!.website).toBe(4);
    expect(batch.searches[0]).toMatchObject({ searches: 2, zeroResults: 1 });
  });
});
