import type { AppLoadContext } from "react-router";
import { translate } from "@domain/i18n/catalog.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import type { FactSources } from "@domain/provenance.ts";
import { messageKey } from "@server/errors.server.ts";
import { parentReportDisputes } from "@server/parent-reports/parent-report-disputes.server.ts";
import type { ParentReportsData } from "./parent-report-section.tsx";

/** The address parameter a report redirects to the listing with, and its one value. */
const NOTICE_PARAM = "contactReport";
const RECEIVED = "parent_report_received";

/** The listing page after a report: the confirmation shown at the section (PRG). */
export function listingAfterReport(url: string): string {
  return `${url}?${NOTICE_PARAM}=${RECEIVED}#parent-report`;
}

/** "Did you contact them?" on the listing page: today's disputes and the confirmation, if any. */
export async function parentReportsData(
  request: Request,
  context: AppLoadContext,
  listing: { id: number; sources: FactSources },
): Promise<ParentReportsData> {
  const received = new URL(request.url).searchParams.get(NOTICE_PARAM) === RECEIVED;
  return {
    listingId: listing.id,
    disputes: await parentReportDisputes(context.database, { id: listing.id, factSources: listing.sources }),
    notice: received ? translate(localeFromRequest(request), messageKey("communityMessage", RECEIVED)) : null,
  };
}
