import { afterAll, describe, expect, it } from "vitest";
import { buildDemoBatch, type DemoBatchJob } from "./demo-batch.ts";
import { createDemoBatchPool } from "./demo-batch-pool.server.ts";
import { DEMO_INSURANCE_PROVIDERS } from "./generator.ts";

const job = (startIndex: number, count: number): DemoBatchJob => ({
  seed: "pool-test",
  startIndex,
  ids: Array.from({ length: count }, (_, i) => 1000 + startIndex + i),
  insurerIds: DEMO_INSURANCE_PROVIDERS.map((p, i) => [p.name, i + 1] as const),
  ownerId: 7,
  loadDay: "2026-11-28",
});
const withoutTime = ({ ms: _ms, ...rows }: ReturnType<typeof buildDemoBatch>) => rows;

describe("demo batches built in worker threads", () => {
  const pool = createDemoBatchPool(2);
  afterAll(() => pool.close());

  it("are the rows this thread builds, whatever worker built them", async () => {
    const jobs = [job(0, 40), job(40, 40), job(80, 25)];
    const built = await Promise.all(jobs.map((j) => pool.build(j)));
    expect(built.map(withoutTime)).toEqual(jobs.map((j) => withoutTime(buildDemoBatch(j))));
    expect(built.map((b) => b.listings.rows)).toEqual([40, 40, 25]);
    // The owned listings (the first few of the sequence) carry the owner's id.
    expect(built[0]!.listings.columns.find((c) => c.name === "user_id")!.literal).toMatch(/^\{"7",/);
    expect(built.every((b) => b.reviews.rows > b.listings.rows)).toBe(true);
  });

  it("reject a job the generator cannot encode, and keep working", async () => {
    await expect(pool.build({ ...job(0, 2), ids: [Number.NaN, 2] })).rejects.toThrow(/cannot store NaN/);
    expect((await pool.build(job(5, 3))).listings.rows).toBe(3);
  });
});
