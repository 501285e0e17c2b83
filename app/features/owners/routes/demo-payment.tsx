import { data, Form, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/demo-payment";
import { FormMessage } from "~/components/forms/auth-form.tsx";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { Button, buttonClasses } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { OwnerPage, ownerMeta } from "~/features/owners/owner-page.tsx";
import { useI18n, useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import type { FormState } from "@domain/form-state.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { formatPrice, jobPack } from "@domain/payments.ts";
import { TIER_PRICES } from "@domain/tiers.ts";
import { requireUser } from "@server/auth/permissions.server.ts";
import { isAdmin } from "@server/auth/users.server.ts";
import { messageKey } from "@server/errors.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { listingName } from "@server/owners/listing-name.server.ts";
import { openDemoCheckout } from "@server/payments/checkout-status.server.ts";
import { confirmDemoPayment } from "@server/payments/confirm-demo-payment.server.ts";
import { refuseOnPage } from "~/features/owners/refusal.server.ts";

export { OwnerErrorBoundary as ErrorBoundary } from "~/features/owners/owner-error.tsx";

export const handle: I18nHandle = { i18n: ["owners"] };

/** The labelled demo payment step (no Stripe keys): only the checkout's own owner sees it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const session = new URL(request.url).searchParams.get("session") ?? "";
  const row = await openDemoCheckout(context, { sessionId: session });
  if (!row)
    throw refuseOnPage(request, {
      code: "checkout_unknown",
      status: 404,
      messageKey: messageKey("ownerMessage", "checkout_unknown"),
    });
  if (row.userId !== user.id && !isAdmin(user)) {
    throw refuseOnPage(request, {
      code: "forbidden",
      status: 403,
      messageKey: messageKey("ownerMessage", "forbidden"),
    });
  }
  const price =
    row.kind === "tier" ? TIER_PRICES[row.product as keyof typeof TIER_PRICES] : (jobPack(row.product)?.price ?? 0);
  return data(
    {
      title: messagesFor(localeFromRequest(request))["owners.demoTitle"],
      session,
      listingId: row.listingId,
      name: await listingName(context, row.listingId),
      itemKey: (row.kind === "tier" ? `owners.tier.${row.product}` : `owners.jobPack.${row.product}`) as MessageKey,
      price,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const locale = localeFromRequest(request);
  const values = formValues(await request.formData());
  const result = await confirmDemoPayment(context, { sessionId: values.session });
  if (!result.ok) return formErrorResponse(result.error, locale);
  const params = new URLSearchParams({
    listing: String(result.value.listingId),
    paid: "1",
    session: values.session ?? "",
  });
  return redirect(`/upgrade-checkout?${params}`, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return ownerMeta(loaderData?.title);
}

export default function DemoPayment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useI18n();
  const state = actionData as FormState | undefined;
  const price = formatPrice(loaderData.price, locale);
  return (
    <OwnerPage title={t("owners.demoTitle")}>
      <Card className="flex max-w-xl flex-col gap-4 p-5 sm:p-6">
        <p className="rounded-lg border-2 border-dashed border-primary px-3 py-2 text-lg font-bold">
          {t("owners.demoBanner")}
        </p>
        <p className="text-fg-muted">{t("owners.demoIntro")}</p>
        {state?.formError ? (
          <FormMessage kind="error" id="demo-message">
            {state.formError}
          </FormMessage>
        ) : null}
        <p className="text-lg">
          {t("owners.demoItem", { item: t(loaderData.itemKey), name: loaderData.name })}: <strong>{price}</strong>
        </p>
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="session" value={loaderData.session} />
          <Button type="submit">{t("owners.demoPay", { price })}</Button>
          <Link
            to={`/upgrade-checkout?listing=${loaderData.listingId}&cancelled=1`}
            className={buttonClasses({ variant: "ghost" })}
          >
            {t("owners.demoCancel")}
          </Link>
        </Form>
      </Card>
    </OwnerPage>
  );
}
