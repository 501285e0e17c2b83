import { intlLocale, type Locale } from "@domain/i18n/locale.ts";
import { formatLongDate } from "@domain/i18n/format.ts";
import { formatUsDollars } from "@domain/i18n/us-format.ts";

export { intlLocale };

/** "November 22, 2026" / "22 de noviembre de 2026" for an ISO date (YYYY-MM-DD), in UTC. */
export function formatIsoDate(locale: Locale, isoDate: string): string {
  return formatLongDate(locale, new Date(`${isoDate}T00:00:00Z`));
}

/** US dollars (the same in English and Spanish): whole amounts without cents ($299), others with ($14.99). */
export function formatUsd(amount: number | string): string {
  // en-US and es-US write dollars alike, so no locale; no Intl during hydration (domain/i18n/us-format.ts).
  return formatUsDollars(typeof amount === "string" ? Number(amount) : amount);
}
