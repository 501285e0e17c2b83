/**
 * Alert links (issue 29, ADR 0026): a random token, of which only the SHA-256 is kept
 * (alert_tokens). `confirm` confirms one saved search, once, for ALERT_CONFIRM_LINK_DAYS;
 * `manage` opens /alerts for its address for ALERT_MANAGE_LINK_DAYS, any number of times;
 * `unsubscribe` deletes every saved search of its address, any number of times, without expiry
 * (a mail program's one-click button may be pressed weeks later).
 */
import type { Database } from "@db/client.server.ts";
import { ALERT_CONFIRM_LINK_DAYS, ALERT_MANAGE_LINK_DAYS, ALERT_PATHS } from "@domain/search-alerts.ts";
import { hashToken, isTokenShaped, newToken } from "../auth/tokens.server.ts";

export type AlertTokenPurpose = "confirm" | "manage" | "unsubscribe";

const LIFETIME_DAYS: Record<AlertTokenPurpose, number | null> = {
  confirm: ALERT_CONFIRM_LINK_DAYS,
  manage: ALERT_MANAGE_LINK_DAYS,
  unsubscribe: null,
};

export interface AlertLinks {
  manage: string;
  unsubscribe: string;
}

/** A new token of `purpose` for an address (and the saved search a confirm link confirms). */
export async function createAlertToken(
  database: Pick<Database, "sql">,
  values: { purpose: AlertTokenPurpose; email: string; savedSearchId?: number },
): Promise<string> {
  const token = newToken();
  const days = LIFETIME_DAYS[values.purpose];
  await database.sql`
    insert into alert_tokens (token_hash, purpose, email, saved_search_id, expires_at)
    values (${hashToken(token)}, ${values.purpose}, ${values.email}, ${values.savedSearchId ?? null},
      ${days === null ? null : database.sql`now() + make_interval(days => ${days})`})`;
  return token;
}

/** A manage link and an unsubscribe link per address, in one statement (a digest batch). */
export async function createAlertLinks(
  database: Pick<Database, "sql">,
  emails: readonly string[],
  siteUrl: string,
): Promise<Map<string, AlertLinks>> {
  const links = new Map<string, AlertLinks>();
  const rows = { hash: [] as string[], purpose: [] as string[], email: [] as string[] };
  for (const email of new Set(emails)) {
    const manage = newToken();
    const unsubscribe = newToken();
    links.set(email, {
      manage: `${siteUrl}${ALERT_PATHS.manage}?token=${manage}`,
      unsubscribe: `${siteUrl}${ALERT_PATHS.unsubscribe}?token=${unsubscribe}`,
    });
    rows.hash.push(hashToken(manage), hashToken(unsubscribe));
    rows.purpose.push("manage", "unsubscribe");
    rows.email.push(email, email);
  }
  if (rows.hash.length > 0)
    await database.sql`
      insert into alert_tokens (token_hash, purpose, email, expires_at)
      select h, p, e, case when p = 'manage' then now() + make_interval(days => ${ALERT_MANAGE_LINK_DAYS}) end
      from unnest(${database.sql.array(rows.hash)}::text[], ${database.sql.array(rows.purpose)}::text[],
        ${database.sql.array(rows.email)}::text[]) as t(h, p, e)`;
  return links;
}

/** What a link is: its address, and whether it can still be used. */
export type AlertTokenState =
  | { state: "valid"; id: number; email: string; savedSearchId: number | null }
  | { state: "used" | "expired" | "invalid" };

/** Looks a token up (no change). A token of another purpose is invalid here. */
export async function alertTokenState(
  database: Pick<Database, "sql">,
  token: unknown,
  purpose: AlertTokenPurpose,
): Promise<AlertTokenState> {
  if (!isTokenShaped(token)) return { state: "invalid" };
  const [row] = await database.sql<
    { id: number; email: string; savedSearchId: number | null; used: boolean; live: boolean }[]
  >`
    select id, email, saved_search_id as "savedSearchId", used_at is not null as used,
      (expires_at is null or expires_at > now()) as live
    from alert_tokens where token_hash = ${hashToken(token)} and purpose = ${purpose}`;
  if (!row) return { state: "invalid" };
  if (purpose === "confirm" && row.used) return { state: "used" };
  if (!row.live) return { state: "expired" };
  return { state: "valid", id: row.id, email: row.email, savedSearchId: row.savedSearchId };
}
