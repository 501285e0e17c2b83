/**
 * A backup of the whole site into `<folder>/<timestamp>/`: database.dump (pg_dump custom format,
 * one snapshot of every schema), photos/ (a copy of the uploads folder, taken after the dump, so
 * it may hold photos newer than it: rows that are not in the dump never point at them) and
 * manifest.json (BackupManifest). Needs a pg_dump at least as new as the server (docs/reliability.md).
 */
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";
import { findPgTool } from "./pg-dump.server.ts";
import {
  DUMP_FILE,
  filesUnder,
  MANIFEST_FILE,
  PHOTOS_FOLDER,
  sha256,
  type BackupManifest,
} from "./backup-manifest.server.ts";

const exec = promisify(execFile);

export interface WriteBackupInput {
  /** The site's database. */
  url: string;
  /** Where photos are stored as files (DATA_DIR/uploads). */
  uploadsDir: string;
  /** The folder that receives the backup's own timestamped folder. */
  target: string;
  appVersion: string;
  migrations: string[];
}

export async function writeBackup(input: WriteBackupInput): Promise<{ dir: string; manifest: BackupManifest }> {
  const sql = postgres(input.url, { max: 1, onnotice: () => {} });
  try {
    const [server] = await sql<{ version: string }[]>`select current_setting('server_version_num') as version`;
    const postgresVersion = Number(server!.version);
    const pgDump = await findPgTool("pg_dump", Math.floor(postgresVersion / 10000));

    const dir = path.resolve(input.target, new Date().toISOString().replace(/[:.]/g, "-"));
    await fs.mkdir(dir, { recursive: true });
    const dump = path.join(dir, DUMP_FILE);
    await exec(pgDump.path, ["--format=custom", "--no-owner", `--file=${dump}`, `--dbname=${input.url}`]);

    // Counted after the dump, outside its snapshot: a figure for people, not what a restore checks.
    const tables = await sql<{ schema: string; name: string }[]>`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`;
    const rowCounts: Record<string, number> = {};
    for (const t of tables) {
      const [count] = await sql<{ n: string }[]>`select count(*) as n from ${sql(t.schema)}.${sql(t.name)}`;
      rowCounts[`${t.schema}.${t.name}`] = Number(count!.n);
    }

    const files: Record<string, string> = { [DUMP_FILE]: await sha256(dump) };
    const photos = await filesUnder(input.uploadsDir);
    if (photos.length > 0) {
      await fs.cp(input.uploadsDir, path.join(dir, PHOTOS_FOLDER), { recursive: true });
      for (const file of await filesUnder(path.join(dir, PHOTOS_FOLDER))) {
        files[path.join(PHOTOS_FOLDER, file)] = await sha256(path.join(dir, PHOTOS_FOLDER, file));
      }
    }
    const manifest: BackupManifest = {
      createdAt: new Date().toISOString(),
      appVersion: input.appVersion,
      migrations: input.migrations,
      postgresVersion,
      pgDump: pgDump.major,
      rowCounts,
      sha256: files,
    };
    await fs.writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + "\n");
    return { dir, manifest };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
