/**
 * Keeps the embedded PostgreSQL running: a server that dies (killed, out of memory) is started
 * again on the same port and folder, a bounded number of times with growing pauses; past that,
 * onGiveUp lets the app exit non-zero for its supervisor. The app's connection pools reconnect
 * by themselves once it is back.
 */
import type { ChildProcess } from "node:child_process";

/** The embedded PostgreSQL could not be started, kept running or stopped. */
export class EmbeddedPostgresError extends Error {
  override name = "EmbeddedPostgresError";
}

interface SuperviseOptions {
  /** Spawns the server process (stdout/stderr piped). */
  launch: () => ChildProcess;
  onLog: (line: string) => void;
  onWarn: (line: string) => void;
  onGiveUp: (err: Error) => void;
  maxRestarts?: number;
  restartWindowMs?: number;
  firstRestartDelayMs?: number;
  readyTimeoutMs?: number;
  stopTimeoutMs?: number;
}

export interface Supervised {
  /** Resolves when the first server accepts connections; rejects when it cannot start. */
  started: Promise<void>;
  /** Fast shutdown (SIGINT, SIGKILL after a while); no restart after it. Quick when already dead. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function waitReady(child: ChildProcess, exited: Promise<void>, timeoutMs: number, onLog: (l: string) => void) {
  let log = "";
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new EmbeddedPostgresError(`PostgreSQL did not accept connections within ${timeoutMs / 1000} s.`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      log += text;
      onLog(text.trimEnd());
      if (text.includes("ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(
        new EmbeddedPostgresError(
          `PostgreSQL stopped while starting (${child.signalCode ?? `exit ${child.exitCode}`}): ${log.trim().split("\n").slice(-3).join(" ")}`,
        ),
      );
    });
  });
}

export function superviseServer(options: SuperviseOptions): Supervised {
  const {
    launch,
    onLog,
    onWarn,
    onGiveUp,
    maxRestarts = 4,
    restartWindowMs = 10 * 60_000,
    firstRestartDelayMs = 500,
    readyTimeoutMs = 120_000,
    stopTimeoutMs = 10_000,
  } = options;
  let current: ChildProcess | undefined;
  let stopping = false;
  const restarts: number[] = [];
  const exits = new WeakMap<ChildProcess, Promise<void>>();

  const start = async () => {
    const child = launch();
    current = child;
    // Known from the start: stop() must not wait for an exit event that already happened.
    const exited = new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.once("error", () => resolve());
    });
    exits.set(child, exited);
    await waitReady(child, exited, readyTimeoutMs, onLog);
    void exited.then(() => {
      if (!stopping) void recover(child);
    });
  };

  const recover = async (dead: ChildProcess) => {
    onWarn(`PostgreSQL stopped unexpectedly (${dead.signalCode ?? `exit ${dead.exitCode}`}); restarting it.`);
    let delay = firstRestartDelayMs;
    for (;;) {
      const now = Date.now();
      while (restarts.length > 0 && restarts[0]! < now - restartWindowMs) restarts.shift();
      if (restarts.length >= maxRestarts) {
        stopping = true;
        onGiveUp(
          new EmbeddedPostgresError(
            `PostgreSQL stopped and was not kept running: ${maxRestarts} restarts within ${restartWindowMs / 60_000} minutes.`,
          ),
        );
        return;
      }
      restarts.push(now);
      // Backends of a killed server still hold its shared memory for a moment: wait first.
      await sleep(delay);
      delay *= 2;
      if (stopping) return;
      try {
        await start();
        onWarn(
          `PostgreSQL is running again (restart ${restarts.length} of at most ${maxRestarts} in ${restartWindowMs / 60_000} minutes).`,
        );
        return;
      } catch (err) {
        onWarn(`PostgreSQL restart failed: ${(err as Error).message}`);
      }
    }
  };

  let stopped: Promise<void> | undefined;
  return {
    started: start(),
    stop() {
      stopped ??= (async () => {
        stopping = true;
        const child = current;
        if (!child) return;
        if (child.exitCode === null && child.signalCode === null) {
          child.kill("SIGINT"); // fast shutdown: ends connections, writes a checkpoint
          const timer = setTimeout(() => child.kill("SIGKILL"), stopTimeoutMs);
          await exits.get(child);
          clearTimeout(timer);
        }
      })();
      return stopped;
    },
  };
}
