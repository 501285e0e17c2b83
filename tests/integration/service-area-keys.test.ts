/**
 * The database keeps the service-area search columns from listings.service_areas (migration 0039):
 * the same keys and in-home radius as domain/service-areas.ts areaKeys and homeRadiusMiles, and
 * malformed stored values give no key rather than an error.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { areaKeys, homeRadiusMiles, type ServiceArea } from "../../domain/service-areas.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

async function stored(areas: unknown) {
  const [row] = await t.sql<{ keys: string[]; radius: number | null }[]>`
    insert into listings (name, city, state, service_areas)
    values ('Area test', 'Austin', 'TX', ${JSON.stringify(areas)}::jsonb)
    returning service_area_keys as keys, service_radius_miles as radius`;
  return row!;
}

describe("service area columns", () => {
  const cases: ServiceArea[][] = [
    [],
    [{ careSetting: "in-home", kind: "radius", radiusMiles: 25 }],
    [
      { careSetting: "in-home", kind: "zips", codes: ["78702", "78701", "78701"] },
      { careSetting: "telehealth", kind: "states", codes: ["TX", "OK"] },
    ],
    [
      { careSetting: "telehealth", kind: "zips", codes: ["10001"] },
      { careSetting: "in-home", kind: "radius", radiusMiles: 5 },
      { careSetting: "in-home", kind: "radius", radiusMiles: 40 },
    ],
    [
      { careSetting: "in-home", kind: "counties", codes: ["48491", "48453"], names: ["Williamson, TX", "Travis, TX"] },
      { careSetting: "telehealth", kind: "states", codes: ["TX"] },
    ],
    // A radius for telehealth is no in-home radius.
    [{ careSetting: "telehealth", kind: "radius", radiusMiles: 30 }],
  ];
  it.each(cases.map((c, i) => [i, c] as const))("case %i: the keys and radius of the domain rule", async (_, areas) => {
    const row = await stored(areas);
    expect(row.keys).toEqual(areaKeys(areas));
    expect(row.radius).toBe(homeRadiusMiles(areas));
  });

  it("malformed values give no keys and no radius, never an error", async () => {
    for (const bad of [
      {},
      "x",
      [1, null, "a"],
      [{ careSetting: "in-home", kind: "zips", codes: "78701" }],
      [{ careSetting: "x", kind: "radius", radiusMiles: 3 }],
      [{ careSetting: "in-home", kind: "radius", radiusMiles: "3" }],
    ]) {
      const row = await stored(bad);
      expect(row.keys).toEqual([]);
      expect(row.radius).toBeNull();
    }
  });

  it("a listing's areas change its keys on update", async () => {
    const [inserted] = await t.sql<{ id: number }[]>`
      insert into listings (name, city, state) values ('U', 'Austin', 'TX') returning id`;
    const id = inserted!.id;
    await t.sql`update listings set service_areas = ${JSON.stringify([{ careSetting: "telehealth", kind: "states", codes: ["TX"] }])}::jsonb where id = ${id}`;
    const [row] = await t.sql<{ keys: string[] }[]>`select service_area_keys as keys from listings where id = ${id}`;
    expect(row!.keys).toEqual(["telehealth:state:TX"]);
  });
});
