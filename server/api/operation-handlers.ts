import type { Handler } from "hono";
import type { AppEnv } from "../http/env.ts";
import type { OperationKey } from "./operations.ts";

/**
 * What answers one operation of the table in operations.ts. index.ts registers it at the
 * operation's method and path, after the checks the table implies (unknown query parameters,
 * the session), so a handler only parses what the operation takes and calls its use case.
 */
export type OperationHandler = Handler<AppEnv>;

/** Some operations' handlers; a key that names no operation does not compile. */
export type OperationHandlers = Partial<Record<OperationKey, OperationHandler>>;

/** The same handlers, answering with Cache-Control: no-store (account and newsletter calls). */
export function noStore<H extends OperationHandlers>(handlers: H): H {
  const wrapped = Object.entries(handlers).map(([key, handler]): [string, OperationHandler] => [
    key,
    (c, next) => {
      c.header("Cache-Control", "no-store");
      return handler(c, next);
    },
  ]);
  return Object.fromEntries(wrapped) as H;
}
