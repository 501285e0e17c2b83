/**
 * The bench seed leaves the database as the searches need it (issue 30, item 27): every table it
 * wrote analysed and all-visible, the name words its trigger wrote included, and its WAL
 * checkpointed, so a benchmark run right after it measures the searches, not the database
 * catching up.
 */
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../support/test-database.ts";
import { seedListings, SEEDED_TABLES } from "../../bench/seed-listings.ts";
import type { LoadPhase } from "../../server/seed/bulk-load.server.ts";

describe("bench seed", () => {
  it("analyses, vacuums and checkpoints every table it wrote", async () => {
    const t = await createTestDatabase();
    const [start] = await t.sql<{ lsn: string; at: Date }[]>`select pg_current_wal_lsn()::text as lsn, now() as at`;
    const phases: LoadPhase[] = [];
    await seedListings(t.sql, 400, (p) => phases.push(p));

    const tables = await t.sql<{ table: string; rows: number; analysed: boolean; pages: number; visible: number }[]>`
      select s.relname as table,
             greatest(s.last_analyze, s.last_autoanalyze) >= ${start!.at} as analysed,
             (pg_relation_size(s.relid) / current_setting('block_size')::int)::int as pages, c.relallvisible as visible
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.relname in ${t.sql([...SEEDED_TABLES])} and s.schemaname = current_schema()
      order by s.relname`;
    expect(tables.map((r) => r.table)).toEqual([...SEEDED_TABLES].sort());
    const [words] = await t.sql<{ n: number }[]>`select count(*)::int as n from listing_name_words`;
    expect(words!.n).toBeGreaterThan(50);
    for (const r of tables) {
      // Analysed after the rows went in, and every page marked all-visible for index-only scans.
      expect({ table: r.table, analysed: r.analysed, visible: r.visible }).toEqual({
        table: r.table,
        analysed: true,
        visible: r.pages,
      });
    }

    // The seed's WAL is behind a checkpoint: the last one began after the seed did (other test
    // files write WAL on the same server meanwhile, so how much came since says nothing).
    const [wal] = await t.sql<{ seed: number; checkpointAfterStart: boolean }[]>`
      select pg_wal_lsn_diff(pg_current_wal_lsn(), ${start!.lsn}::pg_lsn)::float8 as seed,
             (pg_control_checkpoint()).redo_lsn > ${start!.lsn}::pg_lsn as "checkpointAfterStart"`;
    expect(wal!.seed).toBeGreaterThan(1_000_000);
    expect(wal!.checkpointAfterStart).toBe(true);
    expect(phases.map((p) => p.name).slice(-2)).toEqual(["vacuum (analyze)", "checkpoint"]);
  });
});
