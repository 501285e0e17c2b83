/** The listing page's intake line (issue 29, domain/fact-freshness.ts). Server markup only. */
import type { ListingApi } from "@domain/listing-schema.ts";
import { formatIsoDate } from "~/components/page/format.ts";
import { useI18n, type MessageKey } from "~/i18n/index.tsx";

/**
 * The intake line under the listing's chips: confirmed on (with who confirmed it), not confirmed
 * since, or never confirmed.
 */
export function IntakeFreshness({ listing }: { listing: Pick<ListingApi, "freshness" | "sources"> }) {
  const { t, locale } = useI18n();
  const f = listing.freshness.intake;
  const entry = listing.sources.intake;
  if (f.status === "current" && f.confirmedOn && entry) {
    const date = formatIsoDate(locale, f.confirmedOn);
    return (
      <p className="text-sm text-fg-muted" data-intake="current" data-source={entry.source}>
        {t("expiry.intakeCurrent", {
          date,
          source: t(`registry.source.${entry.source}` as MessageKey, { date }),
        })}
      </p>
    );
  }
  if (f.status === "expired" && f.confirmedOn)
    return (
      <p className="text-sm font-semibold text-warning" data-intake="expired">
        {t("expiry.intakeExpired", { date: formatIsoDate(locale, f.confirmedOn) })}
      </p>
    );
  return (
    <p className="text-sm text-fg-muted" data-intake="unconfirmed">
      {t("expiry.intakeUnconfirmed")}
    </p>
  );
}
