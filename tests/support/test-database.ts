import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { inject } from "vitest";
import { connect, type Database } from "../../db/client.server.ts";
import { TEMPLATE_DATABASE, withDatabase } from "./database-url.ts";
import { afterThisFile } from "./file-cleanup.ts";

export interface TestDatabase extends Database {
  url: string;
  name: string;
}

/**
 * A fresh database for this test file, cloned from the migrated template (schema + places).
 * It is dropped when the file's tests finish (file-cleanup.ts: most files call this from their
 * beforeAll, where an afterAll of its own would never run). Undropped, each file's pool stayed
 * open until its idle timeout, and a quick run reached the server's 200 connections.
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
  afterThisFile(async () => {
    await database.close();
    const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
    } finally {
      await cleanup.end();
    }
  });
  return { ...database, url, name };
}
