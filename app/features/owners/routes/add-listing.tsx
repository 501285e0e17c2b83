import { data, redirect } from "react-router";
import type { Route } from "./+types/add-listing";
import { Card } from "~/components/ui/card.tsx";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { ListingForm } from "~/features/owners/listing-form.tsx";
import { readListingForm } from "~/features/owners/listing-form.server.ts";
import { OwnerPage, ownerMeta } from "~/features/owners/owner-page.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import type { FormState } from "@domain/form-state.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { isPaidTier } from "@domain/payments.ts";
import { requireUser } from "@server/auth/permissions.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { activeInsuranceProviders } from "@server/listings/insurance-providers.server.ts";
import { createListing } from "@server/owners/create-listing.server.ts";

// map: the pin picker's map controls.
export const handle: I18nHandle = { i18n: ["owners", "setting", "language", "funding", "map"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const insurers = await activeInsuranceProviders(context);
  return data(
    {
      title: messagesFor(localeFromRequest(request))["owners.addTitle"],
      insurers: insurers.map((i) => ({ id: i.id, displayName: i.displayName })),
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/**
 * A plain form POST: the listing is stored (pending review), then the plan choice, with the
 * plan picked on /pricing (?plan=, kept in the form's address) preselected.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const locale = localeFromRequest(request);
  const { values, typedBack } = await readListingForm(request);
  const result = await createListing(context, { values, locale });
  if (!result.ok) return formErrorResponse(result.error, locale, typedBack);
  const plan = new URL(request.url).searchParams.get("plan");
  const chosen = isPaidTier(plan) ? `&plan=${plan}` : "";
  return redirect(`/upgrade-checkout?listing=${result.value.id}&new=1${chosen}`, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return ownerMeta(loaderData?.title);
}

export default function AddListing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <OwnerPage title={t("owners.addTitle")} lead={t("owners.addIntro")}>
      <Card className="p-5 sm:p-6">
        <ListingForm
          state={actionData as FormState | undefined}
          initial={{ acceptingNewClients: "unknown" }}
          insurers={loaderData.insurers}
          submitLabel={t("owners.submitAdd")}
        />
      </Card>
    </OwnerPage>
  );
}
