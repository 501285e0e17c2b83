import { intlLocale, type Locale } from "@domain/i18n/locale.ts";
import { formatLongDate } from "@domain/i18n/format.ts";

export { intlLocale };

/** "November 22, 2026" / "22 de noviembre de 2026" for an ISO date (YYYY-MM-DD), in UTC. */
export function formatIsoDate(locale: Locale, isoDate: string): string {
  return formatLongDate(locale, new Date(`${isoDate}T00:00:00Z`));
}

/** US dollars for the locale; whole amounts without cents ($299), others with ($14.99). */
export function formatUsd(locale: Locale, amount: number | string): string {
  const value = typeof amount === "string" ? Number(amount) : amount;
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(value);
}
