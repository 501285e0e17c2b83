import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import postgres from "postgres";
import pino from "pino";
import { describe, expect, inject, it } from "vitest";
import { startEmbeddedPostgres } from "../../db/embedded.server.ts";
import { parseConfig } from "../../server/config.server.ts";
import { connectPreferringSocket, openDatabase } from "../../server/database.server.ts";
import { TEMPLATE_DATABASE, withDatabase } from "../support/database-url.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

const silent = pino({ level: "silent" });
const tempDataDir = () => tempDirForThisFile("aba-atlas-db-test-", { mode: 0o755 });

// Each test runs initdb and starts PostgreSQL at least once: slow on a busy two-core machine.
describe("embedded PostgreSQL in DATA_DIR", { timeout: 120_000 }, () => {
  it("migrates on first start and keeps every row across a restart", async () => {
    const dataDir = await tempDataDir();
    const config = parseConfig({ DATA_DIR: dataDir });
    const first = await openDatabase(config, silent);
    expect(first.embedded).toBeDefined();
    await first.database
      .sql`insert into listings (name, city, state, email) values ('Kept', 'Boise', 'ID', 'k@example.com')`;
    await first.close();

    const t0 = Date.now();
    const second = await openDatabase(config, silent);
    const warmMs = Date.now() - t0;
    const rows = await second.database.sql`select name from listings`;
    const [places] = await second.database.sql`select count(*)::int as n from places`;
    // The app's pools talk to the embedded server through its Unix socket (no server address).
    const [server] = await second.database.sql`select inet_server_addr()::text as addr`;
    await second.close();
    expect(server!.addr).toBeNull();
    expect(rows.map((r) => r.name)).toEqual(["Kept"]);
    expect(places!.n).toBeGreaterThan(40_000);
    expect(warmMs).toBeLessThan(10_000);
  });

  // The tests below each use their own DATA_DIR and wait mostly on initdb and PostgreSQL starting
  // up, so they run side by side; the one above runs alone, its warm-start timing undisturbed.
  it.concurrent("refuses a second server on the same DATA_DIR with a clear message", async () => {
    const dataDir = await tempDataDir();
    // Our parent process is alive, so it stands in for another running server.
    await fs.writeFile(path.join(dataDir, "server.pid"), String(process.ppid));
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(
      /Another ABA Atlas server \(pid \d+\) is using DATA_DIR/,
    );
  });

  it.runIf(process.getuid?.() === 0).concurrent(
    "as root, explains or works around a DATA_DIR the postgres user cannot reach",
    async () => {
      const privateParent = await tempDataDir();
      await fs.chmod(privateParent, 0o700); // like /root
      const dataDir = path.join(privateParent, "data");
      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(
        /cannot reach .*Set DATA_DIR to a folder it can reach/,
      );

      const fallbackRoot = await tempDataDir();
      const pg = await startEmbeddedPostgres({ dataDir, fallbackRoot });
      const sql = postgres(pg.url, { max: 1 });
      expect(await sql`select 1 as ok`).toEqual([{ ok: 1 }]);
      await sql.end();
      await pg.stop();
      expect((await fs.readdir(fallbackRoot)).some((name) => name.startsWith("postgres-"))).toBe(true);
    },
  );

  it.concurrent(
    "stops a PostgreSQL left running by a killed server before starting again",
    async () => {
      const dataDir = await tempDataDir();
      // A server process that started PostgreSQL, then was killed: PostgreSQL runs on, its owner
      // (and the owner's supervisor, which would restart it) is gone.
      const owner = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "--input-type=module",
          "-e",
          `import { startEmbeddedPostgres } from "./db/embedded.server.ts";
         await startEmbeddedPostgres({ dataDir: process.env.OWNED_DIR });
         process.stdout.write("ready\\n");
         setInterval(() => {}, 60_000);`,
        ],
        { env: { ...process.env, OWNED_DIR: dataDir }, stdio: ["ignore", "pipe", "inherit"] },
      );
      await new Promise<void>((resolve, reject) => {
        owner.stdout!.on("data", (c: Buffer) => c.toString().includes("ready") && resolve());
        owner.on("exit", (code) => reject(new Error(`the owner exited (${code}) before PostgreSQL was up`)));
      });
      const pidLine = (await fs.readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n")[0];
      owner.kill("SIGKILL");
      await new Promise((resolve) => owner.once("exit", resolve));
      expect(() => process.kill(Number(pidLine), 0)).not.toThrow();

      const again = await startEmbeddedPostgres({ dataDir });
      expect(() => process.kill(Number(pidLine), 0)).toThrow();
      const sql = postgres(again.url, { max: 1 });
      expect(await sql`select 1 as ok`).toEqual([{ ok: 1 }]);
      await sql.end();
      await again.stop();
    },
    60_000,
  );
});

describe("the embedded server's socket", () => {
  it.concurrent("gives the pool the default connect timeout, not the probe's 5 s", async () => {
    const pg = await startEmbeddedPostgres({ dataDir: await tempDataDir() });
    const database = await connectPreferringSocket(pg.url, pg.socketPath, silent);
    try {
      const [row] = await database.sql<{ addr: string | null }[]>`select inet_server_addr()::text as addr`;
      expect(row?.addr).toBeNull();
      // Under load (40 signed-in requests after an idle minute at load 5–7) 5 s was too short.
      expect(database.sql.options.connect_timeout).toBeGreaterThanOrEqual(10);
    } finally {
      await database.close();
      await pg.stop();
    }
  });

  it.concurrent("is passed over for the URL, with a warning, when it does not answer", async () => {
    const dataDir = await tempDataDir();
    const lines: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => void lines.push(line) });
    const database = await connectPreferringSocket(
      withDatabase(inject("postgresServerUrl"), TEMPLATE_DATABASE),
      path.join(dataDir, ".s.PGSQL.5432"),
      logger,
    );
    try {
      const [row] = await database.sql<{ addr: string | null }[]>`select inet_server_addr()::text as addr`;
      expect(row?.addr).toBe("127.0.0.1/32");
      expect(lines.join("")).toContain("connecting over TCP");
    } finally {
      await database.close();
    }
  });
});

describe("DATABASE_URL", () => {
  it.concurrent("uses that server, embeds nothing, and a second process sees the same data", async () => {
    const serverUrl = inject("postgresServerUrl");
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    const name = `url_${Date.now()}`;
    // A clone of the migrated template: migrating an empty database is the first test's subject.
    await admin.unsafe(`create database "${name}" template "${TEMPLATE_DATABASE}"`);
    const url = withDatabase(serverUrl, name);
    const dataDir = await tempDataDir();
    const opened = await openDatabase(parseConfig({ DATABASE_URL: url, DATA_DIR: dataDir }), silent);
    expect(opened.embedded).toBeUndefined();
    await opened.database
      .sql`insert into listings (name, city, state, email) values ('Shared', 'Reno', 'NV', 's@example.com')`;

    // Another process (not just another pool) reads the row through the same URL.
    const seen = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          "-e",
          `const p=require("postgres");const s=p(process.env.U);s\`select name from listings\`.then(r=>{console.log(r.map(x=>x.name).join());return s.end()})`,
        ],
        { env: { ...process.env, U: url }, cwd: process.cwd() },
      );
      let out = "";
      child.stdout.on("data", (c) => (out += c));
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`exit ${code}`))));
    });
    expect(seen).toBe("Shared");
    expect(await fs.readdir(dataDir)).toEqual([]);
    await opened.close();
    await admin.unsafe(`drop database "${name}" with (force)`);
    await admin.end();
  });
});
