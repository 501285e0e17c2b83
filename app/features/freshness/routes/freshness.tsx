import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/freshness";
import { PageHeader } from "~/components/page/page-header.tsx";
import { pageMeta } from "~/components/page/page-meta.ts";
import { canonicalUrl } from "~/lib/seo.server.ts";
import { createTranslator, useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import type { ScriptsHandle } from "~/lib/page-scripts.ts";
import { FACT_LIFETIME_DAYS } from "@domain/fact-freshness.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { formatUsLongDate } from "@domain/i18n/us-format.ts";
import { latestFreshnessSnapshot } from "@server/freshness/freshness-figures.server.ts";
import { FreshnessTable } from "../freshness-table.tsx";

// A server-rendered table and some text: no JavaScript (ADR 0016).
export const handle: I18nHandle & ScriptsHandle = { i18n: ["freshness"], scripts: false };

/**
 * /freshness (issue 29): the latest daily figures (server/freshness), real and demo listings in
 * separate tables, and how they are made. Before the first daily run it says they are not
 * computed yet rather than computing them on a page view (anonymous pages read replicas).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const t = createTranslator(locale, messagesFor(locale));
  const snapshot = await latestFreshnessSnapshot(context.database.sql);
  return {
    locale,
    i18n: routeMessages(request, handle.i18n),
    snapshot: snapshot && {
      day: snapshot.day,
      real: snapshot.rows.filter((row) => !row.demo),
      demo: snapshot.rows.filter((row) => row.demo),
    },
    meta: { title: t("freshness.title"), description: t("freshness.metaDescription") },
    canonical: canonicalUrl(context, "/freshness"),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

export default function Freshness({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { snapshot, locale } = loaderData;
  const days = { intakeDays: FACT_LIFETIME_DAYS.intake, insurersDays: FACT_LIFETIME_DAYS.insurances };
  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <div className="mx-auto flex max-w-4xl flex-col gap-10">
        <PageHeader eyebrow={t("freshness.eyebrow")} title={t("freshness.title")} lead={t("freshness.lead")} />
        {snapshot ? (
          <>
            <p className="text-fg-muted">
              {t("freshness.asOf", { date: formatUsLongDate(locale, new Date(`${snapshot.day}T00:00:00Z`)) })}
            </p>
            <section aria-labelledby="freshness-real" className="flex flex-col gap-4">
              <h2 id="freshness-real" className="text-2xl font-bold tracking-tight">
                {t("freshness.realTitle")}
              </h2>
              {snapshot.real.length > 0 ? (
                <FreshnessTable caption={t("freshness.realCaption")} rows={snapshot.real} {...days} />
              ) : (
                <p className="rounded-xl border border-border bg-surface p-6">{t("freshness.noReal")}</p>
              )}
            </section>
            {snapshot.demo.length > 0 ? (
              <section aria-labelledby="freshness-demo" className="flex flex-col gap-4">
                <h2 id="freshness-demo" className="text-2xl font-bold tracking-tight">
                  {t("freshness.demoTitle")}
                </h2>
                <p className="text-fg-muted">{t("freshness.demoNote")}</p>
                <FreshnessTable caption={t("freshness.demoCaption")} rows={snapshot.demo} {...days} />
              </section>
            ) : null}
          </>
        ) : (
          <p role="status" className="rounded-xl border border-border bg-surface p-6">
            {t("freshness.notComputed")}
          </p>
        )}
        <section aria-labelledby="freshness-method" className="flex flex-col gap-3">
          <h2 id="freshness-method" className="text-2xl font-bold tracking-tight">
            {t("freshness.methodTitle")}
          </h2>
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>{t("freshness.method.active")}</li>
            <li>{t("freshness.method.intake", { days: FACT_LIFETIME_DAYS.intake })}</li>
            <li>{t("freshness.method.insurers", { days: FACT_LIFETIME_DAYS.insurances })}</li>
            <li>{t("freshness.method.who")}</li>
            <li>{t("freshness.method.registry")}</li>
            <li>{t("freshness.method.share")}</li>
          </ul>
          <p>{t("freshness.method.daily")}</p>
          <p>
            {t("freshness.method.api")}{" "}
            <Link to="/api/freshness" reloadDocument className="link">
              /api/freshness
            </Link>
          </p>
        </section>
      </div>
    </main>
  );
}
