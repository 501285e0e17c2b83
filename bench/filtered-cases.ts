/**
 * Times each filtered benchmark query separately and prints the slowest (diagnosis aid).
 *   node --import tsx bench/filtered-cases.ts
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { connect } from "../db/client.ts";
import { startEmbeddedPostgres } from "../db/embedded.ts";
import { runMigrations } from "../db/migrate.ts";
import { loadPlaces } from "../db/seed/places.ts";
import { searchListings } from "../server/listings/search.server.ts";
import { parseListingSearchParams } from "../server/listings/search-params.ts";
import { seedListings } from "./seed-listings.ts";
import { benchCases, type BenchKind } from "./search-cases.ts";

const KIND = (process.env.BENCH_KIND ?? "filtered") as BenchKind;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "aba-atlas-cases-"));
await fs.chmod(dataDir, 0o755);
const embedded = await startEmbeddedPostgres({ dataDir });
try {
  await runMigrations(embedded.url);
  const db = postgres(embedded.url, { max: 1, onnotice: () => {} });
  await loadPlaces(db);
  await seedListings(db, Number(process.env.BENCH_LISTINGS ?? 100_000));
  await db.end();
  const database = connect(embedded.url, { max: 2 });
  const queries = (await benchCases(database.sql, 200))[KIND];
  const timings: { q: string; ms: number }[] = [];
  for (const q of queries) {
    const parsed = parseListingSearchParams(new URLSearchParams(q));
    if (!parsed.success) continue;
    await searchListings({ database }, parsed.data);
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      await searchListings({ database }, parsed.data);
      best = Math.min(best, performance.now() - t0);
    }
    timings.push({ q, ms: best });
  }
  timings.sort((a, b) => b.ms - a.ms);
  for (const t of timings.slice(0, 25)) console.info(`${t.ms.toFixed(1).padStart(7)} ms  ${t.q}`);
  await database.close();
} finally {
  await embedded.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
