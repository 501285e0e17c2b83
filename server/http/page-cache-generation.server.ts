import type { Sql } from "@db/client.server.ts";
import { readDataGeneration } from "@db/data-generation.server.ts";
import type { Logger } from "../logger.server.ts";

/** Where the page cache learns that the public data changed (ADR 0014). */
export interface GenerationSource {
  /**
   * The data generation to tag a render with, or null when it is not known to be current (the
   * database has not answered lately): then the cache neither serves nor stores anything.
   */
  current(): number | null;
  /** Reads the generation now (after this process wrote something, before it answers). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = "page_cache";

/**
 * Follows `page_cache_generation` in PostgreSQL: triggers on the content tables bump it in the
 * writing transaction and NOTIFY this channel at commit, so every process hears of a change
 * within milliseconds. A poll every `pollMs` catches what a notification could miss (a
 * reconnect, a pooler without LISTEN); if neither has confirmed the value for `staleMs`,
 * current() is null and pages are rendered as if there were no cache.
 */
export async function watchGeneration(
  sql: Sql,
  logger: Logger,
  options: { pollMs?: number; staleMs?: number } = {},
): Promise<GenerationSource> {
  const pollMs = options.pollMs ?? 1000;
  const staleMs = options.staleMs ?? 5000;
  let generation = -1;
  let confirmedAt = 0;
  let closed = false;

  const observe = (value: number) => {
    if (!Number.isFinite(value)) return;
    if (value > generation) generation = value;
    confirmedAt = performance.now();
  };
  const refresh = async () => {
    try {
      const generation = await readDataGeneration(sql);
      if (generation !== null) observe(generation);
    } catch (err) {
      if (!closed) logger.warn({ err }, "page cache: could not read the data generation");
    }
  };

  // onlisten runs on every (re)connect of the listening connection: re-read what may have been missed.
  const listener = await sql
    .listen(CHANNEL, (payload) => observe(Number(payload)), () => void refresh())
    .catch((err: unknown) => {
      logger.warn({ err }, "page cache: LISTEN failed; polling only");
      return null;
    });
  await refresh();
  const timer = setInterval(() => void refresh(), pollMs);
  timer.unref();

  return {
    current: () => (generation >= 0 && performance.now() - confirmedAt <= staleMs ? generation : null),
    refresh,
    close: async () => {
      closed = true;
      clearInterval(timer);
      await listener?.unlisten().catch(() => {});
    },
  };
}
