import pino, { type Logger } from "pino";
import { serializeError } from "./log-errors.server.ts";

export type { Logger };

/** Structured JSON logs; anything that could hold a secret is redacted. */
export function createLogger(level: string, pretty = false, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    // Errors without their values (a failed query's parameters): server/log-errors.server.ts.
    serializers: { err: serializeError },
    redact: {
      paths: [
        "password",
        "*.password",
        "newPassword",
        "*.newPassword",
        "token",
        "*.token",
        "req.headers.cookie",
        "req.headers.authorization",
        "res.headers['set-cookie']",
        "databaseUrl",
      ],
      censor: "[redacted]",
    },
    transport: pretty ? { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } : undefined,
  };
  return destination ? pino(options, destination) : pino(options);
}

const SECRET_PARAMS = /([?&](?:token|password|code|key|secret)=)[^&]*/gi;

/** A request path fit for a log line: secrets in the query string are replaced. */
export function loggablePath(url: string): string {
  const u = new URL(url);
  return (u.pathname + u.search).replace(SECRET_PARAMS, "$1[redacted]");
}
