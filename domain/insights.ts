import { firstCharacters } from "./text-safety.ts";
/**
 * Owner insights and the search log (issue 11, issue 13): what a response says it showed, in
 * internal headers that routes set and the outer insights middleware reads, records and removes
 * (server/insights/insights-middleware.server.ts). Headers rather than calls, so a page served
 * from the HTML cache (which replays them without running loaders) is counted the same way.
 */

/** A listing page was shown: the listing id. */
const VIEW_HEADER = "X-Atlas-Insights-View";
/** Search results showed these listings: comma-separated ids. */
export const APPEARANCES_HEADER = "X-Atlas-Insights-Appearances";
/** A visitor followed one of a listing's contact links (/out/{id}/{kind}): `id:kind`. */
export const CLICK_HEADER = "X-Atlas-Insights-Click";
/** A search ran (first page only): `kind:found:place`, place URI-encoded. */
export const SEARCH_HEADER = "X-Atlas-Insights-Search";

/** Every header the middleware reads (and deletes), so a cache can replay exactly these. */
export const INSIGHTS_HEADERS = [VIEW_HEADER, APPEARANCES_HEADER, CLICK_HEADER, SEARCH_HEADER] as const;

const CLICK_KINDS = ["phone", "website", "directions", "email"] as const;
export type ClickKind = (typeof CLICK_KINDS)[number];
export const isClickKind = (v: unknown): v is ClickKind => CLICK_KINDS.includes(v as ClickKind);

/** What one listing's day counts. */
export type ListingMetric = "views" | "appearances" | ClickKind;

/**
 * How a search named its place: a state, a city (as the places table spells it), a zip, a
 * provider name, the visitor's own location (never stored: no coordinates), or nothing.
 */
const SEARCH_KINDS = ["state", "city", "zip", "name", "location", "all"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchLogEntry {
  kind: SearchKind;
  /** '' for location and all. */
  place: string;
  /** False when the search found nothing. */
  found: boolean;
}

/** The most listing ids one response may report (a page shows at most a few dozen). */
const MAX_IDS = 100;
const MAX_PLACE = 60;

const listingId = (raw: string): number | null => {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
};

export const encodeIds = (ids: readonly number[]): string => ids.slice(0, MAX_IDS).join(",");

export function decodeIds(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids = new Set<number>();
  for (const part of value.split(",", MAX_IDS)) {
    const id = listingId(part.trim());
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

export const decodeId = (value: string | null | undefined): number | null => (value ? listingId(value.trim()) : null);

export const encodeClick = (id: number, kind: ClickKind) => `${id}:${kind}`;

export function decodeClick(value: string | null | undefined): { listingId: number; kind: ClickKind } | null {
  const [id, kind, ...rest] = (value ?? "").split(":");
  const parsed = decodeId(id);
  return parsed !== null && isClickKind(kind) && rest.length === 0 ? { listingId: parsed, kind } : null;
}

export const encodeSearch = (e: SearchLogEntry) =>
  `${e.kind}:${e.found ? 1 : 0}:${encodeURIComponent(firstCharacters(e.place, MAX_PLACE).replace(/[\uD800-\uDFFF]/gu, ""))}`;

export function decodeSearch(value: string | null | undefined): SearchLogEntry | null {
  const m = /^([a-z]+):([01]):(.*)$/.exec(value ?? "");
  if (!m || !SEARCH_KINDS.includes(m[1] as SearchKind)) return null;
  let place: string;
  try {
    place = firstCharacters(decodeURIComponent(m[3]!), MAX_PLACE);
  } catch {
    return null;
  }
  return { kind: m[1] as SearchKind, found: m[2] === "1", place };
}

/**
 * Search text that may identify a person rather than a place or a practice: an email address
 * or a long run of digits (a phone number; a zip is read as a zip before this).
 */
export const mayBePersonal = (text: string) => /@/.test(text) || /\d[\d\s().-]{5,}\d/.test(text);

/**
 * Automated clients, by their User-Agent: crawlers, link previews, monitors, headless browsers
 * and HTTP libraries. No User-Agent at all is a script too. A browser that hides itself as
 * another passes; the aim is honest counts of people, not a fortress.
 */
const AUTOMATED =
  /bot\b|bot\/|crawl|spider|slurp|scrap|fetch(er)?\b|headless|lighthouse|pagespeed|phantomjs|selenium|puppeteer|playwright|preview|facebookexternalhit|embedly|whatsapp|skypeuripreview|monitor|uptime|pingdom|statuscake|check_http|python|curl\/|wget|httpie|libwww|lwp-|java\/|okhttp|go-http-client|node-fetch|undici|axios|^node$|ruby|perl|php\/|scrapy|ahrefs|semrush|mj12|dotbot|petalbot|bytespider|gptbot|ccbot|claudebot|anthropic|perplexity|yandex|baiduspider|bingpreview|applebot|duckduckgo|archive\.org|ia_archiver|validator|feed/i;

export function isAutomated(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? "").trim();
  return ua.length === 0 || AUTOMATED.test(ua);
}

/**
 * A speculative load (link prefetch, prerender, a browser's preview): not a visit. Chromium and
 * Firefox send Sec-Purpose; older browsers Purpose, X-Purpose or X-Moz.
 */
export function isPrefetch(get: (name: string) => string | null | undefined): boolean {
  const purpose = [get("sec-purpose"), get("purpose"), get("x-purpose"), get("x-moz")].filter(Boolean).join(" ");
  return /prefetch|prerender|preview/i.test(purpose);
}

/**
 * The header a script-free page's island sends when it posts a heart or "Compare" and reads the
 * page it is redirected back to for the buttons' new state (app/islands/saved.ts): that page is
 * not a new visit.
 */
export const ISLAND_REFRESH_HEADER = "x-island-refresh";

/** The UTC calendar day of an instant, YYYY-MM-DD (counts are kept per UTC day). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The header of a page that shows these listings in its results (none: no header). */
export const appearancesHeaders = (ids: readonly number[]): Record<string, string> =>
  ids.length ? { [APPEARANCES_HEADER]: encodeIds(ids) } : {};

/** The header of a listing's own page. */
export const viewHeaders = (id: number): Record<string, string> => ({ [VIEW_HEADER]: String(id) });
