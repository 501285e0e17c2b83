import type { AppLoadContext } from "react-router";

/**
 * The canonical address of a page: the configured public URL when there is one (so the
 * canonical never depends on a proxy's Host header), else the request's own origin.
 */
export function canonicalUrl(request: Request, context: Pick<AppLoadContext, "config">, pathname: string): string {
  const base = context.config.PUBLIC_URL ?? new URL(request.url).origin;
  return new URL(pathname, base.endsWith("/") ? base : `${base}/`).href;
}
