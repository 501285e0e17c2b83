import { data } from "react-router";
import type { Route } from "./+types/health";
import { CircleCheck, CircleX, RefreshCw, TriangleAlert } from "~/components/icons.tsx";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge.tsx";
import { buttonClasses } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { matchedMessages, useI18n, type I18nHandle, type Translate } from "~/i18n/index.tsx";
import { checkHealth } from "@server/health.server.ts";
import { routeMessages } from "~/i18n/messages.server.ts";
import { SITE_NAME } from "@domain/site.ts";

export const handle: I18nHandle = { i18n: ["health"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const report = await checkHealth(context);
  return data(
    { report, i18n: routeMessages(request, handle.i18n) },
    { status: report.status === "down" ? 503 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

// The document answer too: without it the HTML page went into the page cache, and "Checked at"
// (and a database outage) could be minutes old (issue 30 item 3).
export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  const title = matchedMessages(matches)["health.title"] ?? "System health";
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

type Report = Route.ComponentProps["loaderData"]["report"];

function formatUptime(t: Translate, totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (days > 0) return t("health.uptimeDays", { days, hours, minutes });
  if (hours > 0) return t("health.uptimeHours", { hours, minutes });
  if (minutes > 0) return t("health.uptimeMinutes", { minutes, seconds });
  return t("health.uptimeSeconds", { seconds });
}

const statusVariant = { ok: "success", degraded: "warning", down: "danger" } as const;
const statusIcon = { ok: CircleCheck, degraded: TriangleAlert, down: CircleX } as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-5 py-4 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="font-medium text-fg-muted">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2 font-semibold text-fg tabular-nums">{children}</dd>
    </div>
  );
}

export default function Health({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const report: Report = loaderData.report;
  const StatusIcon = statusIcon[report.status];
  const checkedAt = new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone: "UTC",
  }).format(new Date(report.checkedAt));
  return (
    <main id="main" tabIndex={-1} className="page-container max-w-3xl py-10 focus:outline-none">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t("health.title")}</h1>
          <p className="mt-1 text-fg-muted">{t("health.subtitle")}</p>
        </div>
        <p className="flex items-center gap-2">
          <span className="sr-only">{t("health.statusLabel")}:</span>
          <Badge variant={statusVariant[report.status]} className="px-3 py-1">
            <StatusIcon aria-hidden="true" className="size-5!" />
            {t(`health.status.${report.status}`)}
          </Badge>
        </p>
      </div>

      <Card className="mt-8 overflow-hidden">
        <dl className="divide-y divide-border">
          <Row label={t("health.database")}>
            <Badge variant={report.database.reachable ? "success" : "danger"}>
              {report.database.reachable ? t("health.reachable") : t("health.unreachable")}
            </Badge>
          </Row>
          <Row label={t("health.latency")}>
            {report.database.latencyMs === null
              ? t("health.notAvailable")
              : t("health.latencyValue", { ms: report.database.latencyMs })}
          </Row>
          <Row label={t("health.migrations")}>
            <span>
              {t("health.migrationsValue", {
                applied: report.migrations.applied,
                expected: report.migrations.expected,
              })}
            </span>
            <Badge variant={report.migrations.current ? "success" : "warning"}>
              {report.migrations.current ? t("health.migrationsCurrent") : t("health.migrationsPending")}
            </Badge>
          </Row>
          <Row label={t("health.listings")}>
            {report.listings.count === null
              ? t("health.notAvailable")
              : report.listings.count.toLocaleString(locale === "es" ? "es-US" : "en-US")}
          </Row>
          <Row label={t("health.demoData")}>{report.demoData ? t("common.yes") : t("common.no")}</Row>
          <Row label={t("health.version")}>
            <code className="font-mono">{report.version}</code>
          </Row>
          <Row label={t("health.uptime")}>{formatUptime(t, report.uptimeSeconds)}</Row>
          <Row label={t("health.checkedAt")}>
            <time dateTime={report.checkedAt}>{checkedAt} UTC</time>
          </Row>
        </dl>
      </Card>

      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
        <a href="/health" className={buttonClasses({ variant: "secondary" })}>
          <RefreshCw aria-hidden="true" />
          {t("health.refresh")}
        </a>
        <a href="/api/health" className="link">
          {t("health.machineReadable")}
        </a>
      </div>
    </main>
  );
}
