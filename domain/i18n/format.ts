import { intlLocale, type Locale } from "./locale.ts";

export type MessageParams = Record<string, string | number>;

// Building an Intl formatter costs far more than using one (a page formats hundreds of values
// while it hydrates on a slow phone, issue 14): one of each kind per language, made on first use.
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const longDates = new Map<Locale, Intl.DateTimeFormat>();

/** The locale's number grouping (2,500), cached. */
function formatNumber(locale: Locale, value: number): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(intlLocale(locale))));
  return format.format(value);
}

/** "November 22, 2026" / "22 de noviembre de 2026" for a Date, in UTC; the formatter is cached. */
export function formatLongDate(locale: Locale, date: Date): string {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" });
    longDates.set(locale, format);
  }
  return format.format(date);
}

/** Replaces {name} placeholders; numbers get the locale's grouping (2,500). */
export function formatMessage(locale: Locale, template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? formatNumber(locale, value) : value;
  });
}
