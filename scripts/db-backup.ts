/**
 * npm run db:backup -- <folder>: writes <folder>/<timestamp>/database.dump (pg_dump custom format,
 * one snapshot), photos/ (a copy of DATA_DIR/uploads when photos are stored as files) and
 * manifest.json (time, app version, migration level, row counts, sha256 of the files).
 * Needs a pg_dump at least as new as the server (docs/reliability.md).
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";
import { findPgTool } from "../server/backup/pg-dump.server.ts";
import { getConfig } from "../server/config.server.ts";
import { openDatabase } from "../server/database.server.ts";
import { createLogger } from "../server/logger.server.ts";

const exec = promisify(execFile);

const target = process.argv[2];
if (!target) {
  console.error("Usage: npm run db:backup -- <backup folder>");
  process.exit(2);
}

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

const config = getConfig();
const opened = await openDatabase(config, createLogger(config.LOG_LEVEL));
const sql = postgres(opened.url, { max: 1, onnotice: () => {} });
try {
  const [server] = await sql<{ version: string }[]>`select current_setting('server_version_num') as version`;
  const pgDump = await findPgTool("pg_dump", Math.floor(Number(server!.version) / 10000));

  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const dir = path.resolve(target, stamp);
  await fs.mkdir(dir, { recursive: true });
  const dump = path.join(dir, "database.dump");
  await exec(pgDump.path, ["--format=custom", "--no-owner", `--file=${dump}`, `--dbname=${opened.url}`]);

  const tables = await sql<{ schema: string; name: string }[]>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`;
  const rowCounts: Record<string, number> = {};
  for (const t of tables) {
    const [count] = await sql.unsafe<{ n: string }[]>(`select count(*) as n from "${t.schema}"."${t.name}"`);
    rowCounts[`${t.schema}.${t.name}`] = Number(count!.n);
  }

  const uploads = path.join(config.DATA_DIR, "uploads");
  const files: Record<string, string> = { "database.dump": await sha256(dump) };
  if (existsSync(uploads)) {
    await fs.cp(uploads, path.join(dir, "photos"), { recursive: true });
    for (const file of await filesUnder(path.join(dir, "photos"))) {
      files[path.join("photos", file)] = await sha256(path.join(dir, "photos", file));
    }
  }
  const pkg = JSON.parse(await fs.readFile(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  const migrations = await fs.readdir(new URL("../db/migrations", import.meta.url));
  await fs.writeFile(
    path.join(dir, "manifest.json"),
    JSON.stringify(
      {
        createdAt: new Date().toISOString(),
        appVersion: pkg.version,
        migrations: migrations.filter((f) => f.endsWith(".sql")).sort(),
        postgresVersion: Number(server!.version),
        pgDump: pgDump.major,
        rowCounts,
        sha256: files,
      },
      null,
      2,
    ) + "\n",
  );
  console.info(`Backup written to ${dir}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await sql.end({ timeout: 5 });
  await opened.close();
}
