/**
 * The listing page's nearby providers (nearbyListings): the nearest active listings with a point,
 * nearest first, the listing itself left out, within the distance and the number asked, read
 * whole (rows and insurers) in the statement that picks them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { nearbyListings } from "../../server/listings/nearby.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
const ids: Record<string, number> = {};
/** Austin's centre; each listing sits due north of it, `miles` away (1° of latitude ≈ 69.1 miles). */
const point = { lat: 30.27, lng: -97.74 };

beforeAll(async () => {
  t = await createTestDatabase();
  const [aetna] = await t.sql<{ id: number }[]>`
    insert into insurance_providers (name, display_name, sort_order) values ('aetna-test', 'Aetna Test', 1) returning id`;
  const rows: [string, number, string][] = [
    ["Shown", 0, "active"],
    ["Two miles", 2, "active"],
    ["Half a mile", 0.5, "active"],
    ["Ten miles", 10, "active"],
    ["Inactive, one mile", 1, "inactive"],
    ["Two hundred miles", 200, "active"],
    ["Five miles", 5, "active"],
  ];
  for (const [name, miles, status] of rows) {
    const [row] = await t.sql<{ id: number }[]>`
      insert into listings (name, city, state, status, latitude, longitude, email, insurance_provider_ids)
      values (${name}, 'Austin', 'TX', ${status}, ${point.lat + miles / 69.1}, ${point.lng}, 'x@example.com',
              ${[aetna!.id]}::int[])
      returning id`;
    ids[name] = row!.id;
  }
  await t.sql`insert into listings (name, city, state, status, email) values ('No point', 'Austin', 'TX', 'active', 'x@example.com')`;
});

describe("nearbyListings", () => {
  it("lists the nearest active listings with a point, nearest first, leaving out the one shown", async () => {
    const nearby = await nearbyListings({ database: t }, { point, excludeId: ids.Shown, limit: 6, maxMiles: 100 });
    expect(nearby.map((l) => l.name)).toEqual(["Half a mile", "Two miles", "Five miles", "Ten miles"]);
    const miles = nearby.map((l) => l.distanceMiles ?? Infinity);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles[0]).toBeCloseTo(0.5, 1);
    expect(nearby[0]!.insurances).toEqual([{ name: "aetna-test", displayName: "Aetna Test" }]);
  });

  it("stops at the number asked and, without a distance, reaches as far as needed", async () => {
    const first = await nearbyListings({ database: t }, { point, limit: 2 });
    expect(first.map((l) => l.name)).toEqual(["Shown", "Half a mile"]);
    const all = await nearbyListings({ database: t }, { point, limit: 100 });
    expect(all.map((l) => l.name)).toEqual([
      "Shown",
      "Half a mile",
      "Two miles",
      "Five miles",
      "Ten miles",
      "Two hundred miles",
    ]);
    expect(await nearbyListings({ database: t }, { point, limit: 0 })).toEqual([]);
  });
});
