import type { MiddlewareHandler } from "hono";
import postgres from "postgres";
import { connect, customPlans, type Database } from "@db/client.server.ts";
import { readDataGeneration } from "@db/data-generation.server.ts";
import { usesSecureCookies } from "../auth/cookies.server.ts";
import type { AppServices } from "../context.ts";
import type { Logger } from "../logger.server.ts";
import type { AppEnv } from "./env.ts";
import { pageCacheKey } from "./page-cache.server.ts";
import { watchGeneration, type GenerationSource } from "./page-cache-generation.server.ts";

/**
 * Read replicas (ADR 0022): streaming replicas of the primary that anonymous reads use, checked
 * in the background; a replica that is down, not in recovery or too far behind is skipped.
 */
export interface ReadReplicas {
  /** A replica fit for an anonymous read now (round robin), or undefined: read from the primary. */
  pick(): Database | undefined;
  /** One health round now (the background runs one every `checkMs`). */
  check(): Promise<void>;
  /** Each replica's last verdict, for logs and tests. */
  states(): ReplicaState[];
  close(): Promise<void>;
}

export interface ReplicaState {
  /** The URL without its password. */
  name: string;
  healthy: boolean;
  /** Seconds behind the primary at the last check (Infinity when unknown). */
  lagSeconds: number;
  /** The public data's generation the replica had replayed at the last check. */
  generation: number | null;
  reason?: string;
}

interface Sample {
  lsn: bigint;
  at: number;
}

/** A WAL position 'X/Y' as a number. */
function lsnValue(text: string): bigint {
  const [high = "0", low = "0"] = text.split("/");
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

function withoutPassword(url: string): string {
  try {
    const u = new URL(url);
    u.password = "";
    return u.toString();
  } catch {
    return "replica";
  }
}

function timeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Opens a pool per replica and checks them every `checkMs`. The lag is measured against the
 * primary's WAL position, not the last replayed transaction's time (an idle primary leaves that
 * time old on a replica that is fully caught up): each round samples pg_current_wal_lsn() on
 * the primary, and a replica's lag is how long ago the newest sample it has replayed was taken.
 * With `generation` (the page cache's view of the public data's generation, ADR 0014), a replica
 * that has not yet replayed the current generation is skipped as well, so an edit made through
 * any process is shown by every process on its next request.
 */
export function startReadReplicas(options: {
  primary: Database;
  urls: readonly string[];
  maxLagSeconds: number;
  logger: Logger;
  checkMs?: number;
  generation?: () => number | null;
}): ReadReplicas {
  const { primary, logger, maxLagSeconds } = options;
  const checkMs = options.checkMs ?? 1000;
  const keepMs = maxLagSeconds * 1000 + 10 * checkMs;
  const samples: Sample[] = [];
  const replicas = options.urls.map((url) => {
    const pool = connect(url);
    const probe = postgres(url, { max: 1, connect_timeout: 2, idle_timeout: 60, onnotice: () => {} });
    const state: ReplicaState = { name: withoutPassword(url), healthy: false, lagSeconds: Infinity, generation: null };
    return {
      database: { ...pool, close: async () => {}, primary } satisfies Database,
      pool,
      probe,
      state,
      warm: false,
    };
  });
  let next = 0;
  let running: Promise<void> | null = null;
  let closed = false;

  const samplePrimary = async () => {
    try {
      const [row] = await timeout(primary.sql<{ lsn: string }[]>`select pg_current_wal_lsn()::text as lsn`, 2000);
      if (row) samples.push({ lsn: lsnValue(row.lsn), at: Date.now() });
    } catch (err) {
      if (!closed) logger.warn({ err }, "read replicas: could not read the primary's WAL position");
    }
    const oldest = Date.now() - keepMs;
    while (samples.length > 1 && samples[0]!.at < oldest) samples.shift();
  };

  const checkOne = async (replica: (typeof replicas)[number]) => {
    const { state } = replica;
    const was = state.healthy;
    try {
      const [row] = await timeout(
        replica.probe<{ recovery: boolean; replay: string | null }[]>`
          select pg_is_in_recovery() as recovery, pg_last_wal_replay_lsn()::text as replay`,
        2000,
      );
      const generation = await timeout(readDataGeneration(replica.probe), 2000);
      if (!replica.warm) {
        // postgres.js learns the server's array types on a pool's first connection; a request's
        // first query with an array parameter sent before that fails ("malformed array literal").
        await timeout(Promise.all([replica.pool.sql`select 1`, customPlans(replica.pool.sql)`select 1`]), 5000);
        replica.warm = true;
      }
      const now = Date.now();
      if (!row?.recovery || !row.replay) {
        Object.assign(state, { healthy: false, lagSeconds: Infinity, generation, reason: "not in recovery" });
      } else {
        const replay = lsnValue(row.replay);
        let caughtUpAt: number | undefined;
        for (const sample of samples) if (sample.lsn <= replay) caughtUpAt = sample.at;
        const lagSeconds = caughtUpAt === undefined ? Infinity : (now - caughtUpAt) / 1000;
        const healthy = lagSeconds <= maxLagSeconds;
        Object.assign(state, { healthy, lagSeconds, generation, reason: healthy ? undefined : "too far behind" });
      }
    } catch (err) {
      Object.assign(state, { healthy: false, lagSeconds: Infinity, reason: (err as Error).message });
    }
    if (closed || was === state.healthy) return;
    if (state.healthy) logger.info({ replica: state.name, lagSeconds: state.lagSeconds }, "read replica in use");
    else logger.warn({ replica: state.name, reason: state.reason }, "read replica skipped: reading from the primary");
  };

  const check = () => {
    running ??= (async () => {
      await samplePrimary();
      await Promise.all(replicas.map(checkOne));
    })().finally(() => {
      running = null;
    });
    return running;
  };

  void check();
  const timer = setInterval(() => void check(), checkMs);
  timer.unref();

  return {
    pick() {
      const wanted = options.generation ? options.generation() : undefined;
      if (wanted === null) return undefined;
      for (let i = 0; i < replicas.length; i++) {
        const replica = replicas[(next + i) % replicas.length]!;
        if (!replica.state.healthy) continue;
        if (wanted !== undefined && (replica.state.generation ?? -1) < wanted) {
          // Behind the data this process knows of: ask again now rather than at the next tick.
          void check();
          continue;
        }
        next = (next + i + 1) % replicas.length;
        return replica.database;
      }
      return undefined;
    },
    check,
    states: () => replicas.map((r) => ({ ...r.state })),
    async close() {
      closed = true;
      clearInterval(timer);
      await running?.catch(() => {});
      await Promise.all(replicas.flatMap((r) => [r.pool.close(), r.probe.end({ timeout: 5 })]));
    },
  };
}

/** Set on the answer to any write: this browser reads from the primary for a while after it. */
export const RECENT_WRITE_COOKIE = "recent_write";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The one place that picks a request's database (ADR 0022): an anonymous GET (what the page
 * cache may keep: no session or other personal cookie, no Authorization header) that carries no
 * emailed ?token= link gets a healthy replica; everything else, and every request while no
 * replica is fit, the primary. Loaders, API routes and use cases take `database` from the
 * context. The answer to a write sets a short cookie (REPLICA_MAX_LAG_SECONDS and a margin),
 * which makes the browser's next requests personal, so they read from the primary and see what
 * was just saved.
 */
export function readRouting(replicas: ReadReplicas, maxLagSeconds: number): MiddlewareHandler<AppEnv> {
  const cookieSeconds = Math.ceil(maxLagSeconds) + 5;
  return async (c, next) => {
    const request = c.req.raw;
    if (pageCacheKey(request) !== null && !new URL(request.url).searchParams.has("token")) {
      const replica = replicas.pick();
      if (replica) c.set("services", { ...c.var.services, database: replica });
    }
    await next();
    if (SAFE_METHODS.has(request.method)) return;
    const secure = usesSecureCookies(c.var.services.config, request);
    const cookie = `${RECENT_WRITE_COOKIE}=1; Path=/; Max-Age=${cookieSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
    try {
      c.res.headers.append("Set-Cookie", cookie);
    } catch {
      // A response with immutable headers (Response.redirect): copy it.
      const res = new Response(c.res.body, c.res);
      res.headers.append("Set-Cookie", cookie);
      c.res = res;
    }
  };
}

/**
 * The serving process's replicas (DATABASE_REPLICA_URL), or undefined when none is configured.
 * `generation` is the page cache's watcher of the data generation (one per process, shared so
 * that the replica picked for a render has replayed at least the generation the page cache tags
 * it with); without a page cache, a watcher of its own.
 */
export async function startConfiguredReplicas(
  services: AppServices,
  shared?: GenerationSource,
): Promise<ReadReplicas | undefined> {
  const { config, database, logger } = services;
  if (config.DATABASE_REPLICA_URL.length === 0) return undefined;
  const generation = shared ?? (await watchGeneration(database.sql, logger));
  const replicas = startReadReplicas({
    primary: database,
    urls: config.DATABASE_REPLICA_URL,
    maxLagSeconds: config.REPLICA_MAX_LAG_SECONDS,
    logger,
    generation: generation.current,
  });
  await replicas.check();
  logger.info({ replicas: replicas.states() }, "read replicas configured");
  return {
    ...replicas,
    async close() {
      await replicas.close();
      if (!shared) await generation.close();
    },
  };
}
