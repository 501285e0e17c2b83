/**
 * The admin console's people sections (users, contact messages, provider contacts, audit log):
 * their GET query parameters, read the same way by the pages and the use cases. Anything
 * unknown or malformed falls back to the default, never an error: a hand-edited URL still shows
 * a page.
 */
import { ROLES, type Role } from "./roles.ts";

export const ADMIN_PAGE_SIZE = 25;
/** Longest search text kept (longer is cut). */
const MAX_SEARCH = 100;
/** The last page anyone pages to; past it the count is what matters. */
const MAX_PAGE = 10_000;

type Params = URLSearchParams;

const text = (params: Params, name: string) => (params.get(name) ?? "").trim().slice(0, MAX_SEARCH);

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function pageOf(params: Params): number {
  const n = Number(params.get("page"));
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

function positiveId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n > 0 ? n : null;
}

/** A calendar day YYYY-MM-DD that exists, or null. */
export function calendarDay(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

export type SortDirection = "asc" | "desc";

const USER_SORTS = ["username", "created", "lastSignIn"] as const;
type UserSort = (typeof USER_SORTS)[number];

export interface UserFilters {
  q: string;
  role: Role | "";
  status: "" | "active" | "inactive";
  sort: UserSort;
  dir: SortDirection;
  page: number;
}

export function parseUserFilters(params: Params): UserFilters {
  return {
    q: text(params, "q"),
    role: oneOf(params.get("role"), ["", ...ROLES], ""),
    status: oneOf(params.get("status"), ["", "active", "inactive"], ""),
    sort: oneOf(params.get("sort"), USER_SORTS, "created"),
    dir: oneOf(params.get("dir"), ["asc", "desc"], params.get("sort") === "username" ? "asc" : "desc"),
    page: pageOf(params),
  };
}

export interface MessageFilters {
  status: "" | "unanswered" | "answered";
  page: number;
}

export function parseMessageFilters(params: Params): MessageFilters {
  return { status: oneOf(params.get("status"), ["", "unanswered", "answered"], ""), page: pageOf(params) };
}

export interface ContactFilters {
  q: string;
  linked: "" | "yes" | "no";
  page: number;
}

export function parseContactFilters(params: Params): ContactFilters {
  return { q: text(params, "q"), linked: oneOf(params.get("linked"), ["", "yes", "no"], ""), page: pageOf(params) };
}

export interface AuditFilters {
  /** A username or an account id. */
  actor: string;
  action: string;
  objectType: string;
  objectId: string;
  from: string | null;
  to: string | null;
  page: number;
}

export function parseAuditFilters(params: Params): AuditFilters {
  const word = (name: string) => (/^[a-z_]{1,40}$/.test(text(params, name)) ? text(params, name) : "");
  return {
    actor: text(params, "actor"),
    action: word("action"),
    objectType: word("objectType"),
    objectId: text(params, "objectId").slice(0, 40),
    from: calendarDay(params.get("from")),
    to: calendarDay(params.get("to")),
    page: pageOf(params),
  };
}

/** An account id typed in a filter, or null when it is a name. */
export function accountIdOf(value: string): number | null {
  return positiveId(value);
}

/**
 * The URL of a list with some parameters changed: empty values are dropped and any change but
 * the page's own goes back to page 1.
 */
export function listHref(
  path: string,
  current: Record<string, string | number | null>,
  change: Record<string, string | number | null>,
): string {
  const merged: Record<string, string | number | null> = { ...current, ...change };
  if (!("page" in change)) merged.page = null;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value === null || value === "" || (key === "page" && value === 1)) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
}
