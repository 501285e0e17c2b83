/**
 * Brings a site back from a backup folder (write-backup.server.ts) into an empty database and an
 * empty uploads folder: the files are checked against the manifest first, the dump is restored
 * in one transaction (all or nothing), then the photos are copied back. The next start applies
 * the migrations newer than the backup and loads no demo data over it (RESTORED_STATE_KEY).
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
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

/** app_state's record of the restore; a start that finds it never loads demo data (server/seed/first-start.server.ts). */
export const RESTORED_STATE_KEY = "restored_from_backup";

export class RestoreRefused extends Error {}

export interface RestoreBackupInput {
  /** The backup's own folder (the one holding manifest.json). */
  backupDir: string;
  /** An empty database. */
  url: string;
  /** Where the site keeps photos as files (DATA_DIR/uploads); must be empty or absent. */
  uploadsDir: string;
}

/**
 * A restore runs with search_path = '' and earthdistance's ll_to_earth, which the generated
 * column listings.earth_point calls, names its `earth` type without a schema, so the plain
 * pg_restore fails ("type earth does not exist"). Every object in the dump is schema-qualified,
 * so the restore's one search_path line may say public (docs/reliability.md).
 */
const EMPTY_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";
const PUBLIC_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', 'public', false);";

export function publicSearchPath(): Transform {
  let rest = "";
  // A chunk may end inside a multi-byte character (Spanish text in the data): the decoder keeps
  // its first bytes for the next chunk instead of turning them into U+FFFD.
  const decoder = new StringDecoder("utf8");
  const fix = (line: string) => (line === EMPTY_SEARCH_PATH ? PUBLIC_SEARCH_PATH : line);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const lines = (rest + decoder.write(chunk)).split("\n");
      rest = lines.pop()!;
      done(null, lines.map(fix).join("\n") + (lines.length > 0 ? "\n" : ""));
    },
    flush(done) {
      done(null, fix(rest + decoder.end()));
    },
  });
}

async function readManifest(backupDir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(backupDir, MANIFEST_FILE), "utf8");
  } catch {
    throw new RestoreRefused(
      `${backupDir} holds no ${MANIFEST_FILE}: give the folder of one backup (<folder>/<timestamp>).`,
    );
  }
  return JSON.parse(text) as BackupManifest;
}

/** Every file the manifest names, unchanged; and no photo the manifest does not know. */
async function verifyFiles(backupDir: string, manifest: BackupManifest): Promise<void> {
  for (const [file, expected] of Object.entries(manifest.sha256)) {
    const actual = await sha256(path.join(backupDir, file)).catch(() => "missing");
    if (actual !== expected)
      throw new RestoreRefused(
        `${file} in the backup is ${actual === "missing" ? "missing" : "damaged (its sha256 differs from manifest.json)"}: nothing was restored.`,
      );
  }
}

async function refuseNonEmpty(sql: postgres.Sql, uploadsDir: string): Promise<void> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg_toast%'`;
  if (row!.n > 0)
    throw new RestoreRefused(
      `The target database already has ${row!.n} tables: a restore goes only into a new, empty database (or an empty DATA_DIR). Nothing was changed.`,
    );
  if ((await filesUnder(uploadsDir)).length > 0)
    throw new RestoreRefused(
      `${uploadsDir} already holds files: a restore goes only into an empty DATA_DIR. Nothing was changed.`,
    );
}

function run(command: string, args: string[], stdin?: NodeJS.ReadableStream) {
  const child = spawn(command, args, { stdio: [stdin ? "pipe" : "ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
  if (stdin) {
    // psql stopping early (an error) closes its input: its exit status says why, not a pipe error.
    child.stdin!.on("error", () => {});
    stdin.pipe(child.stdin!);
  }
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} exited with ${code}: ${stderr.trim().slice(0, 2000)}`)),
    );
  });
  return { child, done };
}

export async function restoreBackup(input: RestoreBackupInput): Promise<{ manifest: BackupManifest; photos: number }> {
  const manifest = await readManifest(input.backupDir);
  await verifyFiles(input.backupDir, manifest);
  const sql = postgres(input.url, { max: 1, onnotice: () => {} });
  try {
    await refuseNonEmpty(sql, input.uploadsDir);
    const pgRestore = await findPgTool("pg_restore", manifest.pgDump);
    const psql = path.isAbsolute(pgRestore.path) ? path.join(path.dirname(pgRestore.path), "psql") : "psql";

    const dump = run(pgRestore.path, ["--no-owner", "--file=-", path.join(input.backupDir, DUMP_FILE)]);
    const load = run(
      psql,
      ["-X", "-q", "-v", "ON_ERROR_STOP=1", "--single-transaction", `--dbname=${input.url}`],
      dump.child.stdout!.pipe(publicSearchPath()),
    );
    await Promise.all([dump.done, load.done]);

    const photos = Object.keys(manifest.sha256).filter((file) => file.startsWith(PHOTOS_FOLDER + path.sep));
    if (photos.length > 0)
      await fs.cp(path.join(input.backupDir, PHOTOS_FOLDER), input.uploadsDir, { recursive: true });

    await sql`
      insert into app_state (key, value)
      values (${RESTORED_STATE_KEY}, ${sql.json({ backupCreatedAt: manifest.createdAt, restoredAt: new Date().toISOString() })})
      on conflict (key) do update set value = excluded.value`;
    return { manifest, photos: photos.length };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
