import { REGISTRY_STALE_AFTER_DAYS } from "@domain/nppes/freshness.ts";
import { adminCaller } from "../admin/admin-caller.server.ts";
import { ok, type Result } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

export interface RegistryFreshness {
  /** When the newest successful import finished (ISO), or null when none ever has. */
  lastRefreshAt: string | null;
  /** Whole days since then; null when never. */
  ageDays: number | null;
  /** Never refreshed, or longer ago than REGISTRY_STALE_AFTER_DAYS: the dashboard warns. */
  stale: boolean;
}

/** For the site admin's dashboard: when the registry data was last refreshed, and whether that is too long ago. */
export async function registryFreshness(ctx: UseCaseContext<"database" | "auth">): Promise<Result<RegistryFreshness>> {
  const caller = await adminCaller(ctx, "dashboard");
  if (!caller.ok) return caller;
  const [row] = await ctx.database.sql<{ at: string | null; seconds: number | null }[]>`
    select to_char(max(finished_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, extract(epoch from now() - max(finished_at))::float8 as seconds
    from nppes_imports where status = 'done'`;
  if (!row?.at || row.seconds === null) return ok({ lastRefreshAt: null, ageDays: null, stale: true });
  const ageDays = Math.floor(row.seconds / 86_400);
  return ok({
    lastRefreshAt: row.at,
    ageDays,
    stale: row.seconds > REGISTRY_STALE_AFTER_DAYS * 86_400,
  });
}
