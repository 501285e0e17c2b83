import { appliedMigrationCount, knownMigrationCount } from "@db/migrate.server.ts";
import type { AppServices } from "./context.ts";

export interface HealthReport {
  status: "ok" | "degraded" | "down";
  database: { reachable: boolean; latencyMs: number | null; error?: string };
  migrations: { applied: number; expected: number; current: boolean };
  listings: { count: number | null };
  demoData: boolean;
  version: string;
  uptimeSeconds: number;
  checkedAt: string;
}

const DB_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

/** Checks the database with a bounded wait, so a lost database gives 'down' quickly rather than a hang. */
export async function checkHealth(services: AppServices): Promise<HealthReport> {
  const { sql } = services.database;
  const expected = knownMigrationCount();
  const base = {
    version: services.version,
    uptimeSeconds: Math.round((Date.now() - services.startedAt) / 1000),
    checkedAt: new Date().toISOString(),
  };
  const t0 = performance.now();
  try {
    await withTimeout(sql`select 1`, DB_TIMEOUT_MS);
    const latencyMs = Math.round((performance.now() - t0) * 10) / 10;
    const [applied, counts] = await withTimeout(
      Promise.all([
        appliedMigrationCount(sql),
        sql<{ listings: number; demo: boolean }[]>`
          -- Public listings only: one an owner added waits for review and is not listed yet.
          select (select count(*)::int from listings where status = 'active') as listings,
                 exists (select 1 from app_state where key = 'demo_data') as demo`,
      ]),
      DB_TIMEOUT_MS,
    );
    const current = applied === expected;
    return {
      status: current ? "ok" : "degraded",
      database: { reachable: true, latencyMs },
      migrations: { applied, expected, current },
      listings: { count: counts[0]?.listings ?? 0 },
      demoData: counts[0]?.demo ?? false,
      ...base,
    };
  } catch (err) {
    services.logger.warn({ err: (err as Error).message }, "health check: database unreachable");
    return {
      status: "down",
      database: { reachable: false, latencyMs: null, error: "Database unreachable" },
      migrations: { applied: 0, expected, current: false },
      listings: { count: null },
      demoData: false,
      ...base,
    };
  }
}
