/**
 * The query of an admin catalogue table (/admin/insurance, /admin/products, /admin/blog), read
 * from the page address so search, filters, sort and page work as plain links and GET forms.
 */
import { isBlogStatus, type BlogStatus } from "./catalogue-admin.ts";

const ADMIN_PER_PAGE = 25;

export interface AdminListQuery {
  /** Search text ("" for none). */
  q: string;
  /** shown = active, hidden = inactive (insurers, products). */
  visibility: "all" | "shown" | "hidden";
  /** order = the catalogue's own order (sortOrder) or, for the blog, newest first; name = A→Z. */
  sort: "order" | "name";
  page: number;
  perPage: number;
  /** Blog only. */
  locale: "en" | "es" | null;
  status: BlogStatus | null;
  tag: string | null;
}

const TAG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Unknown or malformed values fall back to "no filter", so an edited address still shows a table. */
export function parseAdminListQuery(params: URLSearchParams): AdminListQuery {
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const visibility = params.get("show");
  const page = Number(params.get("page"));
  const locale = params.get("lang");
  const status = params.get("status");
  const tag = (params.get("tag") ?? "").trim().toLowerCase();
  return {
    // eslint-disable-next-line no-control-regex -- a search never holds control characters
    q: /[\u0000-\u001f\u007f\uD800-\uDFFF]/u.test(q) ? "" : q,
    visibility: visibility === "shown" || visibility === "hidden" ? visibility : "all",
    sort: params.get("sort") === "name" ? "name" : "order",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    perPage: ADMIN_PER_PAGE,
    locale: locale === "en" || locale === "es" ? locale : null,
    status: isBlogStatus(status) ? status : null,
    tag: TAG.test(tag) && tag.length <= 40 ? tag : null,
  };
}

/** The address of the same table with some parameters changed (page back to 1 unless given). */
export function adminListHref(path: string, query: AdminListQuery, change: Partial<AdminListQuery>): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.visibility !== "all") params.set("show", next.visibility);
  if (next.locale) params.set("lang", next.locale);
  if (next.status) params.set("status", next.status);
  if (next.tag) params.set("tag", next.tag);
  if (next.sort !== "order") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
