import { intlLocale, type Locale } from "./locale.ts";

export type MessageParams = Record<string, string | number>;

/** Replaces {name} placeholders; numbers get the locale's grouping (2,500). */
export function formatMessage(locale: Locale, template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? value.toLocaleString(intlLocale(locale)) : value;
  });
}
