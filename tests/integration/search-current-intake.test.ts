/**
 * Searches for current intake ("accepting", "can start within") read the filters' GIN index over
 * the current listings alone (listings_fresh_filters_idx, migration 0048), never the expiry job's
 * btree, which the job still reads; and the answers are the listings computed here from the same
 * rules, with a stale intake (confirmed 45 days ago, still flagged: the job has not run) left out.
 * 20,000 generated listings; the index choice is read from PostgreSQL's own scan counters.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Database } from "../../db/client.server.ts";
import { expireIntake } from "../../server/listings/expire-intake.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { indexScans, searchNames } from "../support/search-probes.ts";

const COUNT = 20_000;

let t: TestDatabase;
/** One connection, so its scan counters can be flushed before they are read. */
let searches: Database;

/** Listing g as the SQL below inserts it (name order is g's order). */
const listing = (g: number) => ({
  name: `Provider ${String(g).padStart(5, "0")}`,
  featured: g % 10 === 0,
  speech: g % 2 === 0,
  spanish: g % 5 === 0,
  inHome: g % 3 === 0,
  accepting: g % 7 !== 0,
  // A quarter confirmed today (current); a quarter 45 days ago, still flagged (the job has not run).
  current: g % 4 === 0,
  flagged: g % 4 <= 1,
  lat: 30 + (g % 101) / 100,
  lng: -97 - (g % 37) / 100,
});
const all = Array.from({ length: COUNT }, (_, i) => listing(i + 1));

beforeAll(async () => {
  t = await createTestDatabase();
  await t.sql`
    insert into listings (name, city, state, email, tier, services, languages, care_settings, accepting_new_clients,
                          waitlist_weeks, latitude, longitude, fact_sources)
    select 'Provider ' || lpad(g::text, 5, '0'), 'Town', 'TX', 'p' || g || '@example.com',
           case when g % 10 = 0 then 'featured' else 'basic' end,
           case when g % 2 = 0 then '["Speech Therapy"]' else '["ABA Therapy"]' end::jsonb,
           case when g % 5 = 0 then '["en", "es"]' else '["en"]' end::jsonb,
           case when g % 3 = 0 then '["in-home"]' else '["center"]' end::jsonb,
           g % 7 <> 0, case when g % 7 = 0 then 3 end,
           30 + (g % 101) / 100.0, -97 - (g % 37) / 100.0,
           case when g % 4 <= 1 then jsonb_build_object('intake', jsonb_build_object('source', 'owner',
             'confirmedOn', to_char((now() at time zone 'UTC')::date - case when g % 4 = 1 then 45 else 0 end, 'YYYY-MM-DD')))
             else '{}'::jsonb end
    from generate_series(1, ${COUNT}) g`;
  // An expiry the hourly job has not cleared yet: the flag lags, the search must not.
  await t.sql`update listings set intake_fresh = true where intake_confirmed_on < (now() at time zone 'UTC')::date - 30`;
  // As autovacuum leaves a table: the GIN indexes' pending lists (every row inserted since they
  // were built) merged into them, which a scan would otherwise read whole, and the planner price.
  await t.sql`vacuum analyze listings`;
  // 20,000 listings are read whole faster than through any index: without sequential scans the
  // planner chooses among the indexes, as it does at 1,000,000.
  await t.sql.unsafe(`alter database "${t.name}" set enable_seqscan = off`);
  searches = connect(t.url, { max: 1 });
}, 60_000);

afterAll(async () => {
  await searches?.close();
});

const names = (query: string) => searchNames(searches, query);
const scans = () => indexScans(searches, t.sql, ["listings_fresh_filters_idx", "listings_intake_fresh_idx"]);

type Listing = (typeof all)[number];
const byRelevance = (a: Listing, b: Listing) =>
  Number(b.featured) - Number(a.featured) || Number(b.flagged) - Number(a.flagged) || (a.name < b.name ? -1 : 1);

describe("a search for current intake", () => {
  it("reads the current listings' GIN index, never the expiry job's btree, and leaves a lapsed intake out", async () => {
    await searches.sql`select pg_stat_reset()`;
    // Rare enough that every match is read from the GIN index (the walks are not worth it).
    const match = (l: Listing) => l.speech && l.spanish && l.inHome && l.accepting && l.current;
    const want = all
      .filter(match)
      .sort(byRelevance)
      .slice(0, 100)
      .map((l) => l.name);
    expect(want.length).toBeGreaterThan(50);
    const query = "services=Speech%20Therapy&language=es&setting=in-home&accepting=true";
    expect(await names(query)).toEqual(want);

    // Nearest first from a point: the same matches by distance.
    const nearest = await t.sql<{ name: string }[]>`
      select name from listings
      where services ? 'Speech Therapy' and languages ? 'es' and care_settings ? 'in-home' and accepting_new_clients
        and intake_confirmed_on >= (now() at time zone 'UTC')::date - 30
      order by earth_point <-> ll_to_earth(30.5, -97.2), id limit 100`;
    expect(await names(`${query}&lat=30.5&lng=-97.2&sort=distance`)).toEqual(nearest.map((r) => r.name));

    // Can start within 4 weeks: accepting, or a waitlist of 3 weeks, as currently confirmed.
    const start = all
      .filter((l) => l.speech && l.spanish && l.inHome && l.current)
      .sort(byRelevance)
      .slice(0, 100)
      .map((l) => l.name);
    expect(await names("services=Speech%20Therapy&language=es&setting=in-home&start=4")).toEqual(start);

    const counted = await scans();
    expect(counted.listings_fresh_filters_idx).toBeGreaterThan(0);
    expect(counted.listings_intake_fresh_idx).toBe(0);

    // The expiry job finds the lapsed flags through its btree.
    expect(await expireIntake(searches.sql)).toBe(all.filter((l) => l.flagged && !l.current).length);
    expect((await scans()).listings_intake_fresh_idx).toBeGreaterThan(0);
  });
});
