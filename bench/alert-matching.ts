/**
 * Times the daily search alert run (issue 29: goal under 60 s for 100,000 saved searches against
 * 1,000 changed listings, and one cheap query on a day without changes):
 *   node --import tsx bench/alert-matching.ts [--searches 100000 --changed 1000 --listings 50000]
 *   DATABASE_URL=postgres://… node --import tsx bench/alert-matching.ts
 * A fresh migrated database (embedded PostgreSQL in a temporary folder unless DATABASE_URL names a
 * server) gets N listings and M confirmed saved searches, both mostly around 60 metro centres
 * (half the searches within 40 miles of one, the rest anywhere in the contiguous states), with
 * radii of 10 to 100 miles and a mix of filters (services, languages, accepting, can start
 * within). Then the day's changes: 40 % start accepting, 30 % shorten their waitlist, 30 % are new
 * listings. A fifth of the listings have a service area (ADR 0025): 10 % an in-home radius of 10 to
 * 40 miles, 5 % in-home zip codes, 5 % telehealth in one of 50 states (stand-in codes); each saved
 * search keeps its place's keys (one of 5,000 zip codes, one of 50 states), so a telehealth
 * listing matches about a fiftieth of the searches, as a state-wide provider would. The run is
 * timed end to end (matching, digests, links and one email job per digest), then a second run
 * with no change.
 */
import postgres from "postgres";
import { connect } from "../db/client.server.ts";
import { runAlerts } from "../server/alerts/match-alerts.server.ts";
import { loadAverage as load, numberArg as arg, withScratchDatabase } from "./support/scratch-database.ts";

const SEARCHES = arg("searches", 100_000);
const CHANGED = arg("changed", 1_000);
const LISTINGS = arg("listings", 50_000);
const DB_NAME = "aba_atlas_bench_alerts";

/** A point: near one of 60 metro centres (seeded) or anywhere in the contiguous states. */
const POINT_SQL = `
  case when random() < 0.5 then 25 + random() * 24 else m.lat + (random() - 0.5) * 1.1 end as lat,
  case when random() < 0.5 then -124 + random() * 57 else m.lng + (random() - 0.5) * 1.3 end as lng`;

async function seed(url: string) {
  const db = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await db`select setseed(0.29)`;
    await db`create temporary table metros as
      select i, 26 + random() * 22 as lat, -122 + random() * 50 as lng from generate_series(0, 59) i`;
    await db.unsafe(`
      insert into listings (name, city, state, email, status, latitude, longitude, accepting_new_clients,
        waitlist_weeks, services, languages, fact_sources)
      select 'Bench ABA ' || g.i, 'Town', 'TX', 'l' || g.i || '@example.com', 'active', p.lat, p.lng, false,
        8 + (g.i % 20), case when g.i % 3 = 0 then '["ABA Therapy","Speech Therapy"]'::jsonb else '["ABA Therapy"]'::jsonb end,
        case when g.i % 4 = 0 then '["en","es"]'::jsonb else '["en"]'::jsonb end,
        jsonb_build_object('intake', jsonb_build_object('source', 'owner', 'confirmedOn', to_char(current_date - (g.i % 20), 'YYYY-MM-DD')))
      from generate_series(1, ${LISTINGS}) g(i)
      cross join lateral (select ${POINT_SQL} from metros m where m.i = g.i % 60) p`);
    await db.unsafe(`
      update listings set service_areas = case
        when id % 10 = 0 then jsonb_build_array(jsonb_build_object('careSetting', 'in-home', 'kind', 'radius', 'radiusMiles', 10 + id % 31))
        when id % 20 = 1 then jsonb_build_array(jsonb_build_object('careSetting', 'in-home', 'kind', 'zips', 'codes', jsonb_build_array('Z' || id % 5000, 'Z' || (id + 1) % 5000)))
        else jsonb_build_array(jsonb_build_object('careSetting', 'telehealth', 'kind', 'states', 'codes', jsonb_build_array('S' || id % 50)))
      end
      where id % 10 = 0 or id % 20 in (1, 11)`);
    await db.unsafe(`
      insert into saved_searches (email, locale, confirmed_at, place_label, latitude, longitude, radius_miles,
        place_keys, services, languages, accepting, start_weeks, query)
      select 'parent' || (g.i % ${Math.max(1, Math.floor(SEARCHES * 0.7))}) || '@example.com',
        case when g.i % 5 = 0 then 'es' else 'en' end, now(), 'Town', p.lat, p.lng,
        (array[10, 25, 25, 50, 100])[1 + g.i % 5],
        array['in-home:zip:Z' || g.i % 5000, 'telehealth:zip:Z' || g.i % 5000, 'in-home:state:S' || g.i % 50, 'telehealth:state:S' || g.i % 50],
        case when g.i % 10 < 3 then array['Speech Therapy'] else '{}'::text[] end,
        case when g.i % 10 = 5 then array['es'] else '{}'::text[] end,
        g.i % 10 in (1, 4, 7),
        (array[null, null, 4, 8, 12]::smallint[])[1 + (g.i / 7) % 5],
        'query=Town'
      from generate_series(1, ${SEARCHES}) g(i)
      cross join lateral (select ${POINT_SQL} from metros m where m.i = g.i % 60) p`);
    await db`analyze`;
    // The day's changes: the log so far is read.
    await db`update alert_cursor set last_event_id = (select coalesce(max(id), 0) from listing_intake_events)`;
    const accepting = Math.round(CHANGED * 0.4);
    const shorter = Math.round(CHANGED * 0.3);
    const fresh = CHANGED - accepting - shorter;
    await db`
      update listings set accepting_new_clients = true
      where id in (select id from listings order by id limit ${accepting})`;
    await db`
      update listings set waitlist_weeks = 2 + id % 5
      where id in (select id from listings order by id offset ${accepting} limit ${shorter})`;
    await db.unsafe(`
      insert into listings (name, city, state, email, status, latitude, longitude, accepting_new_clients, services,
        languages, fact_sources)
      select 'New ABA ' || g.i, 'Town', 'TX', 'n' || g.i || '@example.com', 'active', p.lat, p.lng, g.i % 2 = 0,
        '["ABA Therapy","Speech Therapy"]'::jsonb, '["en","es"]'::jsonb,
        jsonb_build_object('intake', jsonb_build_object('source', 'owner', 'confirmedOn', to_char(current_date, 'YYYY-MM-DD')))
      from generate_series(1, ${fresh}) g(i)
      cross join lateral (select ${POINT_SQL} from metros m where m.i = g.i % 60) p`);
  } finally {
    await db.end();
  }
}

async function main() {
  await withScratchDatabase(DB_NAME, async (url) => {
    let t0 = performance.now();
    await seed(url);
    console.info(
      `seeded ${LISTINGS} listings, ${SEARCHES} saved searches and ${CHANGED} changes in ${Math.round(performance.now() - t0)} ms`,
    );
    const database = connect(url, { max: 2 });
    try {
      const [events] = await database.sql<{ n: number }[]>`
        select count(*)::int as n from listing_intake_events where id > (select last_event_id from alert_cursor)`;
      console.info(`load before the run ${load()}; ${events!.n} change events`);
      t0 = performance.now();
      const run = await runAlerts(database, { siteUrl: "https://example.org" });
      const ms = performance.now() - t0;
      const [counts] = await database.sql<{ listings: number; jobs: number }[]>`
        select (select count(distinct listing_id)::int from alert_matches) as listings,
          (select count(*)::int from graphile_worker._private_jobs) as jobs`;
      console.info(
        `first run: ${(ms / 1000).toFixed(1)} s, ${run.matches} matches of ${counts!.listings} listings, ${run.digests} digests, ${run.sent} emails queued (${counts!.jobs} jobs); steps ${JSON.stringify(run.ms)} ms; load ${load()}`,
      );
      const samples: number[] = [];
      for (let i = 0; i < 20; i++) {
        t0 = performance.now();
        const idle = await runAlerts(database, { siteUrl: "https://example.org" });
        samples.push(performance.now() - t0);
        if (idle.events !== 0 || idle.sent !== 0) throw new Error("a day without changes did work");
      }
      samples.sort((a, b) => a - b);
      console.info(
        `no change: median ${samples[10]!.toFixed(2)} ms, max ${samples[19]!.toFixed(2)} ms over 20 runs (one query each); load ${load()}`,
      );
    } finally {
      await database.close();
    }
  });
}

await main();
