/**
 * Every search filter, alone and combined, on every order and search shape, against a
 * straightforward SQL statement written here from the filters' documented meaning (issue 28 item
 * 7: the filters are now defined once, domain/search-filters.ts and server/listings/filters.server.ts,
 * and every statement is built from those definitions; this checks the answers did not move).
 * 4,000 generated listings give every filter common and rare values, unrecorded values (no
 * intake, no age range, no provider type), closed listings, listings without coordinates and
 * insurers, one of them inactive. Intake (issue 29) is confirmed on days spread around its 30-day
 * lifetime, or never, so the intake filters and the relevance order meet current, expired and
 * unconfirmed intake.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { searchListings } from "../../server/listings/search.server.ts";
import { listingsInViewport, parseViewportParams } from "../../server/listings/viewport.server.ts";
import { parseListingSearchParams } from "../../domain/search-params.ts";
import { METERS_PER_MILE } from "../../domain/distance.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";

const COUNT = 4_000;
const INSURERS = [
  ["aetna", true],
  ["bcbs", true],
  ["cigna", true],
  ["oldplan", false],
] as const;

let t: TestDatabase;

/** Today on the UTC clock, and the oldest confirmation day still current: 30 days before. */
const TODAY = new Date().toISOString().slice(0, 10);
const OLDEST_CURRENT = new Date(Date.parse(`${TODAY}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
const INTAKE_CURRENT = `(l.fact_sources -> 'intake' ->> 'confirmedOn') >= '${OLDEST_CURRENT}'`;

beforeAll(async () => {
  t = await createTestDatabase();
  for (const [name, active] of INSURERS) {
    await t.sql`insert into insurance_providers (name, display_name, sort_order, is_active)
      values (${name}, ${name.toUpperCase()}, 10, ${active})`;
  }
  await t.sql`
    insert into listings (name, city, state, email, tier, status, provider_kind, services, care_settings,
                          languages, funding_accepted, accepting_new_clients, waitlist_weeks, fact_sources,
                          min_age_years, max_age_years, rating_average, review_count, latitude, longitude)
    select 'Provider ' || lpad(((g * 7919) % ${COUNT})::text, 5, '0'), 'Town',
           (array['TX', 'CA', 'NY'])[g % 3 + 1], 'p' || g || '@example.com',
           case when g % 50 = 0 then 'premium' when g % 71 = 0 then 'premium-city' when g % 97 = 0 then 'featured'
                when g % 89 = 0 then 'premium-state' else 'basic' end,
           case when g % 31 = 0 then 'closed' else 'active' end,
           case when g % 5 < 2 then 'independent_practitioner' when g % 5 = 2 then 'organization' end,
           case when g % 60 = 0 then '["Speech Therapy"]' when g % 7 = 0 then '["ABA Therapy", "Early Intervention"]'
                else '["ABA Therapy"]' end::jsonb,
           case when g % 4 = 0 then '["in-home", "telehealth"]' when g % 4 = 1 then '["center"]' else '[]' end::jsonb,
           case when g % 200 = 0 then '["es"]' when g % 9 = 0 then '["en", "es"]' else '["en"]' end::jsonb,
           case when g % 6 = 0 then '["medicaid"]' when g % 6 = 1 then '["private-pay", "medicaid"]' else '[]' end::jsonb,
           case when g % 3 = 0 then true when g % 3 = 1 then false end,
           case when g % 3 = 1 and g % 17 <> 0 then g % 17 end,
           case when g % 23 = 0 then '{}'::jsonb
                else jsonb_build_object('intake', jsonb_build_object('source', 'owner',
                  'confirmedOn', to_char(${TODAY}::date - (g % 45), 'YYYY-MM-DD'))) end,
           case when g % 8 < 3 then null else g % 8 end, case when g % 10 < 4 then null else 8 + g % 10 end,
           (g % 11) / 2.0, g % 13,
           case when g % 41 = 0 then null else 30 + (g % 101) / 100.0 end, -97 - (g % 37) / 100.0
    from generate_series(1, ${COUNT}) g`;
  await t.sql`
    insert into listing_insurances (listing_id, insurance_provider_id)
    select l.id, p.id from listings l join insurance_providers p
      on (p.name = 'aetna' and l.id % 2 = 0) or (p.name = 'bcbs' and l.id % 45 = 0)
      or (p.name = 'cigna' and l.id % 5 = 1) or (p.name = 'oldplan' and l.id % 3 = 0)`;
  await t.sql`analyze`;
}, 60_000);

/**
 * The filters in plain SQL, from their documentation (domain/search-filters.ts): `as` is what
 * each parameter means; a list is OR within, filters AND between.
 */
function plainWhere(q: URLSearchParams): string {
  const where = ["l.status = 'active'"];
  const list = (name: string) => (q.get(name) ? q.get(name)!.split(",") : []);
  const quoted = (values: string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
  const state = q.get("state");
  if (state) where.push(`l.state = '${state}'`);
  const tiers = list("tier").flatMap((t) =>
    t === "premium" ? ["premium", "premium-local", "premium-city", "premium-state"] : [t],
  );
  if (tiers.length) where.push(`l.tier in (${quoted(tiers)})`);
  for (const [param, column] of [
    ["services", "services"],
    ["setting", "care_settings"],
    ["language", "languages"],
    ["funding", "funding_accepted"],
  ] as const) {
    const values = list(param);
    if (values.length)
      where.push(`exists (select 1 from jsonb_array_elements_text(l.${column}) v where v in (${quoted(values)}))`);
  }
  const insurers = list("insurances");
  if (insurers.length)
    where.push(`exists (select 1 from listing_insurances li join insurance_providers p on p.id = li.insurance_provider_id
      where li.listing_id = l.id and p.is_active and p.name in (${quoted(insurers)}))`);
  const rating = Number(q.get("rating") ?? 0);
  if (rating > 0) where.push(`coalesce(l.rating_average, 0) >= ${rating}`);
  if (q.get("accepting") === "true") where.push(`l.accepting_new_clients is true and ${INTAKE_CURRENT}`);
  const start = q.get("start");
  if (start) {
    const weeks = start === "now" ? 0 : Number(start);
    where.push(`(l.accepting_new_clients is true or (l.accepting_new_clients is false and l.waitlist_weeks <= ${weeks}))
      and ${INTAKE_CURRENT}`);
  }
  const age = q.get("age");
  if (age !== null)
    where.push(`(l.min_age_years is null or l.min_age_years <= ${Number(age)})
      and (l.max_age_years is null or l.max_age_years >= ${Number(age)})`);
  const kind = q.get("provider_kind");
  if (kind) where.push(`coalesce(l.provider_kind, 'organization') = '${kind}'`);
  return where.join(" and ");
}

const ORDERS: Record<string, string> = {
  // Current intake first within a tier.
  relevance: `l.tier_rank desc, coalesce(${INTAKE_CURRENT}, false) desc, l.name, l.id`,
  name: "l.name, l.id",
  rating: "l.rating_average desc, l.review_count desc, l.name, l.id",
};

async function plainIds(where: string, order: string, limit: number, offset = 0): Promise<number[]> {
  const rows = await t.sql.unsafe<{ id: number }[]>(
    `select l.id from listings l where ${where} order by ${order} limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => r.id);
}

async function plainCount(where: string): Promise<number> {
  const [row] = await t.sql.unsafe<{ n: number }[]>(`select count(*)::int as n from listings l where ${where}`);
  return row!.n;
}

async function search(query: string) {
  const parsed = parseListingSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const r = await searchListings(testServices(t), { ...parsed.value, countBeyondCap: true });
  return { ids: r.listings.map((l) => l.id), total: r.total, matched: r.matched };
}

/** Filter combinations: each filter alone (common and rare values), pairs, and many at once. */
const COMBINATIONS = [
  "",
  "state=TX",
  "tier=premium",
  "tier=featured,basic",
  "services=Speech Therapy",
  "services=Early Intervention,Speech Therapy",
  "insurances=aetna",
  "insurances=bcbs",
  "insurances=oldplan",
  "insurances=oldplan,cigna",
  "rating=4",
  "rating=3.3",
  "accepting=true",
  "start=now",
  "start=4",
  "start=8",
  "start=12",
  "age=2",
  "age=15",
  "setting=in-home",
  "setting=center,telehealth",
  "language=es",
  "funding=private-pay",
  "provider_kind=organization",
  "provider_kind=independent_practitioner",
  "state=CA&services=Speech Therapy&insurances=bcbs",
  "accepting=true&rating=4&tier=premium",
  "language=es&funding=medicaid&age=5",
  "start=8&state=TX&setting=in-home&insurances=aetna",
  "start=4&language=es",
  "state=NY&accepting=true&age=9&setting=in-home&language=es&funding=medicaid&provider_kind=organization&insurances=cigna&rating=2&services=ABA Therapy",
  "tier=premium&services=Early Intervention&insurances=aetna&provider_kind=independent_practitioner&setting=center",
];

describe("every filter combination answers as the plain SQL does", () => {
  it("relevance, name and rating orders, capped at 100, with the matches counted", async () => {
    for (const combination of COMBINATIONS) {
      const where = plainWhere(new URLSearchParams(combination));
      const all = await plainCount(where);
      for (const [sort, order] of Object.entries(ORDERS)) {
        const r = await search(`${combination}&sort=${sort}&pageSize=100`);
        expect({ combination, sort, ids: r.ids }).toEqual({
          combination,
          sort,
          ids: await plainIds(where, order, 100),
        });
        expect({ combination, total: r.total, matched: r.matched }).toEqual({
          combination,
          total: Math.min(all, 100),
          matched: all,
        });
      }
    }
  });

  it("a state page, past its first pages", async () => {
    for (const combination of COMBINATIONS.filter((c) => !c.includes("state="))) {
      const query = `${combination}&state=TX&state_page=true&pageSize=40&page=3`;
      const where = plainWhere(new URLSearchParams(query));
      const r = await search(query);
      expect({ query, ids: r.ids, total: r.total }).toEqual({
        query,
        ids: await plainIds(where, ORDERS.relevance!, 40, 80),
        total: await plainCount(where),
      });
    }
  });

  it("nearest first within a radius of the visitor", async () => {
    const [lat, lng, miles] = [30.5, -97.2, 20];
    const distance = `earth_distance(ll_to_earth(l.latitude, l.longitude), ll_to_earth(${lat}, ${lng}))`;
    for (const combination of COMBINATIONS) {
      const where = `${plainWhere(new URLSearchParams(combination))} and l.latitude is not null
        and ${distance} <= ${miles * METERS_PER_MILE}`;
      const r = await search(`${combination}&lat=${lat}&lng=${lng}&distance=${miles}&sort=distance&pageSize=100`);
      expect({ combination, ids: r.ids }).toEqual({
        combination,
        ids: await plainIds(where, `${distance}, l.id`, 100),
      });
    }
  });

  it("the map viewport", async () => {
    // Edges between the generated coordinates: a wrapped longitude may differ in its last bit.
    const box = { north: 30.805, south: 30.195, east: -97.105, west: -97.305 };
    const inBox = `l.latitude between ${box.south} and ${box.north} and l.longitude between ${box.west} and ${box.east}`;
    for (const combination of COMBINATIONS) {
      const parsed = parseViewportParams(
        new URLSearchParams(`${combination}&north=${box.north}&south=${box.south}&east=${box.east}&west=${box.west}`),
      );
      if (!parsed.ok) throw new Error(parsed.error.message);
      const r = await listingsInViewport(testServices(t), parsed.value);
      const where = `${plainWhere(new URLSearchParams(combination))} and ${inBox}`;
      expect({ combination, ids: r.listings.map((l) => l.id) }).toEqual({
        combination,
        ids: await plainIds(where, ORDERS.relevance!, r.cap),
      });
    }
  });

  it("a name search keeps only listings the filters allow", async () => {
    for (const combination of COMBINATIONS) {
      const r = await search(`${combination}&query=Provider 0012&pageSize=25`);
      const where = plainWhere(new URLSearchParams(combination));
      const allowed = new Set(await plainIds(where, "l.id", COUNT));
      expect({ combination, outside: r.ids.filter((id) => !allowed.has(id)) }).toEqual({ combination, outside: [] });
      // 'Provider 0012x' names exist for every listing number 120-129: the best matches among the allowed ones.
      const exact = await plainIds(`${where} and l.name like 'Provider 0012%'`, "l.id", COUNT);
      expect({ combination, found: exact.every((id) => r.ids.includes(id)) }).toEqual({ combination, found: true });
    }
  });
});
