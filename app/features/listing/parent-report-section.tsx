import { formatLongDate } from "@domain/i18n/format.ts";
import type { Dispute } from "@domain/parent-reports.ts";
import { FormMessage } from "~/components/forms/auth-form.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Disclosure } from "~/components/ui/disclosure.tsx";
import { useI18n } from "~/i18n/index.tsx";
import { ParentReportForm } from "./parent-report-form.tsx";

/** What the listing page needs for "Did you contact them?" (parent-reports-data.server.ts). */
export interface ParentReportsData {
  listingId: number;
  /** The facts parents dispute now (domain/parent-reports.ts). */
  disputes: Dispute[];
  /** The confirmation a report redirected here with (?contactReport=…). */
  notice: string | null;
}

/**
 * The listing page's "Did you contact them?" (issue 29): the facts several parents dispute,
 * then the report form, folded until opened. Works without JavaScript (ADR 0016).
 */
export function ParentReportSection({ data }: { data: ParentReportsData }) {
  const { t, locale } = useI18n();
  const day = (iso: string) => formatLongDate(locale, new Date(`${iso}T00:00:00Z`));
  return (
    <Card className="flex flex-col gap-3 p-5">
      <section aria-labelledby="parent-report-heading" id="parent-report" className="flex scroll-mt-24 flex-col gap-3">
        {data.disputes.length ? (
          <div data-disputed className="rounded-lg border border-warning bg-warning-soft px-3 py-2.5">
            <h2 className="font-bold">{t("parentReport.disputedTitle")}</h2>
            <ul role="list" className="mt-1 flex flex-col gap-1">
              {data.disputes.map((d) => (
                <li key={d.kind} data-dispute={d.kind}>
                  {t(`parentReport.disputed.${d.kind}`, { date: day(d.since) })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <h2 id="parent-report-heading" className="text-lg font-bold">
          {t("parentReport.title")}
        </h2>
        {data.notice ? (
          <FormMessage kind="success" id="parent-report-notice">
            {data.notice}
          </FormMessage>
        ) : null}
        <p className="text-sm text-fg-muted">{t("parentReport.intro")}</p>
        <Disclosure summary={t("parentReport.open")} className="border-b-0">
          <ParentReportForm listingId={data.listingId} />
        </Disclosure>
      </section>
    </Card>
  );
}
