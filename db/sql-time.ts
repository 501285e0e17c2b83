import type { Sql } from "./client.server.ts";

/**
 * An instant selected as ISO 8601 UTC text, the form `Date.prototype.toISOString()` gives
 * (docs/decisions/0012-data-access.md): raw queries never return PostgreSQL's own text form.
 */
export function isoTimestamp(sql: Sql, column: string) {
  return sql`to_char(${sql(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
