import { ok, rateLimited, type Result } from "../errors.server.ts";
import { hitRateLimit } from "../rate-limit/rate-limit.server.ts";
import type { UseCaseContext } from "../use-case.ts";

/**
 * Counts one open-data request against the caller's IP address (the database's rate limits, so
 * every app process shares the count): the JSON pages and the data package each have their own.
 */
export async function limitOpenData(
  ctx: UseCaseContext<"database" | "auth">,
  input: { kind: "openDataIp" | "dataPackageIp" },
): Promise<Result<null>> {
  const state = await hitRateLimit(ctx.database, input.kind, ctx.auth.ip ?? "unknown");
  return state.blocked ? rateLimited(state.retryAfterSeconds) : ok(null);
}
