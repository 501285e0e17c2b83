import { customType, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * Photo bytes when STORAGE=postgres (ADR 0021): one row per stored key (an upload's variant), so
 * every app machine on the database serves every photo. Unused with the local or S3 store.
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  bytes: bytea("bytes").notNull(),
  contentType: text("content_type").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
