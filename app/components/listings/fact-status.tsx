/**
 * What a page says of a time-sensitive fact (issue 29, domain/fact-freshness.ts): a fact past
 * its lifetime is never shown as current; it says since when it is not confirmed, and a fact
 * never confirmed says so. Server markup only.
 */
import type { ListingApi } from "@domain/listing-schema.ts";
import type { ExpiringFact } from "@domain/fact-freshness.ts";
import { formatIsoDate } from "~/components/page/format.ts";
import { useI18n } from "~/i18n/index.tsx";

type Freshness = ListingApi["freshness"];

/** Under a shown fact (services, insurers, hours): a warning once it is past its lifetime, else nothing. */
export function ExpiredFactNote({ freshness, fact }: { freshness: Freshness; fact: Exclude<ExpiringFact, "intake"> }) {
  const { t, locale } = useI18n();
  const f = freshness[fact];
  if (f.status !== "expired" || !f.confirmedOn) return null;
  return (
    <p className="text-sm font-semibold text-warning" data-expired={fact}>
      {t("expiry.factExpired", { date: formatIsoDate(locale, f.confirmedOn) })}
    </p>
  );
}

/** A comparison cell's intake when it is not current: "Not confirmed since {date}", or null to show the value. */
export function useIntakeNotCurrent(): (freshness: Freshness) => string | null {
  const { t, locale } = useI18n();
  return (freshness) =>
    freshness.intake.status === "expired" && freshness.intake.confirmedOn
      ? t("expiry.notConfirmedSince", { date: formatIsoDate(locale, freshness.intake.confirmedOn) })
      : null;
}
