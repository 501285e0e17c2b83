import { format } from "node:util";
import type { Logger } from "./logger.server.ts";

type ConsoleMethod = "log" | "info" | "debug" | "warn" | "error" | "trace";

const LEVEL: Record<ConsoleMethod, "info" | "debug" | "warn" | "error"> = {
  log: "info",
  info: "info",
  debug: "debug",
  warn: "warn",
  error: "error",
  trace: "error",
};

/**
 * Libraries write to the console in their own formats: graphile-worker `console.trace`s a worker
 * that died (a stack over many lines, after a PostgreSQL restart), React Router prints plain-text
 * warnings. The server's log is one JSON object per line, so in production the console becomes
 * the logger: the text is formatted as the console would, an Error argument goes through the
 * logger's error serializer (no query parameters), and a trace is logged as an error.
 */
export function sendConsoleToLog(logger: Logger, target: Pick<Console, ConsoleMethod> = console): void {
  const log = logger.child({ source: "console" });
  for (const method of Object.keys(LEVEL) as ConsoleMethod[]) {
    const level = LEVEL[method];
    target[method] = (...args: unknown[]) => {
      const err = args.find((a): a is Error => a instanceof Error);
      const text = format(...args.map((a) => (a instanceof Error ? a.message : a)));
      if (err) log[level]({ err }, text);
      else log[level](text);
    };
  }
}
