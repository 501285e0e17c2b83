/**
 * Service areas in a capped filtered search (issue 29, ADR 0025, docs/performance.md): the search's
 * own 100 results are left out of the serving step inside its statements, so the nearest-first
 * walk over the listings with an area only has to find the 25 others. It used to ask for 125
 * (25 + the 100 known) and, finding fewer, read every match of the place through the key and
 * radius indexes as well: the cost that put `location` and filtered searches over their budget.
 * With filters too rare for the walk to fill the list, it is not walked at all.
 */
import { beforeAll, describe, expect, it } from "vitest";
import postgres from "postgres";
import type { Database } from "../../db/client.server.ts";
import { searchListings } from "../../server/listings/search.server.ts";
import { FILTERED_CAP, TEXT_SEARCH_CAP } from "../../domain/listing-limits.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
const point = { lat: 30.27, lng: -97.74 };
const nearIds: number[] = [];
const servingIds: number[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  // 120 centres without an area about a mile from the point: the nearest 100 are the search's own.
  for (let i = 0; i < 120; i++) {
    const [row] = await t.sql<{ id: number }[]>`
      insert into listings (name, city, state, status, latitude, longitude, care_settings, service_areas)
      values (${`Centre ${i}`}, 'Austin', 'TX', 'active', ${point.lat + 0.01 + i * 0.0002}, ${point.lng}, '["center"]'::jsonb, '[]'::jsonb)
      returning id`;
    nearIds.push(row!.id);
  }
  // 30 in-home providers about 20 miles north whose 30-mile radius reaches the point; two of
  // them (and no other listing) offer speech therapy.
  for (let i = 0; i < 30; i++) {
    const services = i === 7 || i === 21 ? ["ABA Therapy", "Speech Therapy"] : ["ABA Therapy"];
    const [row] = await t.sql<{ id: number }[]>`
      insert into listings (name, city, state, status, latitude, longitude, care_settings, services, service_areas)
      values (${`Home ${i}`}, 'Georgetown', 'TX', 'active', ${point.lat + 0.3 + i * 0.001}, ${point.lng}, '["in-home"]'::jsonb,
              ${JSON.stringify(services)}::jsonb,
              ${JSON.stringify([{ careSetting: "in-home", kind: "radius", radiusMiles: 30 }])}::jsonb)
      returning id`;
    servingIds.push(row!.id);
  }
  await t.sql`analyze listings`;
}, 60_000);

/** The statements one search sends, on a client of its own. */
async function searchLogged(input: Parameters<typeof searchListings>[1]) {
  const statements: string[] = [];
  const sql = postgres(t.url, { max: 1, onnotice: () => {}, debug: (_c, query) => statements.push(query) });
  try {
    const database = { sql, db: undefined as never, close: () => sql.end() } satisfies Database;
    return { result: await searchListings({ database }, input), statements };
  } finally {
    await sql.end();
  }
}

describe("serving listings of a capped filtered search", () => {
  it("are found by the nearest-first walk alone when it holds 25 beyond the search's own", async () => {
    const { result: r, statements } = await searchLogged({ location: point, sort: "distance", pageSize: 100 });
    expect(r.mode).toBe("filtered");
    // In-home providers serving the place count as distance 0: the 25 nearest of them first,
    // then the 75 nearest centres (the cap of 100 kept).
    expect(r.listings.slice(0, TEXT_SEARCH_CAP).map((l) => l.id)).toEqual(servingIds.slice(0, TEXT_SEARCH_CAP));
    expect(r.listings.slice(TEXT_SEARCH_CAP).map((l) => l.id)).toEqual(
      nearIds.slice(0, FILTERED_CAP - TEXT_SEARCH_CAP),
    );
    for (const l of r.listings.slice(0, TEXT_SEARCH_CAP))
      expect(l.servesSearchedPlace).toEqual({ careSetting: "in-home", state: "TX" });
    // One walk, no second statement reading every match of the place.
    const readsEveryMatch = (s: string) =>
      s.includes("with matches as materialized") && s.includes("service_area_keys");
    expect(statements.filter((s) => s.includes("service_area_keys")).length).toBeGreaterThan(0);
    expect(statements.filter(readsEveryMatch)).toEqual([]);
  });

  it("with filters too rare to fill the list from the walk, are read whole without walking", async () => {
    const { result, statements } = await searchLogged({
      location: point,
      services: ["Speech Therapy"],
      sort: "distance",
      pageSize: 100,
    });
    // The two speech therapists, found by their radius: no centre offers it.
    expect(result.listings.map((l) => l.id)).toEqual([servingIds[7], servingIds[21]]);
    for (const l of result.listings) expect(l.servesSearchedPlace).toEqual({ careSetting: "in-home", state: "TX" });
    // Expected 2 of 150 listings: 11 of the walk's 800, under the 25 asked for, so no walk.
    const walks = statements.filter((s) => s.includes("service_area_keys") && s.includes("as hit"));
    expect(walks).toEqual([]);
    expect(statements.filter((s) => s.includes("service_area_keys")).length).toBe(1);
  });
});
