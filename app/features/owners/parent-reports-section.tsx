import { formatLongDate } from "@domain/i18n/format.ts";
import type { ParentReportKind } from "@domain/parent-reports.ts";
import { textLanguage } from "@domain/i18n/content-language.ts";
import { useI18n } from "~/i18n/index.tsx";

export interface OwnerParentReport {
  id: number;
  kind: ParentReportKind;
  note: string | null;
  language: string | null;
  createdAt: string;
}

/**
 * The edit page's "What parents reported" (issue 29): the listing's open reports, newest first,
 * for its owner (and admins). Nothing when there are none.
 */
export function ParentReportsSection({ reports }: { reports: readonly OwnerParentReport[] }) {
  const { t, locale } = useI18n();
  if (reports.length === 0) return null;
  return (
    <section
      aria-labelledby="parent-reports-heading"
      className="flex flex-col gap-3"
      data-testid="owner-parent-reports"
    >
      <h2 id="parent-reports-heading" className="text-xl font-bold">
        {t("parentReport.ownerTitle")}
      </h2>
      <p className="text-fg-muted">{t("parentReport.ownerIntro")}</p>
      <ul className="flex flex-col gap-3">
        {reports.map((r) => (
          <li key={r.id} className="rounded-lg border border-border px-4 py-3">
            <p className="font-semibold">{t(`parentReport.kind.${r.kind}`)}</p>
            <p className="text-sm text-fg-muted">
              {t("parentReport.reportedOn", { date: formatLongDate(locale, new Date(r.createdAt)) })}
            </p>
            {r.note ? (
              <p lang={textLanguage(r.language)} className="mt-1 break-words whitespace-pre-wrap">
                <span className="sr-only">{t("parentReport.noteLabel")}: </span>
                {r.note}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
