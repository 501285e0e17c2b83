import { data } from "react-router";
import type { Route } from "./+types/edit-listing";
import { Card } from "~/components/ui/card.tsx";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { ListingForm } from "~/features/owners/listing-form.tsx";
import { ListingImagesSection } from "~/features/owners/listing-images-section.tsx";
import { ParentReportsSection } from "~/features/owners/parent-reports-section.tsx";
import { photoMessages } from "~/features/owners/photo-messages.server.ts";
import { listingFormValues, readListingForm } from "~/features/owners/listing-form.server.ts";
import { OwnerPage, ownerMeta } from "~/features/owners/owner-page.tsx";
import { refuseOnPage } from "~/features/owners/refusal.server.ts";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import type { FormState } from "@domain/form-state.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { formatMessage } from "@domain/i18n/format.ts";
import { requireUser } from "@server/auth/permissions.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { activeInsuranceProviders } from "@server/listings/insurance-providers.server.ts";
import { editableListing } from "@server/owners/listing-access.server.ts";
import { listingImages } from "@server/images/listing-images.server.ts";
import { imageLimit } from "@domain/listing-images.ts";
import { updateListing } from "@server/owners/update-listing.server.ts";
import { listingParentReports } from "@server/parent-reports/listing-parent-reports.server.ts";
import { areaSettingsOf } from "@server/owners/update-service-areas.server.ts";
import { readServiceAreas } from "@domain/service-areas.ts";
import { ServiceAreaSection } from "~/features/owners/service-area-section.tsx";

export { OwnerErrorBoundary as ErrorBoundary } from "~/features/owners/owner-error.tsx";

// ownerMessage: the photo section says why an upload was refused; map: the pin picker's map controls.
export const handle: I18nHandle = {
  i18n: ["owners", "images", "ownerMessage", "setting", "language", "funding", "map", "parentReport", "serviceArea"],
};

/** Only the listing's owner or an admin: checked for this listing on every load and save. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context);
  const access = await editableListing(context, params.id);
  if (!access.ok) throw refuseOnPage(request, access.error);
  const { listing } = access.value;
  const locale = localeFromRequest(request);
  const insurers = await activeInsuranceProviders(context);
  const i18n = routeMessages(request, handle.i18n);
  // What parents reported (issue 29): the same owner-or-admin check as the page.
  const reports = await listingParentReports(context, { listingId: listing.id });
  return data(
    {
      id: listing.id,
      name: listing.name,
      // Keys the form: after a save the stored values are shown again, not the typed ones.
      version: listing.updatedAt.toISOString(),
      title: formatMessage(locale, messagesFor(locale)["owners.editTitle"], { name: listing.name }),
      initial: await listingFormValues(context.database, listing),
      insurers: insurers.map((i) => ({ id: i.id, displayName: i.displayName })),
      parentReports: reports.ok ? reports.value : [],
      serviceAreas: readServiceAreas(listing.serviceAreas),
      areaSettings: areaSettingsOf(listing.careSettings),
      saved: new URL(request.url).searchParams.get("saved") === "1",
      photos: {
        images: await listingImages(context, listing.id),
        limit: imageLimit(listing.tier),
        ...photoMessages(request, i18n, imageLimit(listing.tier)),
      },
      i18n,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser(request, context);
  const locale = localeFromRequest(request);
  const { values, typedBack } = await readListingForm(request);
  const result = await updateListing(context, { listingId: params.id, values });
  if (!result.ok) {
    if (result.error.status === 403 || result.error.status === 404) throw refuseOnPage(request, result.error);
    return formErrorResponse(result.error, locale, typedBack);
  }
  return data<FormState>({ notice: messagesFor(locale)["owners.saved"] }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return ownerMeta(loaderData?.title);
}

export default function EditListing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as FormState | undefined;
  return (
    <OwnerPage title={t("owners.editTitle", { name: loaderData.name })} lead={t("owners.editIntro")}>
      <Card className="p-5 sm:p-6">
        {state?.notice ? (
          <p role="status" className="mb-5 rounded-lg border border-success bg-success-soft px-3 py-2.5 font-medium">
            {state.notice}
          </p>
        ) : null}
        <ListingForm
          key={loaderData.version}
          state={state?.notice ? undefined : state}
          initial={loaderData.initial}
          insurers={loaderData.insurers}
          submitLabel={t("owners.submitEdit")}
        />
      </Card>
      {loaderData.parentReports.length ? (
        <Card className="mt-6 p-5 sm:p-6">
          <ParentReportsSection reports={loaderData.parentReports} />
        </Card>
      ) : null}
      <Card className="mt-6 p-5 sm:p-6">
        <ServiceAreaSection
          listingId={loaderData.id}
          areas={loaderData.serviceAreas}
          offered={loaderData.areaSettings.length > 0}
        />
      </Card>
      <Card className="mt-6 p-5 sm:p-6">
        <ListingImagesSection listingId={loaderData.id} {...loaderData.photos} />
      </Card>
    </OwnerPage>
  );
}
