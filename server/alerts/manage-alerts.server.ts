/**
 * /alerts (issue 29): who may see and change which saved searches, and the changes. A manage
 * link (from an alert email) reaches exactly its address's searches; a signed-in user reaches
 * the searches of the account and, once the account's address is verified, those saved with that
 * address. Nothing else: every statement carries that condition, so an id of someone else's
 * search changes nothing (and says so as "not found").
 */
import type { Database } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { ALERT_RADIUS_CHOICES } from "@domain/search-alerts.ts";
import type { SessionUser } from "../auth/users.server.ts";
import { alertTokenState, type AlertTokenState } from "./alert-tokens.server.ts";

/** Whose saved searches a request reaches. */
export type AlertsOwner = { kind: "link"; email: string } | { kind: "user"; userId: number; email: string | null };

export function ownerOfUser(user: Pick<SessionUser, "id" | "email" | "emailVerified">): AlertsOwner {
  return { kind: "user", userId: user.id, email: user.emailVerified ? user.email.trim().toLowerCase() : null };
}

/** The owner a manage link names, or why the link does not work. */
export async function ownerOfLink(
  database: Pick<Database, "sql">,
  token: unknown,
): Promise<{ owner: AlertsOwner } | { refused: Exclude<AlertTokenState["state"], "valid"> }> {
  const state = await alertTokenState(database, token, "manage");
  if (state.state !== "valid") return { refused: state.state };
  return { owner: { kind: "link", email: state.email } };
}

function ownedBy(database: Pick<Database, "sql">, owner: AlertsOwner) {
  const { sql } = database;
  if (owner.kind === "link") return sql`s.email = ${owner.email}`;
  return owner.email === null
    ? sql`s.user_id = ${owner.userId}`
    : sql`(s.user_id = ${owner.userId} or s.email = ${owner.email})`;
}

export interface SavedSearchRow {
  id: number;
  email: string;
  confirmed: boolean;
  paused: boolean;
  placeLabel: string;
  radiusMiles: number;
  accepting: boolean;
  startWeeks: number | null;
  services: string[];
  settings: string[];
  languages: string[];
  funding: string[];
  insuranceCount: number;
  age: number | null;
  minRating: number | null;
  providerKind: string | null;
  query: string;
}

export async function listSavedSearches(
  database: Pick<Database, "sql">,
  owner: AlertsOwner,
): Promise<SavedSearchRow[]> {
  return database.sql<SavedSearchRow[]>`
    select s.id, s.email, s.confirmed_at is not null as confirmed, s.paused, s.place_label as "placeLabel",
      s.radius_miles as "radiusMiles", s.accepting, s.start_weeks as "startWeeks", s.services, s.settings,
      s.languages, s.funding, cardinality(s.insurance_ids) as "insuranceCount", s.age,
      s.min_rating::float8 as "minRating", s.provider_kind as "providerKind", s.query
    from saved_searches s where ${ownedBy(database, owner)}
    order by s.id`;
}

export type AlertChange =
  { action: "delete" } | { action: "pause" } | { action: "resume" } | { action: "radius"; radiusMiles: number };

/** Parses a form's change; null for anything else. */
export function parseAlertChange(form: { action: unknown; radius: unknown }): AlertChange | null {
  const { action } = form;
  if (action === "delete" || action === "pause" || action === "resume") return { action };
  if (action === "radius") {
    const miles = Number(form.radius);
    return (ALERT_RADIUS_CHOICES as readonly number[]).includes(miles) ? { action, radiusMiles: miles } : null;
  }
  return null;
}

/** Applies a change to one of the owner's saved searches: false when the owner has no such search. */
export async function changeSavedSearch(
  database: Database,
  owner: AlertsOwner,
  id: number,
  change: AlertChange,
): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return false;
  const { sql } = database;
  const mine = sql`s.id = ${id} and ${ownedBy(database, owner)}`;
  const rows =
    change.action === "delete"
      ? await sql`delete from saved_searches s where ${mine} returning s.id`
      : change.action === "radius"
        ? await sql`update saved_searches s set radius_miles = ${change.radiusMiles} where ${mine} returning s.id`
        : await sql`update saved_searches s set paused = ${change.action === "pause"} where ${mine} returning s.id`;
  return rows.length > 0;
}

/** Opens a confirmation link: its saved search starts getting alerts. Used once. */
export async function confirmSavedSearch(
  database: Database,
  token: unknown,
): Promise<{ state: "confirmed"; email: string } | { state: "used" | "expired" | "invalid" }> {
  return inTransaction(database, async (tx) => {
    const state = await alertTokenState(tx, token, "confirm");
    if (state.state !== "valid") return { state: state.state };
    const [used] = await tx.sql`
      update alert_tokens set used_at = now() where id = ${state.id} and used_at is null returning id`;
    if (!used) return { state: "used" as const };
    const confirmed = await tx.sql`
      update saved_searches set confirmed_at = coalesce(confirmed_at, now())
      where id = ${state.savedSearchId} and email = ${state.email} returning id`;
    // The search was deleted meanwhile: nothing to start.
    if (confirmed.length === 0) return { state: "invalid" as const };
    return { state: "confirmed" as const, email: state.email };
  });
}

/**
 * An unsubscribe link (the page's button, or a mail program's RFC 8058 one-click POST): every
 * saved search of its address is deleted, with its other links. Works any number of times.
 */
export async function unsubscribeAlerts(
  database: Database,
  token: unknown,
): Promise<{ state: "done"; email: string } | { state: "invalid" }> {
  const state = await alertTokenState(database, token, "unsubscribe");
  if (state.state !== "valid") return { state: "invalid" };
  await inTransaction(database, async (tx) => {
    await tx.sql`delete from saved_searches where email = ${state.email}`;
    await tx.sql`delete from alert_tokens where email = ${state.email} and purpose <> 'unsubscribe'`;
    await tx.sql`update alert_tokens set used_at = coalesce(used_at, now()) where id = ${state.id}`;
  });
  return { state: "done", email: state.email };
}
