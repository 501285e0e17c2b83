/**
 * Route modules answered as React Router answers them, for tests that go through the whole HTTP
 * app (createApp's handlePage) without a build (not a test file itself).
 */
import type { RequestContext } from "../../server/context.ts";

export type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };

/**
 * Runs the module's loader (GET) or action (other methods) and answers its Response. What the
 * route throws that is not a Response or a thrown data() is rethrown: the app makes it a 500.
 */
export async function answerWith(
  module: RouteModule | undefined,
  request: Request,
  context: RequestContext,
  params: Record<string, string> = {},
): Promise<Response> {
  const fn = request.method === "GET" ? module?.loader : module?.action;
  if (!fn) return new Response("no such route here", { status: 404 });
  try {
    const result = (await fn({ request, context, params } as never)) as unknown;
    if (result instanceof Response) return result;
    const init = (result as { init?: ResponseInit | null } | null)?.init;
    return new Response(JSON.stringify(result ?? null), { status: init?.status ?? 200, headers: init?.headers });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // data(null, { status: 404 }) thrown by a loader: React Router answers with that status.
    const init = (thrown as { type?: string; init?: ResponseInit | null }).init;
    if ((thrown as { type?: string }).type === "DataWithResponseInit") return new Response(null, init ?? {});
    throw thrown;
  }
}

/**
 * A page handler over path patterns ("/jobs/:job"), first match first, as app/routes.ts lists
 * them; a segment's parameter is decoded as React Router decodes it.
 */
export function patternRouter(
  routes: readonly (readonly [string, RouteModule])[],
): (request: Request, context: RequestContext) => Promise<Response> {
  const compiled = routes.map(([pattern, module]) => {
    const names: string[] = [];
    const source = pattern.replace(/:(\w+)/g, (_m, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    return { regex: new RegExp(`^${source}$`), names, module };
  });
  return async (request, context) => {
    const { pathname } = new URL(request.url);
    for (const route of compiled) {
      const match = route.regex.exec(pathname);
      if (!match) continue;
      let params: Record<string, string>;
      try {
        params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
      } catch {
        return new Response(null, { status: 404 });
      }
      return answerWith(route.module, request, context, params);
    }
    return new Response("no such route here", { status: 404 });
  };
}
