import { CalendarCheck } from "~/components/icons.tsx";
import { useI18n } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import { formatIsoDate } from "./format.ts";

/** "Last reviewed: {date}" (guide pages) or "Effective date: {date}" (legal pages). */
export function DatedLine({
  date,
  kind = "reviewed",
  className,
}: {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  kind?: "reviewed" | "effective";
  className?: string;
}) {
  const { t, locale } = useI18n();
  const formatted = formatIsoDate(locale, date);
  const template =
    kind === "reviewed"
      ? t("content.lastReviewed", { date: "\u0000" })
      : t("content.effectiveDate", { date: "\u0000" });
  const [before = "", after = ""] = template.split("\u0000");
  return (
    <p className={cn("flex items-center gap-2 text-sm text-fg-muted", className)}>
      <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {before}
        <time dateTime={date}>{formatted}</time>
        {after}
      </span>
    </p>
  );
}
