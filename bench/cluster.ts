/**
 * Cluster run (issue 31, behind a proxy): one PostgreSQL (the app's embedded one, started here),
 * three app processes on their own ports with DATABASE_URL, and nginx (Debian's package, run in
 * the foreground with docs/deploy/nginx.conf in a temp prefix), then the load mix of
 * bench/load.ts through nginx: a steady run, a run where one app process is killed with
 * SIGKILL halfway (and started again), a run with a rolling restart of all three (SIGTERM, wait
 * for exit, start, wait healthy, next), and the same mix against one process directly.
 * A probe asks /api/health through nginx every 20 ms during each run and reports when its
 * requests failed. Needs a current build (npm run build) and nginx (apt-get install nginx).
 * With --replica the database is a primary and a streaming replica of Debian's PostgreSQL 15
 * (tests/support/streaming-replica.ts; the embedded binaries have no pg_basebackup), and the
 * apps read from the replica (DATABASE_REPLICA_URL); the table counts the transactions each
 * server committed during each run.
 * With --warm the first two runs start from warm page caches (every URL of the mix asked once).
 * The report ends with the CPU seconds each kind of process used during each run.
 * Usage: npm run bench:cluster [-- --connections 200 --seconds 60 --replica --warm]
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { startEmbeddedPostgres } from "../db/embedded.server.ts";
import { startStreamingPair } from "../tests/support/streaming-replica.ts";
import { exited, startApp, type AppProcess } from "./support/app-process.ts";
import { cpuBetween, cpuSnapshot, type CpuSnapshot } from "./support/cpu-by-process.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CONNECTIONS = arg("connections", 200);
const SECONDS = arg("seconds", 60);
const REPLICA = process.argv.includes("--replica");
/** --warm: the first two runs start with every page cache warm (see bench/load.ts, BENCH_WARM). */
const WARM = process.argv.includes("--warm");
const NGINX_PORT = 3470;
const APP_PORTS = [3471, 3472, 3473];

if (spawnSync("nginx", ["-v"]).error) throw new Error("nginx is not installed: apt-get install -y nginx");
const work = await fs.mkdtemp(path.join(os.tmpdir(), "aba-cluster-"));
await fs.chmod(work, 0o755);
/** The database: the embedded server, or a primary and its replica (three apps' pools need more than 100 connections). */
async function startDatabase(): Promise<{
  env: Record<string, string>;
  servers: Record<string, string>;
  stop: () => Promise<void>;
}> {
  if (!REPLICA) {
    const postgresDir = path.join(work, "postgres");
    await fs.mkdir(postgresDir);
    await fs.chmod(postgresDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir: postgresDir });
    return { env: { DATABASE_URL: embedded.url }, servers: { primary: embedded.url }, stop: () => embedded.stop() };
  }
  const pair = await startStreamingPair("max_connections = 300\nshared_buffers = 512MB");
  const admin = postgres(pair.primaryUrl("postgres"), { max: 1, onnotice: () => {} });
  await admin`create database aba_atlas`;
  await admin.end();
  const urls = { primary: pair.primaryUrl("aba_atlas"), replica: pair.replicaUrl("aba_atlas") };
  return {
    env: { DATABASE_URL: urls.primary, DATABASE_REPLICA_URL: urls.replica },
    servers: urls,
    stop: () => pair.stop(),
  };
}
const database = await startDatabase();

/**
 * Transactions committed so far by each server, on the app's database. Approximate: a backend
 * reports its counts at most once a second, and an idle one within 10 s, so the last second of a
 * run may be counted in the next.
 */
async function commits(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, url] of Object.entries(database.servers)) {
    const db = postgres(url, { max: 1, onnotice: () => {} });
    const [row] = await db<
      { n: string }[]
    >`select xact_commit::text as n from pg_stat_database where datname = current_database()`;
    await db.end();
    out[name] = Number(row!.n);
  }
  return out;
}
const base = `http://127.0.0.1:${NGINX_PORT}`;
const appEnv = (i: number) => ({
  ...database.env,
  DATA_DIR: path.join(work, `app${i}`),
  PUBLIC_URL: base,
  TRUSTED_PROXIES: "127.0.0.1",
  DEMO_DATA: "1",
});
const apps: (AppProcess | undefined)[] = [];
const start = async (i: number) => {
  await fs.mkdir(appEnv(i).DATA_DIR, { recursive: true });
  apps[i] = await startApp(appEnv(i), APP_PORTS[i]!, { logFile: path.join(work, `app${i}.log`) });
};
// The first start loads the demo data; the other two then find it there.
await start(0);
await Promise.all([start(1), start(2)]);

const conf = (await fs.readFile("docs/deploy/nginx.conf", "utf8"))
  .replace("listen 8080;", `listen 127.0.0.1:${NGINX_PORT};`)
  .replace(/127\.0\.0\.1:300([123])/g, (_m, n: string) => `127.0.0.1:${APP_PORTS[Number(n) - 1]}`);
const nginxDir = path.join(work, "nginx");
await fs.mkdir(path.join(nginxDir, "logs"), { recursive: true });
await fs.writeFile(path.join(nginxDir, "nginx.conf"), conf);
const nginx: ChildProcess = spawn(
  "nginx",
  ["-p", nginxDir, "-c", "nginx.conf", "-g", `daemon off; pid ${nginxDir}/nginx.pid; error_log ${nginxDir}/error.log;`],
  { stdio: "inherit" },
);
for (let i = 0; ; i++) {
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 100) throw new Error("nginx did not answer");
  await new Promise((r) => setTimeout(r, 100));
}

/**
 * Runs bench/load.ts (the mix phase) against `url`; `during` runs alongside. With `warm`, the
 * processes at those URLs first get every URL of the mix once (bench/load.ts, BENCH_WARM), asked
 * with the Host header `warm.host` when set.
 */
async function loadRun(
  name: string,
  url: string,
  during?: () => Promise<void>,
  warm?: { urls: string[]; host?: string },
) {
  const failures: number[] = [];
  let probes = 0;
  let stop = false;
  const t0 = Date.now();
  const probe = (async () => {
    while (!stop) {
      probes++;
      const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (!ok) failures.push(Date.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "bench/load.ts", "--connections", String(CONNECTIONS), "--seconds", String(SECONDS)],
    {
      env: {
        ...process.env,
        BENCH_URL: url,
        BENCH_PHASES: "mix",
        ...(warm && { BENCH_WARM: "1", BENCH_WARM_URLS: warm.urls.join(","), BENCH_WARM_HOST: warm.host ?? "" }),
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let out = "";
  // CPU is counted from the moment the load generator starts its requests ("load: ..." line).
  let cpuBefore: Promise<CpuSnapshot> | undefined;
  child.stdout!.on("data", (c: Buffer) => {
    out += c.toString();
    if (!cpuBefore && out.includes("load: ")) cpuBefore = cpuSnapshot();
  });
  const events: string[] = [];
  const before = await commits();
  const sideJob = during?.().catch((err: Error) => void events.push(`failed: ${err.message}`));
  await exited(child);
  const cpuAfter = await cpuSnapshot();
  for (const line of out.split("\n")) if (line.startsWith("warm-up: ")) process.stdout.write(`${name}: ${line}\n`);
  const cpu = cpuBetween(await cpuBefore!, cpuAfter);
  await sideJob;
  stop = true;
  await probe;
  const after = await commits();
  const committed = Object.fromEntries(Object.entries(after).map(([k, n]) => [k, n - (before[k] ?? 0)]));
  const json = JSON.parse(/\{[\s\S]*\n\}/.exec(out)![0]) as {
    requests: number;
    requestsPerSecond: number;
    latencyMs: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    loadAverage: { before: number; after: number };
    cpuSeconds: number;
  };
  // The load generator has exited by now: its CPU is the figure it reported of itself.
  cpu["load generator"] = json.cpuSeconds;
  // autocannon counts a timeout among its errors too.
  const failed = json.errors + json.non2xx;
  return {
    name,
    ...json,
    failed,
    failedPercent: Math.round((failed / json.requests) * 1e5) / 1e3,
    probe: { requests: probes, failedAtMs: failures },
    committed,
    cpuSeconds: Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, Math.round(v * 10) / 10])),
  };
}

const results = [];
const half = () => new Promise((r) => setTimeout(r, (SECONDS * 1000) / 2));
const appUrls = APP_PORTS.map((port) => `http://127.0.0.1:${port}`);
results.push(await loadRun("one process, direct", appUrls[0]!, undefined, WARM ? { urls: [appUrls[0]!] } : undefined));
results.push(
  await loadRun(
    "three processes behind nginx",
    base,
    undefined,
    // nginx forwards the client's host without its port (proxy_set_header Host $host): the cache keys on it.
    WARM ? { urls: appUrls, host: "127.0.0.1" } : undefined,
  ),
);
results.push(
  await loadRun("kill -9 of one process halfway", base, async () => {
    await half();
    apps[1]!.child.kill("SIGKILL");
    await exited(apps[1]!.child);
    await new Promise((r) => setTimeout(r, 2000));
    await start(1);
  }),
);
results.push(
  await loadRun("rolling restart of all three", base, async () => {
    await new Promise((r) => setTimeout(r, 5000));
    for (const i of [0, 1, 2]) {
      apps[i]!.child.kill("SIGTERM");
      await exited(apps[i]!.child);
      await start(i);
    }
  }),
);

process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(
  `\n| Run | Requests | req/s | p50 | p99 | Failed | Failed % | Probe failures (ms into the run) | Load average | Transactions |\n|---|---|---|---|---|---|---|---|---|---|\n` +
    results
      .map(
        (r) =>
          `| ${r.name} | ${r.requests} | ${r.requestsPerSecond} | ${r.latencyMs.p50} ms | ${r.latencyMs.p99} ms | ${r.failed} | ${r.failedPercent} % | ${r.probe.failedAtMs.length ? r.probe.failedAtMs.join(", ") : "none"} of ${r.probe.requests} | ${r.loadAverage.before.toFixed(1)} → ${r.loadAverage.after.toFixed(1)} | ${Object.entries(
            r.committed,
          )
            .map(([k, n]) => `${k} ${n}`)
            .join(", ")} |`,
      )
      .join("\n") +
    `\n${spawnSync("uptime").stdout}`,
);
const kinds = Object.keys(results[0]!.cpuSeconds);
process.stdout.write(
  `\nCPU seconds during each run (${os.cpus().length} cores):\n\n| Run | ${kinds.join(" | ")} | CPU ms a request (all but idle) |\n|---|${kinds.map(() => "---|").join("")}---|\n` +
    results
      .map((r) => {
        const busy = Object.entries(r.cpuSeconds).reduce((sum, [k, v]) => (k === "idle" ? sum : sum + v), 0);
        return `| ${r.name} | ${kinds.map((k) => r.cpuSeconds[k]).join(" | ")} | ${((busy * 1000) / r.requests).toFixed(2)} |`;
      })
      .join("\n") +
    "\n",
);

nginx.kill("SIGTERM");
await exited(nginx);
for (const app of apps) {
  app?.child.kill("SIGTERM");
  if (app) await exited(app.child);
}
await database.stop();
if (process.env.BENCH_KEEP) console.log(`kept ${work}`);
else await fs.rm(work, { recursive: true, force: true }).catch(() => {});
