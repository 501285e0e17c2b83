import { SeriesChart } from "~/components/charts/series-chart.tsx";
import { Card } from "~/components/ui/card.tsx";
import { useT, type MessageKey } from "~/i18n/index.tsx";
import type { DashboardCharts } from "./dashboard-data.server.ts";

type Place = DashboardCharts["topPlaces"][number];

function PlacesTable({
  caption,
  places,
  valueOf,
}: {
  caption: string;
  places: Place[];
  valueOf: (p: Place) => number;
}) {
  const t = useT();
  if (places.length === 0) return <p className="text-fg-muted">{t("admin.dashboard.noPlaces")}</p>;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="py-1.5 pe-3 font-semibold">
            {t("admin.dashboard.place")}
          </th>
          <th scope="col" className="py-1.5 pe-3 font-semibold">
            {t("admin.dashboard.placeKind")}
          </th>
          <th scope="col" className="py-1.5 text-right font-semibold">
            {t("admin.dashboard.count")}
          </th>
        </tr>
      </thead>
      <tbody>
        {places.map((p) => (
          <tr key={`${p.kind}:${p.place}`} className="border-t border-border">
            <th scope="row" className="py-1 pe-3 font-normal">
              {p.place}
            </th>
            <td className="py-1 pe-3 text-fg-muted">{t(`admin.dashboard.placeKind.${p.kind}` as MessageKey)}</td>
            <td className="py-1 text-right tabular-nums">{valueOf(p)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChartCard({ children }: { children: React.ReactNode }) {
  return <Card className="flex flex-col gap-3 p-4">{children}</Card>;
}

/** New listings, claims and reviews per week. */
export function ActivityCharts({ charts }: { charts: DashboardCharts }) {
  const t = useT();
  const common = { periodHeader: t("admin.dashboard.week"), valueHeader: t("admin.dashboard.count") };
  return (
    <section aria-labelledby="activity" className="flex flex-col gap-3">
      <h2 id="activity" className="text-xl font-semibold">
        {t("admin.dashboard.activity")}
      </h2>
      <div className="grid gap-4 lg:grid-cols-3">
        <ChartCard>
          <SeriesChart title={t("admin.dashboard.listingsPerWeek")} points={charts.listingsPerWeek} {...common} />
        </ChartCard>
        <ChartCard>
          <SeriesChart title={t("admin.dashboard.claimsPerWeek")} points={charts.claimsPerWeek} {...common} />
        </ChartCard>
        <ChartCard>
          <SeriesChart title={t("admin.dashboard.reviewsPerWeek")} points={charts.reviewsPerWeek} {...common} />
        </ChartCard>
      </div>
    </section>
  );
}

/** Searches per day, the places searched most, and where searches found nothing. */
export function SearchCharts({ charts }: { charts: DashboardCharts }) {
  const t = useT();
  return (
    <section aria-labelledby="searches" className="flex flex-col gap-3">
      <h2 id="searches" className="text-xl font-semibold">
        {t("admin.dashboard.searches")}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard>
          <SeriesChart
            kind="line"
            title={t("admin.dashboard.searchesPerDay")}
            points={charts.searchesPerDay}
            periodHeader={t("admin.dashboard.day")}
            valueHeader={t("admin.dashboard.searches")}
          />
        </ChartCard>
        <ChartCard>
          <SeriesChart
            kind="line"
            title={t("admin.dashboard.zeroPerDay")}
            points={charts.zeroPerDay}
            periodHeader={t("admin.dashboard.day")}
            valueHeader={t("admin.dashboard.zeroResults")}
          />
        </ChartCard>
        <ChartCard>
          <h3 className="text-sm font-semibold">{t("admin.dashboard.topPlaces")}</h3>
          <PlacesTable caption={t("admin.dashboard.topPlaces")} places={charts.topPlaces} valueOf={(p) => p.searches} />
        </ChartCard>
        <ChartCard>
          <h3 className="text-sm font-semibold">{t("admin.dashboard.topZeroPlaces")}</h3>
          <p className="text-sm text-fg-muted">{t("admin.dashboard.topZeroLead")}</p>
          <PlacesTable
            caption={t("admin.dashboard.topZeroPlaces")}
            places={charts.topZeroPlaces}
            valueOf={(p) => p.zeroResults}
          />
        </ChartCard>
      </div>
    </section>
  );
}

function productLabel(t: ReturnType<typeof useT>, product: string): string {
  if (product === "job_pack") return t("admin.dashboard.jobPacks");
  const key = `plan.${product}` as MessageKey;
  const label = t(key);
  return label === key ? product : label;
}

/** Revenue per month (chart of the totals) and per tier per month (table). */
export function RevenueChart({ charts }: { charts: DashboardCharts }) {
  const t = useT();
  const { products, perMonth } = charts.revenue;
  return (
    <section aria-labelledby="revenue" className="flex flex-col gap-3">
      <h2 id="revenue" className="text-xl font-semibold">
        {t("admin.dashboard.revenue")}
      </h2>
      <p className="text-sm text-fg-muted">{t("admin.dashboard.revenueNote")}</p>
      <ChartCard>
        <SeriesChart
          title={t("admin.dashboard.revenuePerMonth")}
          points={perMonth}
          periodHeader={t("admin.dashboard.month")}
          valueHeader={t("admin.dashboard.revenue")}
        />
        <div role="region" aria-labelledby="revenue-table" tabIndex={0} className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption id="revenue-table" className="py-1 text-left font-semibold">
              {t("admin.dashboard.revenueTable")}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="py-1.5 pe-3 font-semibold">
                  {t("admin.dashboard.month")}
                </th>
                {products.map((p) => (
                  <th key={p} scope="col" className="py-1.5 pe-3 text-right font-semibold">
                    {productLabel(t, p)}
                  </th>
                ))}
                <th scope="col" className="py-1.5 text-right font-semibold">
                  {t("admin.dashboard.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {perMonth.map((m) => (
                <tr key={m.label} className="border-t border-border">
                  <th scope="row" className="py-1 pe-3 font-normal">
                    {m.label}
                  </th>
                  {m.cells.map((cell, i) => (
                    <td key={products[i]} className="py-1 pe-3 text-right tabular-nums">
                      {cell}
                    </td>
                  ))}
                  <td className="py-1 text-right font-semibold tabular-nums">{m.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ChartCard>
    </section>
  );
}
