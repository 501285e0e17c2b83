/**
 * The admin listings table's filters (issue 13), shared by the table (/admin/listings) and the
 * CSV export (/admin/import/export.csv): GET parameters → typed filters → query string.
 * Lenient on purpose: an unknown or malformed value is dropped (the filter is off), never an
 * error, so a hand-edited URL still shows a table.
 */
import { LISTING_STATUSES, type ListingStatus } from "./owner-listings.ts";
import { stateByCode } from "./states.ts";
import { TIERS, type Tier } from "./tiers.ts";
import { LAST_VERIFIED_STALE_AFTER_DAYS } from "./fact-freshness.ts";

const ADMIN_LISTING_SORTS = ["name", "created", "updated", "verified", "tier"] as const;
export type AdminListingSort = (typeof ADMIN_LISTING_SORTS)[number];
type SortDirection = "asc" | "desc";

/** Rows per page of the table. */
export const ADMIN_LISTINGS_PAGE_SIZE = 25;
/** "Stale": last verified more than this many days ago, or never (the listing page's rule too). */
export const STALE_AFTER_DAYS = LAST_VERIFIED_STALE_AFTER_DAYS;
/** Longest search text kept (longer input is cut). */
export const ADMIN_LISTING_QUERY_MAX = 100;
/** Deepest page reachable (OFFSET beyond this is slow and nobody pages that far). */
const MAX_PAGE = 4000;

export interface AdminListingFilters {
  /** Words matched against name, city, zip code and email; "" for none. */
  q: string;
  /** Two-letter state code. */
  state: string | null;
  tier: Tier | null;
  status: ListingStatus | null;
  /** Owner verified (true), not verified (false), either (null). */
  ownerVerified: boolean | null;
  /** Only listings last verified over STALE_AFTER_DAYS ago, or never. */
  stale: boolean;
  sort: AdminListingSort;
  dir: SortDirection;
  /** 1-based. */
  page: number;
}

export const DEFAULT_ADMIN_LISTING_FILTERS: AdminListingFilters = {
  q: "",
  state: null,
  tier: null,
  status: null,
  ownerVerified: null,
  stale: false,
  sort: "created",
  dir: "desc",
  page: 1,
};

/** Each sort's natural direction when first chosen (newest first for dates, A→Z for names). */
const DEFAULT_SORT_DIRECTION: Record<AdminListingSort, SortDirection> = {
  name: "asc",
  created: "desc",
  updated: "desc",
  verified: "asc",
  tier: "desc",
};

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** Reads the filters from a URL's query (URLSearchParams, or anything with get()). */
export function parseAdminListingFilters(params: Pick<URLSearchParams, "get">): AdminListingFilters {
  const q = (params.get("q") ?? "").replace(CONTROL, " ").trim().slice(0, ADMIN_LISTING_QUERY_MAX);
  const stateRaw = (params.get("state") ?? "").trim().toUpperCase();
  const state = stateByCode(stateRaw) ? stateRaw : null;
  const verifiedRaw = params.get("verified");
  const sort = oneOf(ADMIN_LISTING_SORTS, params.get("sort")) ?? DEFAULT_ADMIN_LISTING_FILTERS.sort;
  const dir = oneOf(["asc", "desc"] as const, params.get("dir")) ?? DEFAULT_SORT_DIRECTION[sort];
  const pageRaw = Number(params.get("page") ?? "1");
  const page = Number.isSafeInteger(pageRaw) && pageRaw >= 1 ? Math.min(pageRaw, MAX_PAGE) : 1;
  return {
    q,
    state,
    tier: oneOf(TIERS, params.get("tier")),
    status: oneOf(LISTING_STATUSES, params.get("status")),
    ownerVerified: verifiedRaw === "yes" ? true : verifiedRaw === "no" ? false : null,
    stale: params.get("stale") === "1" || params.get("stale") === "on",
    sort,
    dir,
    page,
  };
}

/**
 * The filters as a query string without "?" (defaults left out, so links stay short).
 * `overrides` changes some first: a sort link, a page link, or { page: 1 } for the export.
 */
export function adminListingFiltersToQuery(
  filters: AdminListingFilters,
  overrides: Partial<AdminListingFilters> = {},
): string {
  const f = { ...filters, ...overrides };
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.state) params.set("state", f.state);
  if (f.tier) params.set("tier", f.tier);
  if (f.status) params.set("status", f.status);
  if (f.ownerVerified !== null) params.set("verified", f.ownerVerified ? "yes" : "no");
  if (f.stale) params.set("stale", "1");
  if (f.sort !== DEFAULT_ADMIN_LISTING_FILTERS.sort || f.dir !== DEFAULT_SORT_DIRECTION[f.sort]) {
    params.set("sort", f.sort);
    params.set("dir", f.dir);
  }
  if (f.page > 1) params.set("page", String(f.page));
  return params.toString();
}

/** The query of a column header link: the same filters, that sort, page 1; again flips the direction. */
export function adminListingSortQuery(filters: AdminListingFilters, sort: AdminListingSort): string {
  const dir = filters.sort === sort ? (filters.dir === "asc" ? "desc" : "asc") : DEFAULT_SORT_DIRECTION[sort];
  return adminListingFiltersToQuery(filters, { sort, dir, page: 1 });
}
