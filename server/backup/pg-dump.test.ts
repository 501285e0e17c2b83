import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findPgTool, pgToolCandidates } from "./pg-dump.server.ts";

let root: string;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function fakeTool(dir: string, version: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, "pg_dump");
  await writeFile(file, `#!/bin/sh\necho "pg_dump (PostgreSQL) ${version}"\n`);
  await chmod(file, 0o755);
  return file;
}

describe("findPgTool", () => {
  it("lists PG_BIN_DIR first, then Debian's versioned folders newest first, then PATH", async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "pgtool-"));
    await mkdir(path.join(root, "15", "bin"), { recursive: true });
    await mkdir(path.join(root, "18", "bin"), { recursive: true });
    await mkdir(path.join(root, "common"), { recursive: true });
    expect(pgToolCandidates("pg_dump", { PG_BIN_DIR: "/opt/pg/bin" }, root)).toEqual([
      "/opt/pg/bin/pg_dump",
      path.join(root, "18", "bin", "pg_dump"),
      path.join(root, "15", "bin", "pg_dump"),
      "pg_dump",
    ]);
  });

  it("skips a pg_dump older than the server and takes one at least as new", async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "pgtool-"));
    const old = await fakeTool(path.join(root, "15"), "15.14 (Debian 15.14-0+deb12u1)");
    const current = await fakeTool(path.join(root, "18"), "18.1");
    await expect(findPgTool("pg_dump", 18, [path.join(root, "missing"), old, current])).resolves.toEqual({
      path: current,
      major: 18,
    });
  });

  it("says which version is needed and what was found when none is new enough", async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "pgtool-"));
    const old = await fakeTool(path.join(root, "15"), "15.14");
    await expect(findPgTool("pg_dump", 18, [old])).rejects.toThrow(
      `pg_dump 18 or newer is needed to back up or restore this PostgreSQL 18 server; found only ${old} (15).`,
    );
  });
});
