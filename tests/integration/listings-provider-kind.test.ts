/**
 * The provider type filter (issue 27: an independent practitioner is labelled and filterable):
 * every search path, the state page's count, the API and the map viewport give the listings a
 * brute-force SQL count over the same rows gives. A listing without a recorded type (demo and
 * owner-added listings) counts as a practice.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/http/app.server.ts";
import { searchListings } from "../../server/listings/search.server.ts";
import { parseListingSearchParams } from "../../domain/search-params.ts";
import { searchResultSchema, viewportResultSchema } from "../../server/api/schemas.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";

const COUNT = 3_000;
const KINDS = ["organization", "independent_practitioner"] as const;

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  // Two in five independent practitioners, one in five organisations, the rest unrecorded; a few
  // closed listings of each type; 'es' rare (one in 200), so that search reads the GIN index.
  await t.sql`
    insert into listings (name, city, state, email, tier, status, provider_kind, services, languages,
                          accepting_new_clients, rating_average, latitude, longitude, fact_sources)
    select 'Provider ' || lpad(((g * 7919) % ${COUNT})::text, 5, '0'), 'Town', case when g % 2 = 1 then 'TX' else 'CA' end,
           'p' || g || '@example.com',
           case when g % 50 = 0 then 'premium' when g % 97 = 0 then 'featured' else 'basic' end,
           case when g % 31 = 0 then 'closed' else 'active' end,
           case when g % 5 < 2 then 'independent_practitioner' when g % 5 = 2 then 'organization' end,
           case when g % 60 = 0 then '["Speech Therapy"]' else '["ABA Therapy"]' end::jsonb,
           case when g % 200 = 0 then '["es"]' else '["en"]' end::jsonb,
           g % 3 = 0, (g % 11) / 2.0,
           30 + (g % 101) / 100.0, -97 - (g % 37) / 100.0,
           -- Intake confirmed today: current (issue 29).
           jsonb_build_object('intake', jsonb_build_object('source', 'owner',
             'confirmedOn', to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD')))
    from generate_series(1, ${COUNT}) g`;
  await t.sql`analyze listings`;
}, 60_000);

/** Active listings of this type matching `where`, counted straight from the table. */
async function bruteCount(kind: (typeof KINDS)[number], where = "true"): Promise<number> {
  const [row] = await t.sql.unsafe<{ n: number }[]>(
    `select count(*)::int as n from listings
     where status = 'active' and coalesce(provider_kind, 'organization') = $1 and ${where}`,
    [kind],
  );
  return row!.n;
}

async function search(query: string) {
  const parsed = parseListingSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return searchListings(testServices(t), { ...parsed.value, countBeyondCap: true });
}

const kindOf = (l: { providerKind: string | null }) => l.providerKind ?? "organization";

describe("provider_kind", () => {
  it("the two types split the active listings, unrecorded ones counted as practices", async () => {
    const [org, ip, all] = await Promise.all([
      bruteCount("organization"),
      bruteCount("independent_practitioner"),
      t.sql<{ n: number }[]>`select count(*)::int as n from listings where status = 'active'`,
    ]);
    expect(org).toBeGreaterThan(1_000);
    expect(ip).toBeGreaterThan(1_000);
    expect(org + ip).toBe(all[0]!.n);
  });

  for (const kind of KINDS) {
    it(`${kind}: the state page counts and pages exactly the brute-force matches`, async () => {
      const want = await bruteCount(kind, "state = 'TX'");
      const first = await search(`state=TX&state_page=true&provider_kind=${kind}&pageSize=50`);
      expect(first.total).toBe(want);
      expect(first.matched).toBe(want);
      const last = await search(
        `state=TX&state_page=true&provider_kind=${kind}&pageSize=50&page=${Math.ceil(want / 50)}`,
      );
      expect(last.listings).toHaveLength(want - 50 * (Math.ceil(want / 50) - 1));
      expect([...first.listings, ...last.listings].every((l) => kindOf(l) === kind)).toBe(true);
    });

    it(`${kind}: capped searches on each path count the brute-force matches`, async () => {
      const cases: [string, string][] = [
        // The in-order walk of the result-order index (common filters).
        ["services=ABA%20Therapy", `services ? 'ABA Therapy'`],
        // The longer walk (one in 60).
        ["services=Speech%20Therapy", `services ? 'Speech Therapy'`],
        // Every match read from the GIN index (rare), with the row test for the type.
        ["language=es", `languages ? 'es'`],
        ["accepting=true&rating=3&tier=basic", `accepting_new_clients and rating_average >= 3 and tier = 'basic'`],
        // A radius, nearest first.
        [
          "lat=30.5&lng=-97.2&distance=20&sort=distance",
          "earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(30.5, -97.2)) <= 20 * 1609.344",
        ],
      ];
      for (const [query, where] of cases) {
        const want = await bruteCount(kind, where);
        const r = await search(`${query}&provider_kind=${kind}&pageSize=100`);
        expect(r.matched, query).toBe(want);
        expect(r.total, query).toBe(Math.min(want, r.cap ?? want));
        expect(
          r.listings.every((l) => kindOf(l) === kind),
          query,
        ).toBe(true);
      }
    });

    it(`${kind}: name and rating orders apply it too`, async () => {
      const want = await bruteCount(kind, "state = 'CA'");
      for (const sort of ["name", "rating"]) {
        const r = await search(`state=CA&state_page=true&sort=${sort}&provider_kind=${kind}&pageSize=100`);
        expect(r.total, sort).toBe(want);
        expect(
          r.listings.every((l) => kindOf(l) === kind),
          sort,
        ).toBe(true);
      }
    });
  }

  it("the JSON API and the map viewport take it, and refuse an unknown type", async () => {
    const app = createApp(testServices(t, { PUBLIC_URL: "https://abaatlas.example" }));
    const get = async (path: string) => {
      const res = await app.request(path);
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const api = await get("/api/listings?state=TX&state_page=true&provider_kind=independent_practitioner");
    expect(api.status).toBe(200);
    expect(searchResultSchema.parse(api.body).total).toBe(await bruteCount("independent_practitioner", "state = 'TX'"));

    const box = "north=31.1&south=30.4&east=-96.9&west=-97.5";
    const within = "latitude between 30.4 and 31.1 and longitude between -97.5 and -96.9";
    for (const kind of KINDS) {
      const view = await get(`/api/listings/viewport?${box}&provider_kind=${kind}`);
      expect(view.status).toBe(200);
      const body = viewportResultSchema.parse(view.body);
      expect(body.total).toBe(Math.min(await bruteCount(kind, within), body.cap));
      expect(body.listings.every((l) => kindOf(l) === kind)).toBe(true);
    }

    expect((await get("/api/listings?provider_kind=solo")).status).toBe(400);
    expect((await get(`/api/listings/viewport?${box}&provider_kind=solo`)).status).toBe(400);
  });
});
