import { intlLocale, type Locale } from "@domain/i18n/locale.ts";
import type { DashboardTrends } from "@server/admin/dashboard-trends.server.ts";
import type { SearchActivity } from "@server/insights/search-activity.server.ts";

/** The dashboard's series with their labels formatted on the server (no Intl work while hydrating). */
export function dashboardCharts(locale: Locale, trends: DashboardTrends, searches: SearchActivity) {
  const lang = intlLocale(locale);
  const day = new Intl.DateTimeFormat(lang, { month: "short", day: "numeric", timeZone: "UTC" });
  const month = new Intl.DateTimeFormat(lang, { month: "short", year: "numeric", timeZone: "UTC" });
  const money = new Intl.NumberFormat(lang, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const dayLabel = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
  const weekly = (points: { start: string; value: number }[]) =>
    points.map((p) => ({ label: dayLabel(p.start), value: p.value }));
  const products = [...new Set(trends.revenuePerMonth.flatMap((m) => Object.keys(m.byProduct)))].sort();
  return {
    listingsPerWeek: weekly(trends.listingsPerWeek),
    claimsPerWeek: weekly(trends.claimsPerWeek),
    reviewsPerWeek: weekly(trends.reviewsPerWeek),
    searchesPerDay: searches.perDay.map((d) => ({ label: dayLabel(d.day), value: d.searches })),
    zeroPerDay: searches.perDay.map((d) => ({ label: dayLabel(d.day), value: d.zeroResults })),
    topPlaces: searches.topPlaces,
    topZeroPlaces: searches.topZeroResultPlaces,
    revenue: {
      products,
      // Whole dollars for the chart; the table shows every tier's amount as currency.
      perMonth: trends.revenuePerMonth.map((m) => ({
        label: month.format(new Date(`${m.start}T00:00:00Z`)),
        value: Math.round(Object.values(m.byProduct).reduce((sum, c) => sum + c, 0) / 100),
        cells: products.map((p) => money.format((m.byProduct[p] ?? 0) / 100)),
        total: money.format(Object.values(m.byProduct).reduce((sum, c) => sum + c, 0) / 100),
      })),
    },
  };
}

export type DashboardCharts = ReturnType<typeof dashboardCharts>;
