import { Link } from "~/components/link.tsx";
import { Card } from "~/components/ui/card.tsx";
import { useI18n } from "~/i18n/index.tsx";
import { intlLocale } from "~/components/page/format.ts";
import { REGISTRY_STALE_AFTER_DAYS } from "@domain/nppes/freshness.ts";
import type { RegistryFreshness } from "@server/nppes/registry-freshness.server.ts";

/** The dashboard's line on the registry data: when it was last refreshed, and a warning when too long ago or never. */
export function RegistryFreshnessCard({ freshness }: { freshness: RegistryFreshness }) {
  const { t, locale } = useI18n();
  const { lastRefreshAt, ageDays, stale } = freshness;
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" });
  return (
    <section aria-labelledby="registry-freshness" className="flex flex-col gap-3">
      <h2 id="registry-freshness" className="text-xl font-semibold">
        {t("adminRegistry.freshness.heading")}
      </h2>
      <Card className="flex flex-col gap-2 p-4">
        {lastRefreshAt ? (
          <p data-testid="registry-last-refresh">
            {t("adminRegistry.freshness.last", { date: date.format(new Date(lastRefreshAt)) })}
          </p>
        ) : null}
        {stale ? (
          <p className="font-semibold text-danger" data-testid="registry-stale">
            <span aria-hidden="true">⚠ </span>
            {lastRefreshAt === null
              ? t("adminRegistry.freshness.never")
              : t("adminRegistry.freshness.stale", { days: ageDays ?? 0 })}
          </p>
        ) : null}
        <p className="text-fg-muted">{t("adminRegistry.freshness.help", { days: REGISTRY_STALE_AFTER_DAYS })}</p>
        <p>
          <Link to="/admin/import" className="link">
            {t("adminRegistry.freshness.import")}
          </Link>
        </p>
      </Card>
    </section>
  );
}
