/**
 * The per-process insights recorder: the middleware adds counts to an in-memory buffer, and a
 * timer writes them every few seconds (and once more at shutdown). A crash loses at most the
 * counts of the last interval (docs/reliability.md): counting never waits on the database, so it
 * cannot slow a search.
 */
import type { Database } from "@db/client.server.ts";
import type { ClickKind, ListingMetric, SearchLogEntry } from "@domain/insights.ts";
import { utcDay } from "@domain/insights.ts";
import type { Logger } from "../logger.server.ts";
import { InsightsBuffer, type InsightsBatch } from "./insights-buffer.ts";
import { writeInsights } from "./write-insights.server.ts";

const FLUSH_INTERVAL_MS = 5_000;

export interface InsightsRecorder {
  count(listingId: number, metric: ListingMetric | ClickKind, at?: Date): void;
  search(entry: SearchLogEntry, at?: Date): void;
  /** Writes what is buffered now; resolves when written (or given back to the buffer on failure). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

interface RecorderOptions {
  write: (batch: InsightsBatch) => Promise<void>;
  logger: Pick<Logger, "warn">;
  /** 0: no timer (tests flush by hand). */
  intervalMs?: number;
}

export function createInsightsRecorder({
  write,
  logger,
  intervalMs = FLUSH_INTERVAL_MS,
}: RecorderOptions): InsightsRecorder {
  const buffer = new InsightsBuffer();
  let running: Promise<void> | null = null;

  const writeOnce = async () => {
    const dropped = buffer.dropped;
    const batch = buffer.take();
    if (dropped) logger.warn({ dropped }, "insights buffer full: counts dropped");
    if (!batch.listings.length && !batch.searches.length) return;
    try {
      await write(batch);
    } catch (err) {
      // Kept for the next flush (bounded by MAX_KEYS): a database restart loses no counts.
      buffer.restore(batch);
      logger.warn({ err, rows: batch.listings.length + batch.searches.length }, "insights flush failed; will retry");
    }
  };
  // One write at a time: a slow database makes the next tick wait, not pile up.
  const flush = async () => {
    while (running) await running;
    running = writeOnce().finally(() => (running = null));
    await running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void flush(), intervalMs) : null;
  timer?.unref();

  return {
    count: (listingId, metric, at = new Date()) => buffer.add(listingId, metric, utcDay(at)),
    search: (entry, at = new Date()) => buffer.addSearch(entry, utcDay(at)),
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}

/** The recorder of a running server, writing to its database. */
export function startInsights(database: Pick<Database, "sql">, logger: Logger, intervalMs = FLUSH_INTERVAL_MS) {
  return createInsightsRecorder({ write: (batch) => writeInsights(database.sql, batch), logger, intervalMs });
}
