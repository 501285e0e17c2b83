import { bigint, integer, pgTable, check } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * One row: the generation of the public data that anonymous pages show (ADR 0014). Triggers on
 * the content tables bump it in the writing transaction and NOTIFY `page_cache`, so every app
 * process drops the pages it rendered before the change.
 */
export const pageCacheGeneration = pgTable(
  "page_cache_generation",
  {
    id: integer("id").primaryKey().default(1),
    generation: bigint("generation", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("page_cache_generation_single_row", sql`${t.id} = 1`)],
);
