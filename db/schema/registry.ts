import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type { NppesAddress, NppesOtherName, NppesProvider } from "../../domain/nppes/record.ts";
import { createdAt } from "./columns.ts";
import { listings } from "./listings.ts";
import { users } from "./users.ts";

/** Counts of one registry import (shown on its result screen). */
export interface NppesImportCounts {
  /** Data rows read from npidata_pfile. */
  read: number;
  /** ABA rows among them (and deactivated rows of NPIs already known). */
  matched: number;
  added: number;
  updated: number;
  unchanged: number;
  deactivated: number;
  reactivated: number;
  /** Rows or providers not listed, by reason (domain/nppes/listing-rules.ts). */
  skipped: Record<string, number>;
}

/**
 * Registry imports (issue 27): a full monthly file, a weekly incremental file or a deactivation
 * report, from the command line, /admin/import or the scheduled refresh. The job records where
 * it is (phase and rows done) in the same transaction as each batch, so a rerun after a crash
 * resumes there.
 */
export const nppesImports = pgTable(
  "nppes_imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    /** Absolute path of the zip while the import needs it; null once removed (uploads only). */
    filePath: text("file_path"),
    /** Whether the app stored the file (an upload or a download) and removes it at the end. */
    ownsFile: boolean("owns_file").notNull().default(false),
    byteSize: bigint("byte_size", { mode: "number" }).notNull().default(0),
    /** full | weekly | deactivation */
    kind: text("kind").notNull(),
    /** command_line | upload | scheduled */
    origin: text("origin").notNull(),
    /** queued → running → done | failed */
    status: text("status").notNull().default("queued"),
    /** providers → other_names → locations → listings → done */
    phase: text("phase").notNull().default("providers"),
    /** Data rows of the current phase's file already written (where a rerun resumes). */
    phaseRows: bigint("phase_rows", { mode: "number" }).notNull().default(0),
    /** The listings phase's last NPI done (it walks the changed providers in NPI order). */
    phaseCursor: text("phase_cursor"),
    /** The registry file's date (from its name), shown as the facts' "updated" date. */
    fileDate: date("file_date"),
    counts: jsonb("counts")
      .$type<NppesImportCounts>()
      .notNull()
      .default(
        sql`'{"read":0,"matched":0,"added":0,"updated":0,"unchanged":0,"deactivated":0,"reactivated":0,"skipped":{}}'::jsonb`,
      ),
    /** The file's layout version (1 or 2), once its header was read. */
    layoutVersion: smallint("layout_version"),
    failure: text("failure"),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("nppes_imports_created_idx").on(t.createdAt),
    check("nppes_imports_kind_check", sql`${t.kind} in ('full', 'weekly', 'deactivation')`),
    check("nppes_imports_origin_check", sql`${t.origin} in ('command_line', 'upload', 'scheduled')`),
    check("nppes_imports_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check(
      "nppes_imports_phase_check",
      sql`${t.phase} in ('providers', 'other_names', 'locations', 'listings', 'done')`,
    ),
  ],
);

/**
 * The ABA slice of the registry as last read: one row per NPI with an ABA taxonomy code (or
 * known before and since deactivated). Listings are built from it (server/nppes).
 */
export const registryProviders = pgTable(
  "registry_providers",
  {
    npi: text("npi").primaryKey(),
    record: jsonb("record").$type<NppesProvider>().notNull(),
    otherNames: jsonb("other_names").$type<NppesOtherName[]>().notNull().default(sql`'[]'::jsonb`),
    secondaryLocations: jsonb("secondary_locations").$type<NppesAddress[]>().notNull().default(sql`'[]'::jsonb`),
    deactivatedOn: date("deactivated_on"),
    /** The import that last changed the row; its listings step rebuilds the listings of these. */
    changedByImportId: integer("changed_by_import_id"),
    /** The last import whose file held this NPI (its other names and locations are replaced). */
    seenByImportId: integer("seen_by_import_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("registry_providers_changed_idx").on(t.changedByImportId, t.npi),
    index("registry_providers_seen_idx").on(t.seenByImportId),
  ],
);

/**
 * A listing without an NPI that looks like a registry provider (name and address): an admin
 * decides whether they are the same, never a silent merge.
 */
export const registryMatchReviews = pgTable(
  "registry_match_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    registryListingId: integer("registry_listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    similarity: real("similarity").notNull(),
    /** open | merged | dismissed */
    status: text("status").notNull().default("open"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("registry_match_reviews_pair_key").on(t.listingId, t.registryListingId),
    index("registry_match_reviews_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
    check("registry_match_reviews_status_check", sql`${t.status} in ('open', 'merged', 'dismissed')`),
  ],
);

export type NppesImport = typeof nppesImports.$inferSelect;
export type RegistryProvider = typeof registryProviders.$inferSelect;
