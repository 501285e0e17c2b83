/** How a job's terms read on its pages: pay range and unit, in the page's language. */
import type { Locale } from "@domain/i18n/locale.ts";
import type { Translate } from "~/i18n/index.tsx";
import { formatUsd } from "~/components/page/format.ts";
import { formatLongDate } from "@domain/i18n/format.ts";

export function payText(t: Translate, job: { payMin: number | null; payMax: number | null; payUnit: string }): string {
  const unit = job.payUnit === "hour" ? t("jobs.perHour") : t("jobs.perYear");
  const min = job.payMin === null ? null : formatUsd(job.payMin);
  const max = job.payMax === null ? null : formatUsd(job.payMax);
  if (min && max) return `${min === max ? min : t("jobs.payRange", { min, max })} ${unit}`;
  if (min) return `${t("jobs.payFrom", { min })} ${unit}`;
  if (max) return `${t("jobs.payUpTo", { max })} ${unit}`;
  return t("jobs.payNotListed");
}

export function dateText(locale: Locale, value: string | Date): string {
  return formatLongDate(locale, new Date(value));
}
