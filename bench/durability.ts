/**
 * Durability run (issue 15): a client makes acknowledged writes of every kind the site has
 * (newsletter signups, contact messages, registrations) while the app is killed with SIGKILL at
 * random moments, several times; once, the embedded PostgreSQL is killed instead and the app
 * must recover by itself. After a last restart it counts acknowledged writes missing from the
 * database and emails never sent to a local SMTP server. Goal: 0 and 0.
 * Needs a current build (npm run build). Usage: npm run bench:durability [-- --kills 6]
 */
import http from "node:http";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { startSmtpSink } from "./support/smtp-sink.ts";
import { exited, startApp } from "./support/app-process.ts";

const PORT = Number(process.env.E2E_PORT ?? 3463);
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const KILLS = arg("kills", 6);
const CONCURRENCY = arg("concurrency", 6);
const RUN = randomBytes(3).toString("hex");
const ORIGIN = `http://127.0.0.1:${PORT}`;

type Kind = "newsletter" | "contact" | "register";
interface Ack {
  kind: Kind;
  email: string;
  username?: string;
}

const acks: Ack[] = [];
const outcome = { sent: 0, acknowledged: 0, refused: 0, failed: 0 };
let seq = 0;

/** A fresh loopback source address per request: per-IP limits apply as for real visitors. */
function sourceAddress(n: number): string {
  return `127.3.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

function request(method: string, urlPath: string, body: string, type: string, n: number) {
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        method,
        path: urlPath,
        localAddress: sourceAddress(n),
        agent: false,
        headers: { "content-type": type, "content-length": Buffer.byteLength(body), origin: ORIGIN },
        timeout: 15_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}

async function oneWrite(): Promise<void> {
  const n = seq++;
  const r = Math.random();
  const kind: Kind = r < 0.4 ? "newsletter" : r < 0.8 ? "contact" : "register";
  const email = `${kind[0]}${n}.${RUN}@example.com`;
  outcome.sent++;
  try {
    if (kind === "newsletter") {
      const res = await request("POST", "/api/newsletter", JSON.stringify({ email }), "application/json", n);
      if (res.status === 202) return void acks.push({ kind, email });
      return void (res.status === 429 ? outcome.refused++ : outcome.failed++);
    }
    if (kind === "contact") {
      const form = new URLSearchParams({
        name: `Durability ${n}`,
        email,
        topic: "general",
        message: `Durability run ${RUN}, message ${n}: please keep me.`,
        website: "",
      });
      const res = await request("POST", "/contact", form.toString(), "application/x-www-form-urlencoded", n);
      if (res.status === 302 && res.location?.includes("sent=1")) return void acks.push({ kind, email });
      return void (res.status === 429 ? outcome.refused++ : outcome.failed++);
    }
    const username = `d${n}_${RUN}`;
    const res = await request(
      "POST",
      "/api/auth/register",
      JSON.stringify({
        username,
        email,
        fullName: `Durable ${n}`,
        password: `keep-${randomBytes(8).toString("hex")}-safe`,
      }),
      "application/json",
      n,
    );
    // 202: the account is written (waiting for its address to be confirmed) before the answer.
    if (res.status === 202) return void acks.push({ kind, email, username });
    outcome.failed++;
  } catch {
    // Cut off by the kill: not acknowledged, so not expected to be kept.
    outcome.failed++;
  }
}

/** Writers that keep `CONCURRENCY` requests in flight until `until` says stop. */
async function writeWhile(until: () => boolean): Promise<void> {
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (!until()) await oneWrite();
    }),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "aba-durability-"));
await fs.chmod(dataDir, 0o755);
const smtp = await startSmtpSink();
const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN };
const log = (line: string) => process.stdout.write(`${line}\n`);
// Every start's log, kept after the run: the first place to look when something went wrong.
const appLog = path.join(os.tmpdir(), `aba-durability-${RUN}.log`);
process.on("exit", () => process.stdout.write(`app log: ${appLog}\n`));
const restarts: number[] = [];
let dbRecoveryMs: number | null = null;
let appExitsAfterDatabaseKill = 0;

log(`durability run ${RUN}: ${KILLS} kills, ${CONCURRENCY} writers, DATA_DIR ${dataDir}`);
for (let cycle = 1; cycle <= KILLS; cycle++) {
  const app = await startApp(env, PORT, { logFile: appLog });
  restarts.push(app.readyMs);
  const killAfter = 2000 + Math.random() * 4000;
  let stop = false;
  const writing = writeWhile(() => stop);
  if (cycle === Math.ceil(KILLS / 2)) {
    // This time the database dies under load; the app must bring it back by itself.
    await sleep(killAfter / 2);
    const pgPid = Number(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(pgPid, "SIGKILL");
    const t0 = performance.now();
    await sleep(200);
    for (;;) {
      const ok = await fetch(`${ORIGIN}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (app.child.exitCode !== null) {
        // Allowed (issue 15: restart the database or exit non-zero); the next cycle's start
        // plays the supervisor. See docs/reliability.md for the known cause.
        log(`  cycle ${cycle}: the app exited (status ${app.child.exitCode}) after its database was killed`);
        appExitsAfterDatabaseKill++;
        break;
      }
      if (performance.now() - t0 > 60_000) throw new Error("the database did not come back within 60 s");
      await sleep(100);
    }
    if (app.child.exitCode !== null) {
      stop = true;
      await writing;
      continue;
    }
    dbRecoveryMs = Math.round(performance.now() - t0);
    log(`  cycle ${cycle}: PostgreSQL killed, app healthy again after ${dbRecoveryMs} ms`);
  }
  await sleep(killAfter);
  app.child.kill("SIGKILL");
  stop = true;
  await Promise.all([writing, exited(app.child)]);
  log(`  cycle ${cycle}: app killed after ${Math.round(killAfter)} ms; ${acks.length} writes acknowledged so far`);
}

// A last start: jobs left by the killed processes (queued or in flight) must now all go out.
const app = await startApp(env, PORT, { logFile: appLog });
restarts.push(app.readyMs);
const pgUrl = `postgres://postgres:${encodeURIComponent(readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim())}@127.0.0.1:${readFileSync(path.join(dataDir, "postgres-port"), "utf8").trim()}/aba_atlas`;
const sql = postgres(pgUrl, { max: 2, onnotice: () => {} });
const drainStart = performance.now();
for (;;) {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from graphile_worker._private_jobs where attempts < max_attempts`;
  if (row!.n === 0 || performance.now() - drainStart > 180_000) break;
  await sleep(500);
}
const drainMs = Math.round(performance.now() - drainStart);

const stored = {
  newsletter: new Set(
    (await sql<{ email: string }[]>`select email from newsletter_tokens where purpose = 'confirm'`).map((r) => r.email),
  ),
  contact: new Set((await sql<{ email: string }[]>`select email from contact_messages`).map((r) => r.email)),
  register: new Set((await sql<{ email: string }[]>`select email from users`).map((r) => r.email)),
};
const [failedJobs] = await sql<{ n: number }[]>`select count(*)::int as n from graphile_worker._private_jobs`;
await sql.end();

const recipients = new Map<string, number>();
for (const mail of smtp.mails) for (const to of mail.to) recipients.set(to, (recipients.get(to) ?? 0) + 1);
const inboxMail = smtp.mails.filter((m) => m.to.includes("hello@abaatlas.example")).map((m) => m.raw);
const mailsFor = (ack: Ack) =>
  ack.kind === "contact" ? inboxMail.filter((raw) => raw.includes(ack.email)).length : (recipients.get(ack.email) ?? 0);

const missingWrites = acks.filter((a) => !stored[a.kind].has(a.email));
const missingEmails = acks.filter((a) => mailsFor(a) === 0);
const duplicateEmails = acks.filter((a) => mailsFor(a) > 1);

const t0 = performance.now();
app.child.kill("SIGTERM");
await exited(app.child);
const shutdownMs = Math.round(performance.now() - t0);
const pidLeft = existsSync(path.join(dataDir, "server.pid"));
await smtp.close();

const byKind = (list: Ack[]) => ({
  newsletter: list.filter((a) => a.kind === "newsletter").length,
  contact: list.filter((a) => a.kind === "contact").length,
  register: list.filter((a) => a.kind === "register").length,
});
const result = {
  run: RUN,
  kills: KILLS,
  requests: outcome.sent,
  acknowledged: byKind(acks),
  notAcknowledged: { rateLimited: outcome.refused, failedOrCutOff: outcome.failed },
  missingFromDatabase: byKind(missingWrites),
  emailsNeverSent: byKind(missingEmails),
  emailsSentTwice: byKind(duplicateEmails),
  jobsLeftAfterDrain: failedJobs!.n,
  drainMs,
  databaseKilledRecoveryMs: dbRecoveryMs,
  appExitsAfterDatabaseKill,
  restartMs: restarts.map(Math.round),
  finalShutdown: { ms: shutdownMs, exitCode: app.child.exitCode, serverPidLeft: pidLeft },
};
log(JSON.stringify(result, null, 2));
await fs.rm(dataDir, { recursive: true, force: true }).catch(() => {});
process.exit(missingWrites.length === 0 && missingEmails.length === 0 ? 0 : 1);
