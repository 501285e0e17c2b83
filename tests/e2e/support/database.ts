/**
 * The end-to-end server's own database, for test setup only. The server runs an embedded
 * PostgreSQL in E2E_DATA_DIR: its password is in DATA_DIR/postgres-password and its port on the
 * fourth line of DATA_DIR/postgres/postmaster.pid (PostgreSQL's own lock file).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { connect, type Database } from "../../../db/client.server.ts";
import { EMBEDDED_DATABASE_NAME } from "../../../db/embedded-database-name.ts";
import { E2E_DATA_DIR } from "./e2e-server.ts";

export function e2eDatabaseUrl(dataDir = E2E_DATA_DIR): string {
  const read = (file: string) => {
    try {
      return readFileSync(path.join(dataDir, file), "utf8");
    } catch {
      throw new Error(
        `${path.join(dataDir, file)} is missing: is the end-to-end server (playwright.config.ts webServer) running?`,
      );
    }
  };
  const password = read("postgres-password").trim();
  const port = Number(read("postgres/postmaster.pid").split("\n")[3]);
  if (!password || !Number.isInteger(port) || port <= 0) throw new Error(`No running PostgreSQL found in ${dataDir}.`);
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE_NAME}`;
}

export function connectE2eDatabase(): Database {
  return connect(e2eDatabaseUrl(), { max: 2 });
}
