/**
 * "Email me about this search" (issue 29, ADR 0026): a /search query string becomes a saved
 * search (the place it searched from, a radius and the filters alerts honour). A signed-in user
 * with a verified address saves it to the account, confirmed at once; anyone else gives an
 * address and gets a confirmation link (double opt-in, like the newsletter): until it is opened
 * the search gets nothing. The answer does not say whether the address had searches already.
 * Saves count per IP, confirmation emails per address (server/rate-limit).
 */
import { inTransaction } from "@db/transaction.server.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { parseListingSearchParams, toSearchQuery, type ListingSearchParams } from "@domain/search-params.ts";
import { ALERT_MAX_PER_EMAIL, ALERT_PATHS, alertRadiusMiles, startWeeksOf } from "@domain/search-alerts.ts";
import { describeSavedSearch } from "./saved-search-words.server.ts";
import { render, type Parts } from "../email/templates.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { enqueueEmail } from "../email/outbox.server.ts";
import { hitRateLimit } from "../rate-limit/rate-limit.server.ts";
import { planSearch } from "../listings/search-plan.server.ts";
import { activeInsurerIds } from "../listings/filters.server.ts";
import { placeKeys } from "@domain/service-areas.ts";
import { emailAddress } from "../auth/validation.ts";
import type { CallerContext } from "../use-case.ts";
import { createAlertToken } from "./alert-tokens.server.ts";

export type SaveSearchOutcome =
  | { ok: true; status: "saved" | "check_inbox"; email: string }
  | { ok: false; code: "email_invalid" | "no_place" | "too_many" | "rate_limited"; retryAfterSeconds?: number };

/** The columns a search's parameters give a saved search (the place aside). */
function filterColumns(p: ListingSearchParams, insuranceIds: number[]) {
  return {
    services: [...p.services],
    settings: [...p.settings],
    languages: [...p.languages],
    funding: [...p.funding],
    insuranceIds,
    accepting: p.accepting,
    startWeeks: startWeeksOf(p.startWithin),
    age: p.age ?? null,
    providerKind: p.providerKind ?? null,
    minRating: p.rating !== undefined && p.rating > 0 ? p.rating : null,
  };
}

/** The query string a saved search keeps: the search without its page, size, order or map flags. */
function keptQuery(p: ListingSearchParams): string {
  return toSearchQuery({
    ...p,
    page: 1,
    pageSize: undefined,
    sort: undefined,
    homepageMap: false,
    statePage: false,
  }).toString();
}

export async function saveSearch(
  ctx: CallerContext,
  input: { query: unknown; email: unknown; locale: Locale },
): Promise<SaveSearchOutcome> {
  const { database, auth } = ctx;
  const parsed = parseListingSearchParams(new URLSearchParams(typeof input.query === "string" ? input.query : ""));
  if (!parsed.ok) return { ok: false, code: "no_place" };
  const p = parsed.value;
  const user = await auth.user();
  const account = user?.emailVerified ? user : null;
  let email: string;
  if (account) email = account.email.trim().toLowerCase();
  else {
    const typed = emailAddress.safeParse(typeof input.email === "string" ? input.email : "");
    if (!typed.success) return { ok: false, code: "email_invalid" };
    email = typed.data.toLowerCase();
  }
  const attempt = await hitRateLimit(database, "alertIp", auth.ip ?? "unknown");
  if (attempt.blocked) return { ok: false, code: "rate_limited", retryAfterSeconds: attempt.retryAfterSeconds };

  const plan = await planSearch(ctx, p);
  const origin = plan.origin;
  if (!origin || (plan.mode !== "zip" && plan.mode !== "city" && plan.mode !== "filtered")) {
    return { ok: false, code: "no_place" };
  }
  const placeLabel = origin.label ?? `${origin.lat.toFixed(3)}, ${origin.lng.toFixed(3)}`;
  const radiusMiles = alertRadiusMiles(plan.radiusMiles ?? p.distance);
  const insuranceIds = await activeInsurerIds(database.sql, p.insurances);
  // Insurers were asked for and none is known: the search matches nothing, so nothing to save.
  if (p.insurances.length > 0 && insuranceIds.length === 0) return { ok: false, code: "no_place" };

  const filters = filterColumns(p, insuranceIds);
  // Providers whose service area covers the place alert too, as they are found by the search (ADR 0025).
  const areaKeys = plan.covered ? placeKeys(plan.covered.place, plan.covered.settings) : [];
  const perAddress = account ? null : await hitRateLimit(database, "alertEmail", email);
  if (perAddress?.blocked) return { ok: true, status: "check_inbox", email };

  return inTransaction(database, async (tx) => {
    // Counted under a lock on the address, in the insert's transaction: two saves at once cannot
    // both pass the limit. An address typed by someone else learns nothing: only its account is told.
    await tx.sql`select pg_advisory_xact_lock(hashtext(${`saved_searches:${email}`}))`;
    const [held] = await tx.sql<{ count: number }[]>`
      select count(*)::int as count from saved_searches where email = ${email}`;
    if ((held?.count ?? 0) >= ALERT_MAX_PER_EMAIL)
      return account
        ? ({ ok: false, code: "too_many" } as const)
        : ({ ok: true, status: "check_inbox", email } as const);
    const [row] = await tx.sql<{ id: number }[]>`
      insert into saved_searches (email, user_id, locale, confirmed_at, place_label, latitude, longitude,
        radius_miles, place_keys, services, settings, languages, funding, insurance_ids, accepting, start_weeks, age,
        provider_kind, min_rating, query)
      values (${email}, ${account?.id ?? null}, ${input.locale}, ${account ? tx.sql`now()` : null}, ${placeLabel},
        ${origin.lat}, ${origin.lng}, ${radiusMiles}, ${tx.sql.array(areaKeys)}::text[],
        ${tx.sql.array(filters.services)}::text[],
        ${tx.sql.array(filters.settings)}::text[], ${tx.sql.array(filters.languages)}::text[],
        ${tx.sql.array(filters.funding)}::text[], ${tx.sql.array(filters.insuranceIds)}::int[], ${filters.accepting},
        ${filters.startWeeks}, ${filters.age}, ${filters.providerKind}, ${filters.minRating}, ${keptQuery(p)})
      returning id`;
    if (account) return { ok: true, status: "saved", email } as const;
    const token = await createAlertToken(tx, { purpose: "confirm", email, savedSearchId: row!.id });
    const search = describeSavedSearch(input.locale, {
      placeLabel,
      radiusMiles,
      ...filters,
      insuranceCount: filters.insuranceIds.length,
    });
    await enqueueEmail(
      tx,
      alertConfirmMessage(input.locale, email, `${auth.linkBase}${ALERT_PATHS.confirm}?token=${token}`, search),
    );
    return { ok: true, status: "check_inbox", email } as const;
  });
}

/** The double opt-in email: one link that starts the alert (single use, a week). */
function alertConfirmMessage(locale: Locale, to: string, url: string, search: string) {
  const parts: Parts = {
    subject: translate(locale, "alertEmail.confirm.subject"),
    greeting: translate(locale, "email.greetingAnonymous"),
    paragraphs: [
      translate(locale, "alertEmail.confirm.intro", { search }),
      translate(locale, "alertEmail.confirm.note"),
    ],
    link: { url, label: translate(locale, "alertEmail.confirm.button") },
    footer: translate(locale, "email.footer"),
  };
  return render(to, parts);
}
