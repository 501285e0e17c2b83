/**
 * graphile-worker frees a job locked by a worker that vanished only after 4 hours. A process
 * killed with SIGKILL (or a lost machine) would hold its in-flight jobs that long, so each
 * process renews a lease for its workers every few seconds, and any process frees the jobs of
 * workers whose lease has lapsed: a crash delays those jobs by about LEASE_SECONDS.
 */
import type { Sql } from "@db/client.server.ts";
import type { Logger } from "../logger.server.ts";

const LEASE_SECONDS = 30;
const RENEW_MS = 10_000;

export interface Leases {
  /** Called for each worker the pool starts (its id is what it writes in jobs.locked_by). */
  add(workerId: string): void;
  /** A worker that stopped: its jobs become free once its lease lapses. */
  remove(workerId: string): void;
  /** Renew and sweep now (tests, start-up). */
  tick(): Promise<void>;
  /** Stop renewing and drop this process's leases. */
  stop(): Promise<void>;
}

/** Frees jobs locked by workers without a live lease; returns how many. */
async function freeJobsOfDeadWorkers(sql: Sql): Promise<number> {
  const rows = await sql`
    with lapsed as (
      delete from job_worker_leases
      where seen_at < now() - make_interval(secs => ${LEASE_SECONDS})
    )
    update graphile_worker._private_jobs as jobs
    set locked_at = null, locked_by = null, run_at = greatest(run_at, now())
    where jobs.locked_by is not null
      and jobs.locked_at < now() - make_interval(secs => ${LEASE_SECONDS})
      and not exists (
        select 1 from job_worker_leases l
        where l.worker_id = jobs.locked_by and l.seen_at >= now() - make_interval(secs => ${LEASE_SECONDS})
      )
    returning jobs.id`;
  return rows.length;
}

export function keepLeases(sql: Sql, logger: Logger): Leases {
  const workerIds = new Set<string>();
  let ticking: Promise<void> | undefined;
  // A worker added while a renewal is on its way (a pool makes its workers one after another)
  // gets one more round at once, not a lease only at the next interval.
  let renewAgain = false;
  const renewAndSweep = async () => {
    if (workerIds.size > 0) {
      await sql`
        insert into job_worker_leases (worker_id, seen_at)
        select unnest(${[...workerIds]}::text[]), now()
        on conflict (worker_id) do update set seen_at = now()`;
    }
    const freed = await freeJobsOfDeadWorkers(sql);
    if (freed > 0) logger.warn({ jobs: freed }, "job queue: freed jobs left locked by a stopped process");
  };
  const tick = () => {
    if (ticking) {
      renewAgain = true;
      return ticking;
    }
    return (ticking = (async () => {
      try {
        do {
          renewAgain = false;
          await renewAndSweep();
        } while (renewAgain);
      } catch (err) {
        logger.warn({ err: (err as Error).message }, "job queue: lease renewal failed");
      } finally {
        ticking = undefined;
      }
    })());
  };
  const timer = setInterval(() => void tick(), RENEW_MS);
  timer.unref();
  return {
    add(workerId) {
      workerIds.add(workerId);
      void tick();
    },
    remove(workerId) {
      workerIds.delete(workerId);
    },
    tick,
    async stop() {
      clearInterval(timer);
      await ticking;
      if (workerIds.size > 0) {
        await sql`delete from job_worker_leases where worker_id = any(${[...workerIds]}::text[])`.catch(() => {});
      }
    },
  };
}
