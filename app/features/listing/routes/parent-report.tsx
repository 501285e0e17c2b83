import { data, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/parent-report";
import type { FormState } from "@domain/form-state.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { PageHeader } from "~/components/page/page-header.tsx";
import { Card } from "~/components/ui/card.tsx";
import { NO_STORE, formValues } from "~/lib/page-data/form-page.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { listingById } from "@server/listings/listing-by-id.server.ts";
import { submitParentReport } from "@server/parent-reports/submit-parent-report.server.ts";
import { ParentReportForm } from "../parent-report-form.tsx";
import { listingAfterReport } from "../parent-reports-data.server.ts";

export const handle: I18nHandle = { i18n: ["parentReport"] };

/** The active listing the address names, else a 404. */
async function listingOr404(context: Route.LoaderArgs["context"], raw: string | undefined) {
  if (!raw || !/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) throw data(null, { status: 404 });
  const detail = await listingById(context, { id: Number(raw) });
  if (!detail) throw data(null, { status: 404 });
  return detail.listing;
}

/**
 * /listings/{id}/contact-report: "Did you contact them?" on its own page. The listing page's
 * form posts here; a report saved redirects back to the listing with a confirmation (PRG), a
 * refused one is answered here with what was typed.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const listing = await listingOr404(context, params.id);
  return data(
    {
      listing: { id: listing.id, name: listing.name, url: listing.url },
      title: messagesFor(localeFromRequest(request))["parentReport.pageTitle"],
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const listing = await listingOr404(context, params.id);
  const values = formValues(await request.formData());
  const result = await submitParentReport(context, {
    listingId: listing.id,
    values,
    locale: localeFromRequest(request),
  });
  if (!result.ok) {
    const { kind = "", note = "" } = values;
    return formErrorResponse(result.error, localeFromRequest(request), { kind, note });
  }
  return redirect(listingAfterReport(listing.url), { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Report"} | ABA Atlas` }, { name: "robots", content: "noindex" }];
}

export default function ParentReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { listing } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <p>
          <Link to={listing.url} className="link">
            {t("parentReport.backToListing", { name: listing.name })}
          </Link>
        </p>
        <PageHeader title={loaderData.title} lead={t("parentReport.intro")} />
        <Card className="p-5 sm:p-6">
          <ParentReportForm listingId={listing.id} state={actionData as FormState | undefined} />
        </Card>
      </div>
    </main>
  );
}
