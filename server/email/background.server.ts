import type { Logger } from "../logger.server.ts";

const pending = new Set<Promise<void>>();

/**
 * Runs work after the response is sent (mail delivery, the lookups behind a reset request), so
 * response times do not reveal whether an account exists. Failures are logged, never thrown.
 */
export function runInBackground(logger: Logger, label: string, task: () => Promise<void>): void {
  const p = (async () => {
    try {
      await task();
    } catch (err) {
      logger.error({ err, task: label }, "background task failed");
    }
  })();
  pending.add(p);
  void p.finally(() => pending.delete(p));
}

/** Resolves when every background task started so far has finished (tests, shutdown). */
export async function backgroundTasksSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
