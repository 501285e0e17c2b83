/** The job queue's workers inside an app process (graphile-worker, ADR 0013). */
import { EventEmitter } from "node:events";
import { Logger as WorkerLogger, run, runOnce, type Runner, type TaskList, type WorkerEvents } from "graphile-worker";
import type { Logger } from "../logger.server.ts";
import { jobHandlers, type JobServices } from "./handlers.server.ts";
import { keepLeases } from "./leases.server.ts";
import { cronItems } from "./schedule.ts";
import type { JobName } from "./job-types.ts";
import { queueMissingFreshnessSnapshot } from "../freshness/queue-missing-snapshot.server.ts";

export interface JobQueue {
  /**
   * Takes no new jobs and waits up to `timeoutMs` for the running ones; what is still running
   * then stays in the queue and runs again later (handlers are safe to repeat).
   */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** How often to look for jobs that became due (retries); new jobs arrive by LISTEN/NOTIFY. */
  pollIntervalMs?: number;
  /**
   * Queue the periodic jobs (server/jobs/schedule.ts). Default: yes, except under NODE_ENV=test,
   * where they would act on a test's files and data at whatever minute the clock reaches.
   */
  periodic?: boolean;
}

/** The library's log lines, first line only and without their metadata (which holds payloads). */
function workerLogger(logger: Logger): WorkerLogger {
  return new WorkerLogger((scope) => (level, message) => {
    const line = message.split("\n")[0];
    const fields = { jobs: scope.label ?? "worker", task: scope.taskIdentifier, jobId: scope.jobId };
    if (level === "error") logger.error(fields, line);
    else if (level === "warning") logger.warn(fields, line);
    else logger.debug(fields, line);
  });
}

function taskList(services: JobServices): TaskList {
  const list: TaskList = {};
  for (const name of Object.keys(jobHandlers) as JobName[]) {
    const handler = jobHandlers[name] as (
      s: JobServices,
      p: unknown,
      r: { attempt: number; maxAttempts: number },
    ) => Promise<void>;
    list[name] = (payload, helpers) =>
      handler(services, payload, { attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts });
  }
  return list;
}

/**
 * Starts this process's workers on the database at `url` (its queue schema is made by
 * runMigrations). Several processes on one database share the work.
 */
export async function startJobQueue(
  services: JobServices,
  url: string,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const { logger } = services;
  const concurrency = options.concurrency ?? 4;
  const periodic = options.periodic ?? services.config.NODE_ENV !== "test";
  const leases = keepLeases(services.database.sql, logger);
  const events: WorkerEvents = new EventEmitter();
  let stopping = false;
  const startRunner = async () => {
    const runner = await run({
      connectionString: url,
      // One connection per worker, one for LISTEN, one for completions.
      maxPoolSize: concurrency + 2,
      concurrency,
      pollInterval: options.pollIntervalMs ?? 2000,
      noHandleSignals: true,
      logger: workerLogger(logger),
      events,
      taskList: taskList(services),
      parsedCronItems: periodic ? cronItems() : [],
    });
    runner.promise.catch(() => {}); // failures are logged by the library and handled below
    return runner;
  };
  let current: Runner | undefined;

  // graphile-worker 0.16 does not replace a worker that died on an error (it cannot reach the
  // database to mark its job done, say, while PostgreSQL restarts): left alone, the process
  // would run fewer and fewer jobs. So such a death drops the worker's lease (its job is freed
  // once the lease lapses) and starts a fresh set of workers, retrying while the database is away.
  let restarting: Promise<void> | undefined;
  const restart = () =>
    (restarting ??= (async () => {
      logger.warn("job queue: a worker stopped on an error; starting fresh workers");
      await current?.stop().catch(() => {});
      for (let delay = 1000; !stopping; delay = Math.min(delay * 2, 30_000)) {
        try {
          current = await startRunner();
          return;
        } catch (err) {
          logger.warn({ err: (err as Error).message }, "job queue: workers could not start; retrying");
          await new Promise((r) => setTimeout(r, delay));
        }
      }
    })().finally(() => (restarting = undefined)));
  events.on("worker:create", ({ worker }) => leases.add(worker.workerId));
  events.on("worker:stop", ({ worker, error }) => {
    if (!error) return;
    leases.remove(worker.workerId);
    if (!stopping) void restart();
  });
  // After the listeners: run() makes its workers (and emits worker:create) before it returns, and
  // a worker missed here would hold no lease, so its jobs would be freed as a dead worker's
  // after LEASE_SECONDS and run a second time by another worker.
  current = await startRunner();
  if (periodic) await queueMissingFreshnessSnapshot(services.database);

  let stopped: Promise<void> | undefined;
  return {
    stop(timeoutMs = 10_000) {
      stopped ??= (async () => {
        stopping = true;
        let timer: NodeJS.Timeout | undefined;
        const finished = await Promise.race([
          (async () => {
            await restarting;
            await current?.stop().catch(() => {});
            return true;
          })(),
          new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
        ]);
        clearTimeout(timer);
        if (!finished) logger.warn({ timeoutMs }, "job queue: jobs still running at shutdown will run again later");
        await leases.stop();
      })();
      return stopped;
    },
  };
}

/**
 * Runs every job that is due now, then returns: no workers stay behind. The tests' way to run the
 * production task list (tests/support/jobs.ts).
 * @internal
 */
export async function runJobsOnce(services: JobServices, url: string): Promise<void> {
  await runOnce({
    connectionString: url,
    concurrency: 1,
    noHandleSignals: true,
    logger: workerLogger(services.logger),
    taskList: taskList(services),
  });
}
