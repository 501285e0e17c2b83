import type { Logger } from "pino";
import type { Database } from "../client.ts";

/** Loads the demo data set when the database has no listings and never had demo data. */
export async function loadDemoDataOnFirstStart(
  database: Database,
  options: { logger: Logger; printPasswords: boolean },
): Promise<void> {
  void database;
  void options;
}
