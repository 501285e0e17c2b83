/**
 * The one way a use case is called (docs/decisions/0009-use-cases.md):
 * `export async function name(ctx: UseCaseContext<…>, input: X)`, one per file.
 */
import type { AppServices, RequestContext } from "./context.ts";
import type { RequestAuth } from "./auth/request-auth.server.ts";

/** What a use case may ask of the request context. */
type ContextPart = keyof RequestContext;

/**
 * The first argument of every use case: the parts of the request context it uses. By default
 * the app's services (config, database, logger); a read model asks for less ("database"), a
 * use case that must know who asks adds "auth". A page passes its load context as it is; the
 * API passes apiContext(c); a test passes what the use case names.
 */
export type UseCaseContext<Needs extends ContextPart = "config" | "database" | "logger"> = Pick<RequestContext, Needs>;

/** Services and the caller: for use cases that sign in, limit by IP or mail links. */
export type CallerContext = UseCaseContext<"config" | "database" | "logger" | "auth">;

/** An API request's use-case context (Hono keeps the services and the caller apart). */
export function apiContext(c: { var: { services: AppServices; auth: RequestAuth } }): CallerContext {
  return { ...c.var.services, auth: c.var.auth };
}
