import { intlLocale } from "@domain/i18n/locale.ts";
import { SeriesChart } from "~/components/charts/series-chart.tsx";
import { useI18n, type MessageKey } from "~/i18n/index.tsx";
import type { InsightsTotals } from "@server/insights/listing-insights.server.ts";

/** What /my-listings sends for one listing: totals, and page views per day (oldest first). */
export interface ListingInsightsData {
  days: number;
  totals: InsightsTotals;
  views: { day: string; value: number }[];
}

const TOTALS: ReadonlyArray<keyof InsightsTotals> = ["views", "appearances", "phone", "website", "directions", "email"];

/** A listing's insights on /my-listings: the totals of the period and a small chart of page views. */
export function ListingInsights({ name, data }: { name: string; data: ListingInsightsData }) {
  const { t, locale } = useI18n();
  const number = new Intl.NumberFormat(intlLocale(locale));
  const dayLabel = new Intl.DateTimeFormat(intlLocale(locale), { month: "short", day: "numeric", timeZone: "UTC" });
  const points = data.views.map((p) => ({ label: dayLabel.format(new Date(`${p.day}T00:00:00Z`)), value: p.value }));
  return (
    <section aria-label={`${t("insights.heading", { days: data.days })}: ${name}`} className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold">{t("insights.heading", { days: data.days })}</h3>
      <dl
        aria-label={t("insights.totalsLabel", { days: data.days })}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
      >
        {TOTALS.map((k) => (
          <div key={k} className="rounded-lg bg-surface-2 px-3 py-2">
            <dt className="text-xs text-fg-muted">{t(`insights.${k}` as MessageKey)}</dt>
            <dd className="text-xl font-semibold tabular-nums" data-insight={k}>
              {number.format(data.totals[k])}
            </dd>
          </div>
        ))}
      </dl>
      <SeriesChart
        title={t("insights.viewsChart", { days: data.days })}
        points={points}
        periodHeader={t("insights.day")}
        valueHeader={t("insights.views")}
      />
      <p className="text-xs text-fg-muted">{t("insights.note")}</p>
    </section>
  );
}
