import type { AppServices } from "../context.ts";
import { watchGeneration } from "./page-cache-generation.server.ts";
import { createPageCache, type PageCache } from "./page-cache.server.ts";

/** The page cache of a serving process (ADR 0014), or undefined when PAGE_CACHE_SECONDS is 0. */
export async function startPageCache(services: AppServices): Promise<PageCache | undefined> {
  const seconds = services.config.PAGE_CACHE_SECONDS;
  if (seconds === 0) return undefined;
  const generation = await watchGeneration(services.database.sql, services.logger);
  return createPageCache({ generation, ttlMs: seconds * 1000 });
}
