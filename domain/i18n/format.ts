import type { Locale } from "./locale.ts";
import { formatUsLongDate, formatUsNumber } from "./us-format.ts";

export type MessageParams = Record<string, string | number>;

/** "November 22, 2026" / "22 de noviembre de 2026" for a Date, in UTC (no Intl: us-format.ts). */
export function formatLongDate(locale: Locale, date: Date): string {
  return formatUsLongDate(locale, date);
}

/** Replaces {name} placeholders; numbers get the locale's grouping (2,500). */
export function formatMessage(locale: Locale, template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? formatUsNumber(value) : value;
  });
}
