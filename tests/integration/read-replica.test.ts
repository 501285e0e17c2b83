/**
 * Read replicas (issue 31, ADR 0022) on a real streaming replica of Debian's PostgreSQL 15:
 * anonymous reads are served by the replica, signed-in requests and the browser's requests
 * right after a write by the primary, and a replica that is stopped or too far behind is
 * skipped without an error. Replay is paused on the replica to tell the two apart: a listing
 * renamed on the primary still has its old name on the replica.
 */
import { spawn } from "node:child_process";
import net from "node:net";
import postgres from "postgres";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Database } from "../../db/client.server.ts";
import { runMigrations } from "../../db/migrate.server.ts";
import { createApp } from "../../server/http/app.server.ts";
import { watchGeneration, type GenerationSource } from "../../server/http/page-cache-generation.server.ts";
import { createPageCache } from "../../server/http/page-cache.server.ts";
import { startReadReplicas, type ReadReplicas } from "../../server/http/read-replicas.server.ts";
import { startStreamingPair, type StreamingPair } from "../support/streaming-replica.ts";
import { testServices } from "../support/services.ts";
import { call, makeUser, sessionCookieFrom } from "./auth-support.ts";
import { insertListing } from "./owners-support.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

const MAX_LAG_SECONDS = 2;
const logger = pino({ level: process.env.DEBUG_TEST ? "debug" : "silent" });

let pair: StreamingPair;
let primary: Database;
let replicaAdmin: postgres.Sql;
let listingId: number;
const toClose: { close(): Promise<void> }[] = [];

/** An app over the primary with these replicas; its "pages" answer whether their database is a replica. */
function appWith(replicas: ReadReplicas, extra: { generation?: GenerationSource } = {}) {
  const services = { ...testServices(primary, { REPLICA_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS) }), logger };
  return createApp(services, {
    replicas,
    pageCache: extra.generation ? createPageCache({ generation: extra.generation, ttlMs: 60_000, maxBytes: 16 * 1024 * 1024 }) : undefined,
    handlePage: async (_request, context) => {
      const [row] = await context.database.sql<{ replica: boolean }[]>`select pg_is_in_recovery() as replica`;
      return new Response(row!.replica ? "replica" : "primary", { headers: { "content-type": "text/plain" } });
    },
  });
}

function replicasFor(generation?: GenerationSource): ReadReplicas {
  const replicas = startReadReplicas({
    primary,
    urls: [pair.replicaUrl("app")],
    maxLagSeconds: MAX_LAG_SECONDS,
    logger,
    checkMs: 200,
    generation: generation?.current,
  });
  toClose.push(replicas);
  return replicas;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function nameOf(app: ReturnType<typeof appWith>, cookie?: string): Promise<string> {
  const res = await call(app, `/api/listings/${listingId}`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { listing: { name: string } }).listing.name;
}

async function rename(name: string) {
  await primary.sql`update listings set name = ${name} where id = ${listingId}`;
}

async function replicaHas(name: string) {
  const [row] = await replicaAdmin<{ name: string }[]>`select name from listings where id = ${listingId}`;
  return row?.name === name;
}

beforeAll(async () => {
  pair = await startStreamingPair();
  const admin = postgres(pair.primaryUrl("postgres"), { max: 1, onnotice: () => {} });
  await admin`create database app`;
  await admin.end();
  await runMigrations(pair.primaryUrl("app"));
  primary = connect(pair.primaryUrl("app"));
  listingId = await insertListing(primary, { name: "First Name ABA" });
  replicaAdmin = postgres(pair.replicaUrl("app"), { max: 1, onnotice: () => {} });
  await until("the replica to have the listing", () => replicaHas("First Name ABA").catch(() => false));
}, 60_000);

afterAll(async () => {
  for (const c of toClose.reverse()) await c.close().catch(() => {});
  await replicaAdmin?.end({ timeout: 1 }).catch(() => {});
  await primary?.close();
  await pair?.stop();
});

describe("read replicas", () => {
  it("serves anonymous reads from the replica, signed-in and just-wrote requests from the primary, and skips a lagging replica", async () => {
    const replicas = replicasFor();
    const app = appWith(replicas);
    await until("the replica to be healthy", async () => (await replicas.check(), replicas.states()[0]!.healthy));

    // Pages and the API alike: an anonymous request reads from the replica.
    expect(await (await call(app, "/some/page")).text()).toBe("replica");
    expect(await (await call(app, "/some/page", { cookie: "lang=es; theme=dark" })).text()).toBe("replica");
    // The public open-data API counts requests (a write) on the primary while it reads from the replica.
    const hsds = await call(app, "/api/hsds/organizations");
    expect(hsds.status).toBe(200);
    const [counted] = await primary.sql<{ n: number }[]>`select count(*)::int as n from rate_limits`;
    expect(counted!.n).toBeGreaterThan(0);

    const user = await makeUser(primary);
    const login = await call(app, "/api/auth/login", { body: { login: user.username, password: user.password } });
    expect(login.status).toBe(200);
    const session = sessionCookieFrom(login);
    // The answer to a write says "read from the primary for a while".
    const recent = login.headers.getSetCookie().find((c) => c.startsWith("recent_write="));
    expect(recent).toMatch(new RegExp(`Max-Age=${MAX_LAG_SECONDS + 5};`));
    const recentWrite = recent!.split(";")[0]!;

    // Replay stops on the replica: an edit on the primary is not there.
    await replicaAdmin`select pg_wal_replay_pause()`;
    try {
      await rename("Second Name ABA");
      await replicas.check();
      expect(replicas.states()[0]!.healthy).toBe(true);
      expect(await nameOf(app)).toBe("First Name ABA");
      expect(await (await call(app, "/some/page")).text()).toBe("replica");
      // Signed in, or right after a write: the primary, which has the edit.
      expect(await nameOf(app, session)).toBe("Second Name ABA");
      expect(await (await call(app, "/some/page", { cookie: session })).text()).toBe("primary");
      expect(await nameOf(app, recentWrite)).toBe("Second Name ABA");
      expect(await (await call(app, "/some/page", { cookie: `lang=en; ${recentWrite}` })).text()).toBe("primary");
      // An emailed link's token is looked up on the primary (the address may have just been saved).
      expect(await (await call(app, "/some/page?token=abc")).text()).toBe("primary");

      // Past the limit, the paused replica is skipped: anonymous readers get the primary, no error.
      await until(
        "the paused replica to be skipped",
        async () => (await replicas.check(), !replicas.states()[0]!.healthy),
      );
      expect(replicas.states()[0]!.reason).toBe("too far behind");
      expect(await nameOf(app)).toBe("Second Name ABA");
      expect(await (await call(app, "/some/page")).text()).toBe("primary");
    } finally {
      // Replay resumes: the replica catches up and is used again.
      await replicaAdmin`select pg_wal_replay_resume()`;
    }
    await until("the replica to catch up", async () => (await replicas.check(), replicas.states()[0]!.healthy));
    expect(await nameOf(app)).toBe("Second Name ABA");
    expect(await (await call(app, "/some/page")).text()).toBe("replica");
  });

  it("an edit is shown by every other process on its next request, with and without the replica", async () => {
    // Two serving processes with their page caches: one reads from the replica, one has none.
    const withReplicaGeneration = await watchGeneration(primary.sql, logger, { pollMs: 200 });
    const plainGeneration = await watchGeneration(primary.sql, logger, { pollMs: 200 });
    toClose.push(withReplicaGeneration, plainGeneration);
    const replicas = replicasFor(withReplicaGeneration);
    const withReplica = appWith(replicas, { generation: withReplicaGeneration });
    const noReplicaServices = testServices(primary);
    const { createApp: create } = await import("../../server/http/app.server.ts");
    const withoutReplica = create(noReplicaServices, {
      pageCache: createPageCache({ generation: plainGeneration, ttlMs: 60_000, maxBytes: 16 * 1024 * 1024 }),
    });
    await until("the replica to be healthy", async () => (await replicas.check(), replicas.states()[0]!.healthy));
    await rename("Before Edit ABA");
    await until("the replica to have the latest edit", () => replicaHas("Before Edit ABA"));
    await until("the replica's generation", async () => (await replicas.check(), replicas.pick() !== undefined));

    // Both processes cache the page as it is now.
    expect(await nameOf(withReplica)).toBe("Before Edit ABA");
    expect(await nameOf(withoutReplica)).toBe("Before Edit ABA");

    // Another process edits the listing while the replica is paused (but well within the lag limit).
    await replicaAdmin`select pg_wal_replay_pause()`;
    try {
      await rename("Third Name ABA");
      await withReplicaGeneration.refresh();
      await plainGeneration.refresh();
      await replicas.check();
      expect(replicas.states()[0]!.healthy).toBe(true);
      expect(await replicaHas("Third Name ABA")).toBe(false);
      expect(await nameOf(withReplica)).toBe("Third Name ABA");
      expect(await nameOf(withoutReplica)).toBe("Third Name ABA");
    } finally {
      await replicaAdmin`select pg_wal_replay_resume()`;
    }
    // Once the replica has replayed the edit, it serves again.
    await until("the replica to replay the edit", async () => (await replicas.check(), replicas.pick() !== undefined));
    expect(await nameOf(withReplica)).toBe("Third Name ABA");
  });

  it("npm start with DATABASE_REPLICA_URL renders the public pages and API from the replica", async () => {
    const port = await freePort();
    const dataDir = await tempDirForThisFile("aba-replica-app-");
    const { TEST_ONLY_CHEAP_PASSWORD_HASHING: _cheap, NODE_ENV: _mode, ...env } = process.env;
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...env,
        PORT: String(port),
        DATABASE_URL: pair.primaryUrl("app"),
        DATABASE_REPLICA_URL: pair.replicaUrl("app"),
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://localhost:${port}`,
        DEMO_DATA: "0",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    try {
      await until(
        "the server to be ready",
        async () => log.includes("ABA Atlas is ready") || child.exitCode !== null,
        60_000,
      );
      expect(child.exitCode, log).toBeNull();
      const base = `http://localhost:${port}`;
      await until("the replica to be in use", async () => log.includes("read replica in use"), 20_000);
      const detail = (await (await fetch(`${base}/api/listings/${listingId}`)).json()) as { preferredUrl: string };
      const paths = [
        "/",
        "/search?location=Austin%2C%20TX",
        "/texas",
        detail.preferredUrl,
        "/api/listings?state=TX",
        "/api/hsds/organizations",
        "/about",
      ];
      for (const p of paths) {
        const res = await fetch(`${base}${p}`);
        expect(`${p} ${res.status}`).toBe(`${p} 200`);
        await res.arrayBuffer();
      }
      // Every other anonymous page and read API: none may write outside writable() (a 500 here).
      const more = [
        "/listings",
        "/sitemap.xml",
        "/robots.txt",
        "/jobs",
        "/blog",
        "/favorites",
        "/compare",
        "/resources",
        "/autism-sensory-products",
        "/autism-financial-aid",
        "/pricing",
        "/privacy-policy",
        "/terms-conditions",
        "/contact",
        "/newsletter",
        "/login",
        "/register",
        "/reset-password",
        "/verify-email",
        "/add-listing",
        "/claim-listing",
        "/health",
        "/texas/austin",
        "/no-such-page",
        "/api/health",
        "/api/insurance-providers",
        "/api/listings/states",
        "/api/hsds",
        "/api/hsds/services",
        "/api/hsds/locations",
      ];
      for (const p of more) {
        const res = await fetch(`${base}${p}`, { redirect: "manual" });
        expect(res.status, p).toBeLessThan(500);
        await res.arrayBuffer();
      }
      // The replica answered them: its connections from the server last ran the listings' queries
      // (the health check's own connection asks only pg_is_in_recovery() and the generation).
      const [served] = await replicaAdmin<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity
        where datname = 'app' and pid <> pg_backend_pid() and query ilike '%from listings%'`;
      expect(served!.n).toBeGreaterThan(0);
      expect(log).not.toMatch(/"level":(50|60)/);
      expect(log).not.toContain("read-only transaction");
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }, 90_000);

  it("skips a replica that is down: anonymous requests are still answered", async () => {
    const replicas = replicasFor();
    const app = appWith(replicas);
    await until("the replica to be healthy", async () => (await replicas.check(), replicas.states()[0]!.healthy));
    await replicaAdmin.end({ timeout: 1 });
    await pair.stopReplica();
    await until(
      "the stopped replica to be skipped",
      async () => (await replicas.check(), !replicas.states()[0]!.healthy),
    );
    const res = await call(app, "/some/page");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("primary");
    expect(await nameOf(app)).toBe("Third Name ABA");
  });
});
