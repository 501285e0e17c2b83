/**
 * The daily owner reminders (issue 29): every owner whose active listings have intake (30 days)
 * or insurers (90 days) expiring within REMINDER_DAYS_BEFORE days gets one email a day at most,
 * naming all those listings, with one-click links (server/owners/reminder-link.server.ts).
 * Each fact of a listing is reminded once per confirmation: confirming it again starts a new
 * lifetime and a new reminder before its end.
 *
 * Durable: per owner, the owner_reminders row (keyed by user and day), the links and the email
 * job commit together, so a crash and a rerun on the same day never send twice.
 */
import type { Database } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { factDay } from "@domain/fact-freshness.ts";
import { escapeHtml } from "@domain/html.ts";
import { translate, type MessageKey } from "@domain/i18n/catalog.ts";
import { formatUsMediumDate } from "@domain/i18n/us-format.ts";
import { isLocale, type Locale } from "@domain/i18n/locale.ts";
import {
  actionsFor,
  factsDue,
  REMINDER_LINK_DAYS,
  remindedConfirmationDays,
  type ReminderAction,
  type RemindedFact,
} from "@domain/owner-reminders.ts";
import type { FactSources } from "@domain/provenance.ts";
import { hashToken, newToken } from "../auth/tokens.server.ts";
import { enqueueEmails } from "../email/outbox.server.ts";
import type { EmailMessage } from "../email/mailer.server.ts";

/** Owners handled per transaction: their reminders, links and email jobs commit together. */
const OWNERS_PER_BATCH = 200;

interface Candidate {
  listingId: number;
  name: string;
  city: string;
  state: string;
  userId: number;
  email: string;
  preferredLanguage: string | null;
  factSources: FactSources;
  /** The latest reminder day of each fact of this listing, if any. */
  intakeReminded: string | null;
  insurancesReminded: string | null;
}

interface DueListing {
  id: number;
  name: string;
  city: string;
  state: string;
  facts: { fact: RemindedFact; lastDay: string }[];
}

interface OwnerDue {
  userId: number;
  email: string;
  locale: Locale;
  listings: DueListing[];
}

/** The owners due a reminder on `today` and their listings (owners already reminded today left out). */
async function ownersDue(database: Database, today: string, includeDemo: boolean): Promise<OwnerDue[]> {
  const intake = remindedConfirmationDays("intake", today);
  const insurances = remindedConfirmationDays("insurances", today);
  const rows = await database.sql<Candidate[]>`
    select l.id as "listingId", l.name, l.city, l.state, l.user_id as "userId", u.email,
      u.preferred_language as "preferredLanguage", l.fact_sources as "factSources",
      (select max(k.day)::text from owner_reminder_tokens k
        where k.listing_id = l.id and k.fact = 'intake') as "intakeReminded",
      (select max(k.day)::text from owner_reminder_tokens k
        where k.listing_id = l.id and k.fact = 'insurances') as "insurancesReminded"
    from listings l
    join users u on u.id = l.user_id
    where l.user_id is not null
      and l.status = 'active'
      and u.is_active
      and (${includeDemo}::boolean or not l.demo)
      and (
        (l.fact_sources->'intake'->>'confirmedOn') between ${intake.from} and ${intake.to}
        or (l.fact_sources->'insurances'->>'confirmedOn') between ${insurances.from} and ${insurances.to}
      )
      and not exists (select 1 from owner_reminders r where r.user_id = l.user_id and r.day = ${today}::date)
    order by l.user_id, l.id`;
  const owners = new Map<number, OwnerDue>();
  for (const row of rows) {
    const reminded = { intake: row.intakeReminded, insurances: row.insurancesReminded };
    // Once per confirmation: a reminder sent on or after the day it was confirmed covers it.
    const facts = factsDue(row.factSources, today).filter(({ fact }) => {
      const last = reminded[fact];
      return !(last && last >= row.factSources[fact]!.confirmedOn);
    });
    if (facts.length === 0) continue;
    let owner = owners.get(row.userId);
    if (!owner) {
      const locale = isLocale(row.preferredLanguage) ? row.preferredLanguage : "en";
      owner = { userId: row.userId, email: row.email, locale, listings: [] };
      owners.set(row.userId, owner);
    }
    owner.listings.push({ id: row.listingId, name: row.name, city: row.city, state: row.state, facts });
  }
  return [...owners.values()];
}

interface ReminderLink {
  listingId: number;
  fact: RemindedFact;
  action: ReminderAction;
  url: string;
}

/** The email: per listing, the facts that expire and a link per answer. */
export function reminderMessage(
  owner: Pick<OwnerDue, "email" | "locale" | "listings">,
  links: ReminderLink[],
  { siteUrl, linksExpire }: { siteUrl: string; linksExpire: string },
): EmailMessage {
  const { locale } = owner;
  const t = (key: MessageKey, params?: Record<string, string>) => translate(locale, key, params);
  const day = (d: string) => formatUsMediumDate(locale, new Date(`${d}T00:00:00Z`));
  const text: string[] = [t("email.greetingAnonymous"), "", t("reminderEmail.intro"), ""];
  const html: string[] = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">`,
    `<p style="margin:0 0 16px">${escapeHtml(t("email.greetingAnonymous"))}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(t("reminderEmail.intro"))}</p>`,
  ];
  for (const listing of owner.listings) {
    const title = t("reminderEmail.listing", { name: listing.name, city: listing.city, state: listing.state });
    text.push(title);
    html.push(`<h2 style="margin:24px 0 8px;font-size:18px">${escapeHtml(title)}</h2>`);
    for (const { fact, lastDay } of listing.facts) {
      const due = t(`reminderEmail.due.${fact}`, { date: day(lastDay) });
      text.push(`  ${due}`);
      html.push(`<p style="margin:0 0 8px">${escapeHtml(due)}</p><ul style="margin:0 0 16px;padding-left:20px">`);
      for (const link of links.filter((l) => l.listingId === listing.id && l.fact === fact)) {
        const label = t(`reminderEmail.action.${link.action}`);
        text.push(`  - ${label}: ${link.url}`);
        html.push(
          `<li style="margin:0 0 6px"><a href="${escapeHtml(link.url)}" style="color:#b42318;font-weight:600">${escapeHtml(label)}</a></li>`,
        );
      }
      html.push(`</ul>`);
    }
    text.push("");
  }
  const note = t("reminderEmail.note", { date: day(linksExpire), url: `${siteUrl}/my-listings` });
  text.push(note, "", t("email.footer"), "");
  html.push(
    `<p style="margin:16px 0">${escapeHtml(note)}</p>`,
    `<p style="margin:24px 0 0;font-size:14px;color:#555">${escapeHtml(t("email.footer"))}</p>`,
    `</body></html>`,
  );
  return { to: owner.email, subject: t("reminderEmail.subject"), text: text.join("\n"), html: html.join("") };
}

/**
 * A batch of owners' reminders, in the caller's transaction: records each for the day (an owner
 * already recorded, by a run that committed meanwhile, is left out), stores their links hashed
 * and queues one email job per owner, in three statements. How many emails it queued.
 */
async function remindOwners(
  tx: Database,
  batch: OwnerDue[],
  { today, siteUrl, now }: { today: string; siteUrl: string; now: Date },
): Promise<number> {
  const recorded = await tx.sql<{ userId: number }[]>`
    insert into owner_reminders (user_id, day, listing_ids)
    select (o->>'userId')::int, ${today}::date, array(select jsonb_array_elements_text(o->'listingIds')::int)
    from jsonb_array_elements(${JSON.stringify(batch.map((o) => ({ userId: o.userId, listingIds: o.listings.map((l) => l.id) })))}::jsonb) o
    on conflict (user_id, day) do nothing
    returning user_id as "userId"`;
  const mine = new Set(recorded.map((r) => r.userId));
  const expiresAt = new Date(now.getTime() + REMINDER_LINK_DAYS * 86_400_000);
  const tokens = {
    hash: [] as string[],
    userId: [] as number[],
    listingId: [] as number[],
    fact: [] as string[],
    action: [] as string[],
  };
  const messages: EmailMessage[] = [];
  for (const owner of batch) {
    if (!mine.has(owner.userId)) continue;
    const links: ReminderLink[] = [];
    for (const listing of owner.listings) {
      for (const { fact } of listing.facts) {
        for (const action of actionsFor(fact)) {
          const token = newToken();
          links.push({ listingId: listing.id, fact, action, url: `${siteUrl}/listing-update?token=${token}` });
          tokens.hash.push(hashToken(token));
          tokens.userId.push(owner.userId);
          tokens.listingId.push(listing.id);
          tokens.fact.push(fact);
          tokens.action.push(action);
        }
      }
    }
    messages.push(reminderMessage(owner, links, { siteUrl, linksExpire: factDay(expiresAt) }));
  }
  if (messages.length === 0) return 0;
  await tx.sql`
    insert into owner_reminder_tokens (token_hash, user_id, day, listing_id, fact, action, expires_at)
    select h, u, ${today}::date, l, f, a, ${expiresAt.toISOString()}::timestamptz
    from unnest(${tokens.hash}::text[], ${tokens.userId}::int[], ${tokens.listingId}::int[],
      ${tokens.fact}::text[], ${tokens.action}::text[]) as t(h, u, l, f, a)`;
  await enqueueEmails(tx, messages);
  return messages.length;
}

/**
 * The day's run: every owner due a reminder gets one email (at most one per owner and day,
 * however often this runs). Safe to repeat. The number of emails queued.
 */
export async function sendOwnerReminders(
  database: Database,
  { siteUrl, includeDemo, now = new Date() }: { siteUrl: string; includeDemo: boolean; now?: Date },
): Promise<number> {
  const today = factDay(now);
  const owners = await ownersDue(database, today, includeDemo);
  let sent = 0;
  for (let i = 0; i < owners.length; i += OWNERS_PER_BATCH) {
    const batch = owners.slice(i, i + OWNERS_PER_BATCH);
    sent += await inTransaction(database, async (tx) => {
      return remindOwners(tx, batch, { today, siteUrl, now });
    });
  }
  return sent;
}
