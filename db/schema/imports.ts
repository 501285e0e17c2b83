import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

/** A problem found in one row and column of an import file (translated when shown). */
export interface ImportRowProblem {
  row: number;
  /** The column's header name, or null for the row as a whole. */
  column: string | null;
  /** A message key (domain/i18n: ownerMessage.* or adminImport.problem.*). */
  key: string;
}

/** What stops a whole file (encoding, columns, quotes, formulas, size): nothing is imported. */
export interface ImportFileProblem {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * Listing imports from CSV (issue 13): the uploaded file's preview, then the background job's
 * progress and result. The file itself lives under DATA_DIR/imports until the import ends.
 */
export const listingImports = pgTable(
  "listing_imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    /** Name of the stored file under DATA_DIR/imports; null once removed. */
    storedFile: text("stored_file"),
    byteSize: integer("byte_size").notNull(),
    /** invalid (refused whole) → ready (previewed) → queued → running → done | failed; or discarded. */
    status: text("status").notNull(),
    /** Data rows in the file (the header not counted). */
    totalRows: integer("total_rows").notNull().default(0),
    /** Rows the preview found importable (before duplicates against the directory). */
    validRows: integer("valid_rows").notNull().default(0),
    fileProblem: jsonb("file_problem").$type<ImportFileProblem>(),
    /** The preview's first problems (the full list is in the rejected rows after the import). */
    rowProblems: jsonb("row_problems")
      .$type<ImportRowProblem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rowProblemCount: integer("row_problem_count").notNull().default(0),
    /** Duplicates the preview found (in the file, or already listed). */
    previewDuplicates: integer("preview_duplicates").notNull().default(0),
    /** Rows the job has gone through (committed batches): the progress, and where a rerun resumes. */
    processedRows: integer("processed_rows").notNull().default(0),
    insertedRows: integer("inserted_rows").notNull().default(0),
    duplicateRows: integer("duplicate_rows").notNull().default(0),
    rejectedRows: integer("rejected_rows").notNull().default(0),
    /** Why a run failed (for the operator; the page shows a translated message). */
    failure: text("failure"),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("listing_imports_created_idx").on(t.createdAt),
    check(
      "listing_imports_status_check",
      sql`${t.status} in ('invalid', 'ready', 'queued', 'running', 'done', 'failed', 'discarded')`,
    ),
  ],
);

/** Rows an import did not write, with why (problems, or a duplicate): the downloadable report. */
export const listingImportRejects = pgTable(
  "listing_import_rejects",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => listingImports.id, { onDelete: "cascade" }),
    row: integer("row").notNull(),
    problems: jsonb("problems").$type<ImportRowProblem[]>().notNull(),
    /** The row's cells as read, so the report can be fixed and imported again. */
    cells: jsonb("cells").$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] })],
);

export type ListingImport = typeof listingImports.$inferSelect;
