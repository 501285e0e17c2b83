/**
 * CPU time a call costs: this process's (process.cpuUsage) plus that of the PostgreSQL backends
 * serving this bench's connections (/proc/<pid>/schedstat, nanoseconds on a CPU; Linux, with the
 * server on this machine). On a machine shared with other work, wall-clock times swing with the
 * load average while the CPU a search needs changes far less, so two versions can be compared
 * even at load 20.
 */
import { readFileSync } from "node:fs";
import type postgres from "postgres";

function backendNanoseconds(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // A backend that ended (or a server elsewhere) counts nothing.
    }
  }
  return total;
}

export interface CpuMeter {
  /** The backends connected to the databases (the bench's pools), read again now. */
  refresh(): Promise<void>;
  /** Milliseconds of CPU, this process and those backends, that `call` took. */
  measure<T>(call: () => Promise<T>): Promise<{ result: T; cpuMs: number }>;
}

/** `admin` is a connection of its own (its backend is not counted); `databases` are the bench's databases. */
export function cpuMeter(admin: postgres.Sql, databases: readonly string[]): CpuMeter {
  let pids: number[] = [];
  return {
    async refresh() {
      const rows = await admin<{ pid: number }[]>`
        select pid from pg_stat_activity
        where datname in ${admin([...databases])} and pid <> pg_backend_pid()`;
      pids = rows.map((r) => r.pid);
    },
    async measure(call) {
      const own = process.cpuUsage();
      const backends = backendNanoseconds(pids);
      const result = await call();
      const used = process.cpuUsage(own);
      const cpuMs = (used.user + used.system) / 1000 + (backendNanoseconds(pids) - backends) / 1e6;
      return { result, cpuMs };
    },
  };
}
