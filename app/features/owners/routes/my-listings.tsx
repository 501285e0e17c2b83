import { data, Form, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/my-listings";
import { FormMessage } from "~/components/forms/auth-form.tsx";
import { formValues, NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Badge, tierBadgeVariant } from "~/components/ui/badge.tsx";
import { Button, buttonClasses } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { OwnerPage, ownerMeta } from "~/features/owners/owner-page.tsx";
import { SuggestionsSection } from "~/features/owners/suggestions-section.tsx";
import { useI18n, useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import type { FormState } from "@domain/form-state.ts";
import { formatMessage } from "@domain/i18n/format.ts";
import { formatUsMediumDate } from "@domain/i18n/us-format.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireUser } from "@server/auth/permissions.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { myListings } from "@server/owners/my-listings.server.ts";
import { DEFAULT_INSIGHT_DAYS, listingInsights } from "@server/insights/listing-insights.server.ts";
import { ListingInsights, type ListingInsightsData } from "~/features/owners/listing-insights.tsx";
import { verifyListingDetails } from "@server/owners/verify-listing-details.server.ts";
import { billingPortal } from "@server/payments/billing-portal.server.ts";
import { acceptSuggestion } from "@server/suggestions/accept-suggestion.server.ts";
import { ownerPendingSuggestions } from "@server/suggestions/owner-pending-suggestions.server.ts";
import { rejectSuggestion } from "@server/suggestions/reject-suggestion.server.ts";

// "community": the suggested fields' names (community.field.*).
// "reminders": the facts about to expire or expired (reminders.expiresOn.*, reminders.expiredOn.*).
export const handle: I18nHandle = {
  i18n: ["owners", "tier", "jobs", "insights", "chart", "community", "reminders"],
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const owned = await myListings(context, { userId: user.id });
  const [insights, suggestions] = await Promise.all([
    listingInsights(context, { listingIds: owned.map((l) => l.id), days: DEFAULT_INSIGHT_DAYS }),
    ownerPendingSuggestions(context),
  ]);
  if (!insights.ok) throw formErrorResponse(insights.error, localeFromRequest(request));
  const byListing = new Map<number, ListingInsightsData>(
    insights.value.map((i) => [
      i.listingId,
      { days: DEFAULT_INSIGHT_DAYS, totals: i.totals, views: i.days.map((d) => ({ day: d.day, value: d.views })) },
    ]),
  );
  return data(
    {
      title: messagesFor(localeFromRequest(request))["owners.myTitle"],
      listings: owned.map((l) => ({ ...l, insights: byListing.get(l.id)! })),
      suggestions: suggestions.ok ? suggestions.value : [],
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/** "Details verified today", "Manage billing" (Stripe's portal) and suggested edits: plain form POSTs. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const locale = localeFromRequest(request);
  const values = formValues(await request.formData());
  if (values.intent === "billing") {
    const result = await billingPortal(context, { listingId: values.listing });
    if (!result.ok) return formErrorResponse(result.error, locale);
    return redirect(result.value.url, { headers: NO_STORE });
  }
  if (values.intent === "accept-suggestion" || values.intent === "reject-suggestion") {
    const accept = values.intent === "accept-suggestion";
    const input = { suggestionId: Number(values.suggestion) };
    const result = accept ? await acceptSuggestion(context, input) : await rejectSuggestion(context, input);
    if (!result.ok) return formErrorResponse(result.error, locale);
    const name = result.value.listingName;
    const key = accept ? "owners.suggestionAccepted" : "owners.suggestionRejected";
    return data<FormState>(
      { notice: formatMessage(locale, messagesFor(locale)[key], { name }) },
      { headers: NO_STORE },
    );
  }
  const result = await verifyListingDetails(context, { listingId: values.listing });
  if (!result.ok) return formErrorResponse(result.error, locale);
  return data<FormState>(
    { notice: formatMessage(locale, messagesFor(locale)["owners.verifiedDone"], { name: result.value.name }) },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return ownerMeta(loaderData?.title);
}

export default function MyListings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useI18n();
  const state = actionData as FormState | undefined;
  const date = (iso: string) => formatUsMediumDate(locale, new Date(iso));
  return (
    <OwnerPage title={t("owners.myTitle")} lead={t("owners.myIntro")}>
      {state?.formError ? (
        <FormMessage kind="error" id="my-message">
          {state.formError}
        </FormMessage>
      ) : state?.notice ? (
        <FormMessage kind="success" id="my-message">
          {state.notice}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Link to="/add-listing" className={buttonClasses()}>
          {t("owners.myAdd")}
        </Link>
        <Link to="/claim-listing" className={buttonClasses({ variant: "secondary" })}>
          {t("owners.myClaim")}
        </Link>
      </div>
      {loaderData.listings.length === 0 ? <p>{t("owners.myEmpty")}</p> : null}
      {loaderData.suggestions.length > 0 ? (
        <SuggestionsSection suggestions={loaderData.suggestions} date={date} />
      ) : null}
      <ul className="flex flex-col gap-4">
        {loaderData.listings.map((l) => (
          <li key={l.id}>
            <Card className="flex flex-col gap-4 p-5">
              <h2 className="flex flex-wrap items-center gap-3 text-xl font-semibold">
                {l.name}
                <Badge variant={tierBadgeVariant(l.tier)}>{t(`owners.tier.${l.tier}` as MessageKey)}</Badge>
              </h2>
              <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
                <Fact term={t("owners.colStatus")} value={t(`owners.status.${l.status}` as MessageKey)} />
                <Fact term={t("owners.colPayment")} value={t(`owners.payment.${l.payment}` as MessageKey)} />
                {l.periodEnd ? (
                  <Fact
                    term={l.payment === "canceling" ? t("owners.colCancels") : t("owners.colRenewal")}
                    value={date(l.periodEnd)}
                  />
                ) : null}
                <Fact term={t("owners.colJobs")} value={String(l.jobPostingAllowance)} />
                <Fact
                  term={t("owners.colVerified")}
                  value={l.lastVerifiedAt ? date(`${l.lastVerifiedAt}T00:00:00Z`) : t("owners.never")}
                />
              </dl>
              {l.factNotices.length > 0 ? (
                <div className="rounded-lg border border-warning bg-warning-soft px-3 py-2.5">
                  <h3 className="text-base font-semibold">{t("reminders.factsLabel")}</h3>
                  <ul className="list-disc pl-5">
                    {l.factNotices.map((n) => (
                      <li key={n.fact}>
                        {n.state === "expiring"
                          ? t(`reminders.expiresOn.${n.fact}`, { date: date(`${n.date}T00:00:00Z`) })
                          : t(`reminders.expiredOn.${n.fact}`, { date: date(`${n.date}T00:00:00Z`) })}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <ListingInsights name={l.name} data={l.insights} />
              <nav aria-label={t("owners.actionsFor", { name: l.name })} className="flex flex-wrap items-center gap-3">
                <Link to={`/my-listings/${l.id}/edit`} className={buttonClasses({ size: "sm" })}>
                  {t("owners.actionEdit")}
                </Link>
                <Link
                  to={`/upgrade-checkout?listing=${l.id}`}
                  className={buttonClasses({ size: "sm", variant: "secondary" })}
                >
                  {t("owners.actionUpgrade")}
                </Link>
                <Link to={`/my-listings/${l.id}/jobs`} className={buttonClasses({ size: "sm", variant: "secondary" })}>
                  {t("jobs.postJob")}
                </Link>
                <Link
                  to={`/upgrade-checkout?listing=${l.id}#packs-heading`}
                  className={buttonClasses({ size: "sm", variant: "secondary" })}
                >
                  {t("owners.actionJobs")}
                </Link>
                {l.hasBilling ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="billing" />
                    <input type="hidden" name="listing" value={l.id} />
                    <Button type="submit" size="sm" variant="secondary">
                      {t("owners.actionBilling")}
                    </Button>
                  </Form>
                ) : null}
                <Form method="post">
                  <input type="hidden" name="intent" value="verify" />
                  <input type="hidden" name="listing" value={l.id} />
                  <Button type="submit" size="sm" variant="ghost">
                    {t("owners.actionVerify")}
                  </Button>
                </Form>
                {l.status === "active" ? (
                  <Link to={l.url} className="link">
                    {t("owners.actionView")}
                  </Link>
                ) : null}
              </nav>
            </Card>
          </li>
        ))}
      </ul>
    </OwnerPage>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-fg-muted">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
