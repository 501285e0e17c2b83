import { data, Form } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/demo-billing";
import { FormMessage } from "~/components/forms/auth-form.tsx";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { OwnerPage, ownerMeta } from "~/features/owners/owner-page.tsx";
import { refuseOnPage } from "~/features/owners/refusal.server.ts";
import { useI18n, useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import type { FormState } from "@domain/form-state.ts";
import { formatLongDate, formatMessage } from "@domain/i18n/format.ts";
import { localeFromRequest, type Locale } from "@domain/i18n/locale.ts";
import { requireUser } from "@server/auth/permissions.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { demoBilling, setDemoCancellation } from "@server/payments/demo-cancellation.server.ts";

export { OwnerErrorBoundary as ErrorBoundary } from "~/features/owners/owner-error.tsx";

export const handle: I18nHandle = { i18n: ["owners"] };

const dayText = (locale: Locale, iso: string) => formatLongDate(locale, new Date(iso));

/**
 * Demo payment mode's "Manage billing" (Stripe's portal with real keys): cancel the listing's
 * subscription at the end of the paid period, or keep it. Plain form posts; owner or admin only.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context);
  const billing = await demoBilling(context, { listingId: params.id });
  if (!billing.ok) throw refuseOnPage(request, billing.error);
  const locale = localeFromRequest(request);
  return data(
    {
      title: formatMessage(locale, messagesFor(locale)["owners.demoBillingTitle"], { name: billing.value.name }),
      billing: billing.value,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser(request, context);
  const locale = localeFromRequest(request);
  const values = formValues(await request.formData());
  const cancel = values.intent === "cancel";
  const result = await setDemoCancellation(context, { listingId: params.id, cancel });
  if (!result.ok) return formErrorResponse(result.error, locale);
  const messages = messagesFor(locale);
  const tier = messages[`owners.tier.${result.value.tier}` as MessageKey];
  const notice = cancel
    ? formatMessage(locale, messages["owners.demoBillingCancelled"], {
        tier,
        date: result.value.periodEnd ? dayText(locale, result.value.periodEnd) : "",
      })
    : messages["owners.demoBillingResumed"];
  return data<FormState>({ notice }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return ownerMeta(loaderData?.title);
}

export default function DemoBilling({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useI18n();
  const state = actionData as FormState | undefined;
  const { billing } = loaderData;
  const tier = t(`owners.tier.${billing.tier}` as MessageKey);
  const date = billing.periodEnd ? dayText(locale, billing.periodEnd) : "";
  return (
    <OwnerPage title={loaderData.title}>
      <Card className="flex max-w-xl flex-col gap-4 p-5 sm:p-6">
        <p className="rounded-lg border-2 border-dashed border-primary px-3 py-2 text-lg font-bold">
          {t("owners.demoBillingBanner")}
        </p>
        {state?.formError ? (
          <FormMessage kind="error" id="billing-message">
            {state.formError}
          </FormMessage>
        ) : state?.notice ? (
          <FormMessage kind="success" id="billing-message">
            {state.notice}
          </FormMessage>
        ) : null}
        <p className="text-lg font-semibold">{t("owners.demoBillingPlan", { tier })}</p>
        <p data-testid="demo-billing-state">
          {billing.cancelAtPeriodEnd
            ? t("owners.demoBillingEnds", { tier, date })
            : t("owners.demoBillingRenews", { date })}
        </p>
        <Form method="post" className="flex flex-wrap items-center gap-3">
          {billing.cancelAtPeriodEnd ? (
            <Button type="submit" name="intent" value="resume">
              {t("owners.demoBillingResume")}
            </Button>
          ) : (
            <Button type="submit" name="intent" value="cancel" variant="secondary">
              {t("owners.demoBillingCancel")}
            </Button>
          )}
          <Link to="/my-listings" className="link">
            {t("owners.demoBillingBack")}
          </Link>
        </Form>
      </Card>
    </OwnerPage>
  );
}
