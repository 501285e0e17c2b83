/**
 * Times the daily owner reminder run (issue 29: goal under 60 s at 100,000 listings):
 *   node --import tsx bench/owner-reminders.ts [--listings 100000 --owners 40000]
 *   DATABASE_URL=postgres://… node --import tsx bench/owner-reminders.ts
 * A fresh migrated database (embedded PostgreSQL in a temporary folder unless DATABASE_URL names a
 * server) gets N owned, active listings whose intake was confirmed 0–59 days ago and whose
 * insurers 0–119 days ago (so about 13 % of intakes and 7 % of insurers are due, a heavy first
 * day), then the run is timed end to end: the query, the reminder rows, the hashed links and one
 * email job per owner. A second run the same day (nothing left to send) is timed too.
 */
import postgres from "postgres";
import { connect } from "../db/client.server.ts";
import { sendOwnerReminders } from "../server/owners/owner-reminders.server.ts";
import { loadAverage as load, numberArg as arg, withScratchDatabase } from "./support/scratch-database.ts";

const LISTINGS = arg("listings", 100_000);
const OWNERS = arg("owners", 40_000);
const DB_NAME = "aba_atlas_bench_reminders";

async function seed(url: string) {
  const db = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await db`
      insert into users (username, email, password, preferred_language)
      select 'owner' || i, 'owner' || i || '@example.com', 'x', case when i % 5 = 0 then 'es' else 'en' end
      from generate_series(1, ${OWNERS}::int) i`;
    await db`
      insert into listings (name, city, state, email, user_id, status, owner_verified, accepting_new_clients, fact_sources)
      select 'Bench ABA ' || i, 'Austin', 'TX', 'l' || i || '@example.com',
        (select min(id) from users) + (i % ${OWNERS}::int), 'active', i % 3 <> 0, true,
        jsonb_build_object(
          'intake', jsonb_build_object('source', 'owner', 'confirmedOn', to_char(current_date - (i % 60), 'YYYY-MM-DD')),
          'insurances', jsonb_build_object('source', 'owner', 'confirmedOn', to_char(current_date - ((i * 7) % 120), 'YYYY-MM-DD')))
      from generate_series(1, ${LISTINGS}::int) i`;
    await db`analyze`;
  } finally {
    await db.end();
  }
}

async function main() {
  await withScratchDatabase(DB_NAME, async (url) => {
    let t0 = performance.now();
    await seed(url);
    console.info(`seeded ${LISTINGS} listings of ${OWNERS} owners in ${Math.round(performance.now() - t0)} ms`);
    const database = connect(url, { max: 2 });
    try {
      console.info(`load before the run ${load()}`);
      t0 = performance.now();
      const sent = await sendOwnerReminders(database, { siteUrl: "https://example.org", includeDemo: false });
      const ms = performance.now() - t0;
      const [counts] = await database.sql<{ listings: number; links: number; jobs: number }[]>`
        select (select count(distinct listing_id)::int from owner_reminder_tokens) as listings,
          (select count(*)::int from owner_reminder_tokens) as links,
          (select count(*)::int from graphile_worker._private_jobs) as jobs`;
      console.info(
        `first run: ${(ms / 1000).toFixed(1)} s, ${sent} emails queued (${counts!.jobs} jobs) for ${counts!.listings} listings, ${counts!.links} links; load ${load()}`,
      );
      t0 = performance.now();
      const again = await sendOwnerReminders(database, { siteUrl: "https://example.org", includeDemo: false });
      console.info(
        `rerun the same day: ${((performance.now() - t0) / 1000).toFixed(2)} s, ${again} emails; load ${load()}`,
      );
    } finally {
      await database.close();
    }
  });
}

await main();
