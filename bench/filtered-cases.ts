/**
 * Times each benchmark query of one kind separately and prints the slowest (diagnosis aid).
 *   node --import tsx bench/filtered-cases.ts               # embedded PostgreSQL in a temp folder
 *   BENCH_KIND=name node --import tsx bench/filtered-cases.ts
 *   DATABASE_URL=postgres://…/aba_atlas_bench node --import tsx bench/filtered-cases.ts
 *
 * With DATABASE_URL it uses that database as it is (for example the one `BENCH_KEEP=1
 * bench/search-api.ts` leaves behind) and seeds nothing.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { connect } from "../db/client.server.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../db/embedded.server.ts";
import { runMigrations } from "../db/migrate.server.ts";
import { loadPlaces } from "../server/seed/places.server.ts";
import { searchListings } from "../server/listings/search.server.ts";
import { parseListingSearchParams } from "../domain/search-params.ts";
import { seedListings } from "./seed-listings.ts";
import { benchCases, type BenchKind } from "./search-cases.ts";

const KIND = (process.env.BENCH_KIND ?? "filtered") as BenchKind;
let embedded: EmbeddedPostgres | undefined;
let dataDir: string | undefined;
let url = process.env.DATABASE_URL;
try {
  if (!url) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "aba-atlas-cases-"));
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir });
    url = embedded.url;
    await runMigrations(url);
    const db = postgres(url, { max: 1, onnotice: () => {} });
    await loadPlaces(db);
    await seedListings(db, Number(process.env.BENCH_LISTINGS ?? 100_000));
    await db.end();
  }
  const database = connect(url, { max: 2 });
  const queries = (await benchCases(database.sql, 200))[KIND];
  const timings: { q: string; ms: number; n: number }[] = [];
  for (const q of queries) {
    const parsed = parseListingSearchParams(new URLSearchParams(q));
    if (!parsed.ok) continue;
    await searchListings({ database }, parsed.value);
    let best = Infinity;
    let n = 0;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      n = (await searchListings({ database }, parsed.value)).total;
      best = Math.min(best, performance.now() - t0);
    }
    timings.push({ q, ms: best, n });
  }
  timings.sort((a, b) => b.ms - a.ms);
  for (const t of timings.slice(0, Number(process.env.BENCH_TOP ?? 25)))
    console.info(`${t.ms.toFixed(1).padStart(7)} ms  ${String(t.n).padStart(3)} results  ${decodeURIComponent(t.q)}`);
  await database.close();
} finally {
  await embedded?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
}
