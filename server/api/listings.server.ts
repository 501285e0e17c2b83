/** /api/listings: search, states, viewport and one listing. Thin: parse, call the use case, answer. */
import { MAP_CAP } from "@domain/listing-limits.ts";
import { toMarkers, viewParam } from "@domain/map-markers.ts";
import { listingById } from "@server/listings/listing-by-id.server.ts";
import { parseListingSearchParams } from "@domain/search-params.ts";
import { searchListings } from "@server/listings/search.server.ts";
import { searchInsightsHeaders } from "@server/insights/search-insights-headers.server.ts";
import { statesDetailParam, statesWithListings } from "@server/listings/states.server.ts";
import { listingsInViewport, parseViewportParams } from "@server/listings/viewport.server.ts";
import { apiError } from "./errors.ts";
import type { OperationHandlers } from "./operation-handlers.ts";
import { SHORT_CACHE, invalidQuery, parseQueryParam, queryParams } from "./validation.ts";

export const listingsHandlers = {
  "get /api/listings": async (c) => {
    // ?view=markers answers slim markers instead of whole listings (the map's download).
    const view = parseQueryParam(c, "view", viewParam);
    if (!view.ok) return invalidQuery(c, view.error);
    const parsed = parseListingSearchParams(queryParams(c));
    if (!parsed.ok) return invalidQuery(c, parsed.error);
    c.header("Cache-Control", SHORT_CACHE);
    if (view.value === "markers") {
      // The map draws the first 500 (the cap) of the same search, in one page.
      const result = await searchListings(c.var.services, { ...parsed.value, page: 1, pageSize: MAP_CAP });
      return c.json({ ...result, listings: toMarkers(result.listings) });
    }
    const result = await searchListings(c.var.services, parsed.value);
    // Appearances and the search log (not for the map's markers: the page's own list counts).
    for (const [name, value] of Object.entries(searchInsightsHeaders(parsed.value, result))) c.header(name, value);
    return c.json(result);
  },
  "get /api/listings/states": async (c) => {
    const detail = parseQueryParam(c, "detail", statesDetailParam);
    if (!detail.ok) return invalidQuery(c, detail.error);
    const states = await statesWithListings(c.var.services);
    c.header("Cache-Control", SHORT_CACHE);
    // The spec's answer is a list of state names; ?detail=true adds code, slug and count.
    return c.json(detail.value ? states : states.map((s) => s.name));
  },
  "get /api/listings/viewport": async (c) => {
    // ?view=markers answers slim markers instead of whole listings (the map's download).
    const view = parseQueryParam(c, "view", viewParam);
    if (!view.ok) return invalidQuery(c, view.error);
    const parsed = parseViewportParams(queryParams(c));
    if (!parsed.ok) return invalidQuery(c, parsed.error);
    const result = await listingsInViewport(c.var.services, parsed.value);
    c.header("Cache-Control", SHORT_CACHE);
    return c.json(view.value === "markers" ? { ...result, listings: toMarkers(result.listings) } : result);
  },
  "get /api/listings/{id}": async (c) => {
    const raw = c.req.param("id") ?? "";
    // listingById answers null for an id out of range (NaN included) without asking the database.
    const detail = await listingById(c.var.services, { id: /^\d{1,10}$/.test(raw) ? Number(raw) : NaN });
    if (!detail) return apiError(c, 404, "not_found", `No listing ${raw.slice(0, 40)}.`);
    c.header("Cache-Control", SHORT_CACHE);
    return c.json(detail);
  },
} satisfies OperationHandlers;
