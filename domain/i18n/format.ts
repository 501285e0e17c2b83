import type { Locale } from "./locale.ts";
import { formatUsLongDate, formatUsNumber } from "./us-format.ts";

export type MessageParams = Record<string, string | number>;

/** "November 22, 2026" / "22 de noviembre de 2026" for a Date, in UTC (no Intl: us-format.ts). */
export function formatLongDate(locale: Locale, date: Date): string {
  return formatUsLongDate(locale, date);
}

/** Templates split at their placeholders, [text, name, text, …, text]: a page fills hundreds. */
const splitTemplates = new Map<string, string[]>();
/** The catalogs hold about 2,000 templates; past this, something else is passing through. */
const SPLIT_TEMPLATES_MAX = 10_000;

function splitTemplate(template: string): string[] {
  let parts = splitTemplates.get(template);
  if (!parts) {
    parts = template.split(/\{(\w+)\}/);
    if (splitTemplates.size >= SPLIT_TEMPLATES_MAX) splitTemplates.clear();
    splitTemplates.set(template, parts);
  }
  return parts;
}

/** Replaces {name} placeholders; numbers get the locale's grouping (2,500). */
export function formatMessage(locale: Locale, template: string, params?: MessageParams): string {
  if (!params) return template;
  const parts = splitTemplate(template);
  let text = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    const value = params[name];
    text += value === undefined ? `{${name}}` : typeof value === "number" ? formatUsNumber(value) : value;
    text += parts[i + 1]!;
  }
  return text;
}
