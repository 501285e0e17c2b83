/**
 * Counts what a response showed, from the internal headers routes set (domain/insights.ts):
 * listing page views, search appearances, contact-link clicks and searches. It removes those
 * headers before the response leaves, and records only what a person asked for: a GET from a
 * client that is not a bot, not a prefetch and not an island reading its page again; views, appearances and searches when answered
 * 200 (a 301 to the preferred URL or a 404 is not a view), clicks when /out redirected.
 *
 * It must run outside the HTML page cache (server/http/app.server.ts registers it first among
 * the page-related middleware): the cache replays these headers on a hit without running any
 * loader, and this middleware counts a hit as it counts a miss.
 */
import type { MiddlewareHandler } from "hono";
import {
  INSIGHTS_HEADERS,
  ISLAND_REFRESH_HEADER,
  decodeClick,
  decodeId,
  decodeIds,
  decodeSearch,
  isAutomated,
  isPrefetch,
} from "@domain/insights.ts";
import type { AppEnv } from "../http/env.ts";
import type { InsightsRecorder } from "./insights-recorder.server.ts";

export function insightsMiddleware(recorder: InsightsRecorder): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    const values = INSIGHTS_HEADERS.map((name) => h.get(name));
    if (values.every((v) => v === null)) return;
    for (const name of INSIGHTS_HEADERS) h.delete(name);

    const req = c.req.raw;
    if (req.method !== "GET") return;
    if (isAutomated(req.headers.get("user-agent")) || isPrefetch((n) => req.headers.get(n))) return;
    if (req.headers.has(ISLAND_REFRESH_HEADER)) return;
    // INSIGHTS_HEADERS order: view, appearances, click, search.
    const [view, appearances, click, search] = values;
    const status = c.res.status;
    if (status === 200) {
      const viewed = decodeId(view);
      if (viewed !== null) recorder.count(viewed, "views");
      for (const id of decodeIds(appearances)) recorder.count(id, "appearances");
      const searched = decodeSearch(search);
      if (searched) recorder.search(searched);
    }
    // A click is the redirect to the listing's own link (303).
    const clicked = status >= 300 && status < 400 ? decodeClick(click) : null;
    if (clicked) recorder.count(clicked.listingId, clicked.kind);
  };
}
