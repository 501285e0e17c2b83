/**
 * A saved search in words (issue 29), for /alerts and the confirmation email. Server only: it
 * reads the whole catalogs (the .server suffix keeps them out of the browser bundle).
 */
import { isMessageKey, translate, translatePlural, type MessageKey } from "@domain/i18n/catalog.ts";
import type { Locale } from "@domain/i18n/locale.ts";

/** What a saved search says, for its sentence. */
export interface SavedSearchWords {
  placeLabel: string;
  radiusMiles: number;
  accepting: boolean;
  startWeeks: number | null;
  services: readonly string[];
  languages: readonly string[];
  settings: readonly string[];
  insuranceCount: number;
  funding: readonly string[];
  age: number | null;
  minRating: number | null;
  providerKind: string | null;
}

/**
 * The saved search in words: "ABA providers within 25 mi of 43215, accepting new clients, can
 * start within 8 weeks, Spanish".
 */
export function describeSavedSearch(locale: Locale, s: SavedSearchWords): string {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(locale, key, params);
  const parts = [t("alerts.describe.place", { miles: String(s.radiusMiles), place: s.placeLabel })];
  if (s.accepting) parts.push(t("alerts.describe.accepting"));
  if (s.startWeeks !== null)
    parts.push(
      s.startWeeks === 0
        ? t("alerts.describe.startNow")
        : t("alerts.describe.startWithin", { weeks: String(s.startWeeks) }),
    );
  // Each value has its name in the catalog (the values stay English in data and URLs, as the
  // search's filters show them); one without is shown as it is.
  const named = (prefix: string, code: string) => {
    const key = `${prefix}.${code}`;
    return isMessageKey(key) ? t(key) : code;
  };
  const list = [
    ...s.services.map((name) => named("service", name)),
    ...s.settings.map((code) => named("setting", code)),
    ...s.languages.map((code) => named("language", code)),
    ...s.funding.map((code) => named("funding", code)),
  ];
  if (list.length > 0) parts.push(list.join(", "));
  if (s.insuranceCount > 0) parts.push(translatePlural(locale, "alerts.describe.insurers", s.insuranceCount));
  if (s.age !== null) parts.push(t("alerts.describe.age", { age: String(s.age) }));
  if (s.minRating !== null && s.minRating > 0) parts.push(t("alerts.describe.rating", { rating: String(s.minRating) }));
  if (s.providerKind === "independent_practitioner") parts.push(t("alerts.describe.independent"));
  else if (s.providerKind) parts.push(t("alerts.describe.practice"));
  return parts.join(", ");
}
