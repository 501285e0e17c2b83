import { data, Form, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/upgrade-checkout";
import { FormMessage } from "~/components/forms/auth-form.tsx";
import { formValues, NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Button, buttonClasses } from "~/components/ui/button.tsx";
import { Select } from "~/components/ui/select.tsx";
import { JobPackForms, PlanCards } from "~/features/owners/plan-cards.tsx";
import { OwnerPage, ownerMeta } from "~/features/owners/owner-page.tsx";
import { refuseOnPage } from "~/features/owners/refusal.server.ts";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import type { FormState } from "@domain/form-state.ts";
import { formatMessage } from "@domain/i18n/format.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { isPaidTier, isUpgrade } from "@domain/payments.ts";
import { requireUser } from "@server/auth/permissions.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { editableListing } from "@server/owners/listing-access.server.ts";
import { myListings } from "@server/owners/my-listings.server.ts";
import { checkoutStatus } from "@server/payments/checkout-status.server.ts";
import { startCheckout } from "@server/payments/start-checkout.server.ts";

export { OwnerErrorBoundary as ErrorBoundary } from "~/features/owners/owner-error.tsx";

export const handle: I18nHandle = { i18n: ["owners"] };

/** What the page says on return from a payment: done (fulfilled), still waiting, or cancelled. */
async function paymentNotice(request: Request, context: Route.LoaderArgs["context"], listingId: number, name: string) {
  const url = new URL(request.url);
  const messages = messagesFor(localeFromRequest(request));
  const say = (key: MessageKey, params: Record<string, string> = {}) =>
    formatMessage(localeFromRequest(request), messages[key], params);
  if (url.searchParams.get("cancelled") === "1") return say("owners.paymentCancelled");
  const session = url.searchParams.get("session");
  if (url.searchParams.get("paid") !== "1" || !session) return null;
  const status = await checkoutStatus(context, { sessionId: session, listingId });
  if (!status) return null;
  if (!status.fulfilled) return say("owners.paymentPending");
  const item =
    messages[
      (status.kind === "tier" ? `owners.tier.${status.product}` : `owners.jobPack.${status.product}`) as MessageKey
    ];
  return say("owners.paymentDone", { item, name });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const locale = localeFromRequest(request);
  const i18n = routeMessages(request, handle.i18n);
  const title = messagesFor(locale)["owners.upgradeTitle"];
  const param = url.searchParams.get("listing");
  if (!param) {
    const owned = await myListings(context, { userId: user.id });
    return data(
      { title, listing: null, owned: owned.map((o) => ({ id: o.id, name: o.name })), notice: null, i18n },
      { headers: NO_STORE },
    );
  }
  const access = await editableListing(context, param);
  if (!access.ok) throw refuseOnPage(request, access.error);
  const { listing } = access.value;
  // The plan picked on /pricing, when it is still an upgrade for this listing.
  const plan = url.searchParams.get("plan");
  const chosen = isPaidTier(plan) && isUpgrade(listing.tier, plan) ? plan : null;
  return data(
    {
      title,
      listing: {
        id: listing.id,
        name: listing.name,
        tier: listing.tier,
        status: listing.status,
        isNew: url.searchParams.get("new") === "1",
        chosen,
      },
      owned: [],
      notice: await paymentNotice(request, context, listing.id, listing.name),
      i18n,
    },
    { headers: NO_STORE },
  );
}

/** Starts the provider's checkout (Stripe, or the labelled demo page) and sends the browser there. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const locale = localeFromRequest(request);
  const values = formValues(await request.formData());
  const result = await startCheckout(context, {
    listingId: values.listing,
    kind: values.intent === "job_pack" ? "job_pack" : "tier",
    product: values.product,
    locale,
  });
  if (!result.ok) return formErrorResponse(result.error, locale);
  return redirect(result.value.url, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return ownerMeta(loaderData?.title);
}

export default function UpgradeCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as FormState | undefined;
  const { listing } = loaderData;
  if (!listing) {
    return (
      <OwnerPage title={t("owners.upgradeTitle")} lead={t("owners.upgradeIntro")}>
        {loaderData.owned.length === 0 ? (
          <div className="flex flex-col gap-4">
            <p>{t("owners.upgradeNone")}</p>
            <div className="flex flex-wrap gap-3">
              <Link to="/add-listing" className={buttonClasses()}>
                {t("owners.myAdd")}
              </Link>
              <Link to="/claim-listing" className={buttonClasses({ variant: "secondary" })}>
                {t("owners.myClaim")}
              </Link>
            </div>
          </div>
        ) : (
          <Form method="get" className="flex max-w-md flex-col gap-4">
            <Select
              name="listing"
              label={t("owners.upgradeListing")}
              options={loaderData.owned.map((o) => ({ value: String(o.id), label: o.name }))}
            />
            <Button type="submit" className="self-start">
              {t("owners.claimFind")}
            </Button>
          </Form>
        )}
      </OwnerPage>
    );
  }
  return (
    <OwnerPage
      title={listing.isNew ? t("owners.planTitle", { name: listing.name }) : t("owners.upgradeTitle")}
      lead={listing.isNew ? t("owners.planIntro") : t("owners.upgradeIntro")}
    >
      {state?.formError ? (
        <FormMessage kind="error" id="checkout-message">
          {state.formError}
        </FormMessage>
      ) : loaderData.notice ? (
        <FormMessage kind="success" id="checkout-message">
          {loaderData.notice}
        </FormMessage>
      ) : null}
      {listing.status === "pending" ? (
        <p className="rounded-lg border border-border bg-surface-2 px-3 py-2.5">{t("owners.pendingNote")}</p>
      ) : null}
      <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
        <h2 id="plans-heading" className="text-xl font-semibold">
          {listing.isNew ? t("owners.colTier") : t("owners.planTitle", { name: listing.name })}
        </h2>
        <PlanCards listingId={listing.id} currentTier={listing.tier} chosen={listing.chosen} />
      </section>
      <section aria-labelledby="packs-heading" className="flex flex-col gap-4">
        <h2 id="packs-heading" className="text-xl font-semibold">
          {t("owners.jobPacksTitle")}
        </h2>
        <JobPackForms listingId={listing.id} />
      </section>
      <p>
        <Link to="/my-listings" className="link">
          {t("owners.myTitle")}
        </Link>
      </p>
    </OwnerPage>
  );
}
