/**
 * Times the public freshness aggregate (issue 29, server/freshness) at 100,000 listings:
 *   node --import tsx bench/freshness.ts [--listings 100000 --runs 15]
 *   DATABASE_URL=postgres://… node --import tsx bench/freshness.ts
 * A fresh migrated database (embedded PostgreSQL in a temporary folder unless DATABASE_URL names a
 * server) gets the search bench's listings (bench/seed-listings.ts: every state, intake confirmed
 * 0–89 days back on three in four), insurers confirmed 0–179 days back on two in three and one in
 * twenty made a demo listing; then the aggregate is timed warm (one untimed run first) and the
 * daily job's write (the aggregate into freshness_snapshots) once.
 */
import postgres from "postgres";
import { loadPlaces } from "../server/seed/places.server.ts";
import { computeFreshnessFigures, recordFreshnessSnapshot } from "../server/freshness/freshness-figures.server.ts";
import { percentile } from "./percentile.ts";
import { seedListings } from "./seed-listings.ts";
import { loadAverage as load, numberArg as arg, withScratchDatabase } from "./support/scratch-database.ts";

const LISTINGS = arg("listings", 100_000);
const RUNS = arg("runs", 15);
const DB_NAME = "aba_atlas_bench_freshness";

async function main() {
  await withScratchDatabase(DB_NAME, async (url) => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      let t0 = performance.now();
      await loadPlaces(sql);
      await seedListings(sql, LISTINGS);
      await sql`
        update listings set fact_sources = fact_sources || jsonb_build_object('insurances',
          jsonb_build_object('source', 'owner', 'confirmedOn',
            to_char((now() at time zone 'UTC')::date - abs(hashint4(id + 7919)) % 180, 'YYYY-MM-DD')))
        where id % 3 <> 0`;
      await sql`update listings set demo = true where id % 20 = 0`;
      await sql`vacuum analyze listings`;
      console.info(`seeded ${LISTINGS} listings in ${Math.round(performance.now() - t0)} ms`);

      console.info(`load before ${load()}`);
      await computeFreshnessFigures(sql);
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < RUNS; i++) {
        t0 = performance.now();
        rows = (await computeFreshnessFigures(sql)).length;
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      t0 = performance.now();
      const stored = await recordFreshnessSnapshot(sql);
      const write = performance.now() - t0;
      const [nation] = (await computeFreshnessFigures(sql)).filter((r) => r.state === null && !r.demo);
      console.info(
        `aggregate (${rows} rows) over ${RUNS} runs: p50 ${percentile(times, 0.5).toFixed(1)} ms, ` +
          `p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms; ` +
          `job write (${stored} rows) ${write.toFixed(1)} ms`,
      );
      console.info(`real nationwide: ${JSON.stringify(nation)}`);
      console.info(`load after ${load()}`);
    } finally {
      await sql.end();
    }
  });
}

await main();
