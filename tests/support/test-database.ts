import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { inject } from "vitest";
import { connect, type Database } from "../../db/client.server.ts";
import { TEMPLATE_DATABASE, withDatabase } from "./database-url.ts";

export interface TestDatabase extends Database {
  url: string;
  name: string;
}

/** The databases this file made, dropped once its tests have finished (integration-setup.ts). */
const made: Array<() => Promise<void>> = [];

/**
 * A fresh database for this test file, cloned from the migrated template (schema + places).
 * It is dropped when the file's tests finish, by the afterAll hook of integration-setup.ts: a
 * hook registered here would be lost, since most files call this from their own beforeAll, and
 * Vitest never runs an afterAll registered inside a beforeAll. Undropped, each file's pool stayed
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
  made.push(async () => {
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

/** Drops every database this file made (called after the file's own afterAll hooks). */
export async function dropTestDatabases() {
  const drops = made.splice(0);
  await Promise.all(drops.map((drop) => drop()));
}
