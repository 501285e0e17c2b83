import type { AppLoadContext } from "react-router";

/**
 * The canonical address of a page, from the configured site address (config.siteUrl) only: the
 * sitemap, robots.txt and pages are cached, so a forged Host header must never reach them.
 */
export function canonicalUrl(context: Pick<AppLoadContext, "config">, pathname: string): string {
  return new URL(pathname, `${context.config.siteUrl}/`).href;
}
