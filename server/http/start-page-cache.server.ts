import type { AppServices } from "../context.ts";
import { watchGeneration, type GenerationSource } from "./page-cache-generation.server.ts";
import { createPageCache, type PageCache } from "./page-cache.server.ts";

/**
 * The page cache of a serving process (ADR 0014), or undefined when PAGE_CACHE_SECONDS is 0.
 * `generation`: a watcher the read replicas share (ADR 0022), so both see the same generation.
 */
export async function startPageCache(services: AppServices, shared?: GenerationSource): Promise<PageCache | undefined> {
  const seconds = services.config.PAGE_CACHE_SECONDS;
  if (seconds === 0) return undefined;
  const generation = shared ?? (await watchGeneration(services.database.sql, services.logger));
  return createPageCache({ generation, ttlMs: seconds * 1000, maxBytes: services.config.PAGE_CACHE_MB * 1024 * 1024 });
}
