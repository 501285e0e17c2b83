/**
 * CPU time spent by each kind of process between two snapshots of /proc (Linux), so a load run
 * can say where the machine's cores went: the load generator, nginx, the app processes,
 * PostgreSQL, everything else, and idle. A process that exits between the snapshots loses the
 * time it had spent (the kill and restart runs undercount the apps a little).
 */
import fs from "node:fs/promises";

type CpuKind = "load generator" | "nginx" | "app" | "postgres" | "other";
export interface CpuSnapshot {
  byPid: Map<number, { kind: CpuKind; ticks: number }>;
  /** Every core's idle + iowait ticks, from /proc/stat. */
  idleTicks: number;
}

const TICKS_PER_SECOND = 100;

function kindOf(comm: string, cmdline: string): CpuKind {
  if (cmdline.includes("bench/load.ts")) return "load generator";
  if (cmdline.includes("server/main.ts")) return "app";
  if (comm === "nginx") return "nginx";
  if (comm.startsWith("postgres") || cmdline.startsWith("postgres")) return "postgres";
  return "other";
}

export async function cpuSnapshot(): Promise<CpuSnapshot> {
  const byPid: CpuSnapshot["byPid"] = new Map();
  for (const name of await fs.readdir("/proc")) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
      // The command name is in parentheses and may hold spaces: the fields start after the last ")".
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ticks = Number(fields[11]) + Number(fields[12]);
      const cmdline = (await fs.readFile(`/proc/${pid}/cmdline`, "utf8")).replaceAll("\0", " ");
      byPid.set(pid, { kind: kindOf(comm, cmdline), ticks });
    } catch {
      // The process ended while being read.
    }
  }
  const cpuLine = (await fs.readFile("/proc/stat", "utf8")).split("\n")[0]!.split(/\s+/).slice(1).map(Number);
  return { byPid, idleTicks: cpuLine[3]! + cpuLine[4]! };
}

/** Seconds of CPU per kind between the snapshots, and "idle" for the cores' unused time. */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): Record<CpuKind | "idle", number> {
  const out: Record<CpuKind | "idle", number> = {
    "load generator": 0,
    nginx: 0,
    app: 0,
    postgres: 0,
    other: 0,
    idle: (after.idleTicks - before.idleTicks) / TICKS_PER_SECOND,
  };
  for (const [pid, { kind, ticks }] of after.byPid) {
    out[kind] += (ticks - (before.byPid.get(pid)?.ticks ?? 0)) / TICKS_PER_SECOND;
  }
  return out;
}
