/**
 * A command-line import (scripts/import-listings.ts) has no job on the queue for the hourly
 * housekeeping to look at, so it holds a PostgreSQL advisory lock named after the import while
 * it runs. The lock ends with the command's connection however the command ends (an error,
 * kill -9, a power cut), so the housekeeping tells a live command from one that is gone
 * (fail-lost-imports.server.ts).
 */
import type { Database } from "@db/client.server.ts";

/** The advisory lock's first key ("li"); the second is the import's id. */
export const COMMAND_LINE_IMPORT_LOCK = 0x6c69;

/** Takes the import's lock on a connection of its own; call the returned function when done. */
export async function holdCommandLineImport(
  database: Pick<Database, "sql">,
  importId: number,
): Promise<() => Promise<void>> {
  const reserved = await database.sql.reserve();
  try {
    await reserved`select pg_advisory_lock(${COMMAND_LINE_IMPORT_LOCK}::int, ${importId}::int)`;
  } catch (error) {
    reserved.release();
    throw error;
  }
  return async () => {
    try {
      await reserved`select pg_advisory_unlock(${COMMAND_LINE_IMPORT_LOCK}::int, ${importId}::int)`;
    } finally {
      reserved.release();
    }
  };
}
