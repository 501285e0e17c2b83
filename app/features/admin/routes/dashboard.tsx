import { data, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/dashboard";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Card } from "~/components/ui/card.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import { useT, type I18nHandle, type MessageKey } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { adminHomeFor } from "@domain/admin-sections.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { adminActionCounts, type AdminActionCounts } from "@server/admin/admin-action-counts.server.ts";
import { dashboardTrends } from "@server/admin/dashboard-trends.server.ts";
import { searchActivity } from "@server/insights/search-activity.server.ts";
import { dashboardCharts } from "~/features/admin/dashboard-data.server.ts";
import { ActivityCharts, RevenueChart, SearchCharts } from "~/features/admin/dashboard-sections.tsx";
import { requireRole } from "@server/auth/permissions.server.ts";
import { formErrorResponse } from "~/lib/form-error.server.ts";
import { registryFreshness } from "@server/nppes/registry-freshness.server.ts";
import { RegistryFreshnessCard } from "~/features/admin/registry/registry-freshness.tsx";

export const handle: I18nHandle = { i18n: ["admin", "chart", "plan", "adminRegistry"] };

/** site_admin's dashboard; a listing_admin landing on /admin goes to their first section. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "site_admin", "listing_admin");
  if (user.role !== "site_admin") throw redirect(adminHomeFor(user.role) ?? "/", { headers: NO_STORE });
  const locale = localeFromRequest(request);
  const [counts, trends, searches, freshness] = await Promise.all([
    adminActionCounts(context),
    dashboardTrends(context),
    searchActivity(context, { days: 30, limit: 10 }),
    registryFreshness(context),
  ]);
  if (!counts.ok) throw formErrorResponse(counts.error, locale);
  if (!trends.ok) throw formErrorResponse(trends.error, locale);
  if (!searches.ok) throw formErrorResponse(searches.error, locale);
  if (!freshness.ok) throw formErrorResponse(freshness.error, locale);
  return data(
    {
      title: messagesFor(locale)["admin.dashboard.title"],
      counts: counts.value,
      charts: dashboardCharts(locale, trends.value, searches.value),
      freshness: freshness.value,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

const ACTION_TILES: { key: keyof AdminActionCounts; label: MessageKey; to: string }[] = [
  { key: "pendingListings", label: "admin.dashboard.pendingListings", to: "/admin/listings?status=pending" },
  { key: "pendingClaims", label: "admin.dashboard.pendingClaims", to: "/admin/claims" },
  { key: "pendingReports", label: "admin.dashboard.pendingReports", to: "/admin/reviews" },
  { key: "pendingSuggestions", label: "admin.dashboard.pendingSuggestions", to: "/admin/suggestions" },
  { key: "unansweredMessages", label: "admin.dashboard.unansweredMessages", to: "/admin/messages" },
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminPage title={t("admin.dashboard.title")} lead={t("admin.dashboard.lead")}>
      <section aria-labelledby="needs-action" className="flex flex-col gap-3">
        <h2 id="needs-action" className="text-xl font-semibold">
          {t("admin.dashboard.needsAction")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {ACTION_TILES.map((tile) => (
            <li key={tile.key}>
              <Card className="flex items-center justify-between gap-4 p-4">
                <div className="flex flex-col">
                  <span className="text-3xl font-bold tabular-nums">{loaderData.counts[tile.key]}</span>
                  <span className="text-fg-muted">{t(tile.label)}</span>
                </div>
                <Link to={tile.to} className="link" aria-label={`${t("admin.dashboard.open")}: ${t(tile.label)}`}>
                  {t("admin.dashboard.open")}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <RegistryFreshnessCard freshness={loaderData.freshness} />
      <ActivityCharts charts={loaderData.charts} />
      <SearchCharts charts={loaderData.charts} />
      <RevenueChart charts={loaderData.charts} />
    </AdminPage>
  );
}
