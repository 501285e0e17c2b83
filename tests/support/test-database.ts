import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, inject } from "vitest";
import { connect, type Database } from "../../db/client.server.ts";
import { TEMPLATE_DATABASE, withDatabase } from "./database-url.ts";

export interface TestDatabase extends Database {
  url: string;
  name: string;
}

/**
 * A fresh database for this test file, cloned from the migrated template (schema + places).
 * It is dropped when the file's tests finish.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject("postgresServerUrl");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${TEMPLATE_DATABASE}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const database = connect(url, { max: 5 });
  afterAll(async () => {
    await database.close();
    const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  });
  return { ...database, url, name };
}
