import type { SourceRef } from "~/features/content/data/types.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { useI18n, type Translate } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import { formatUsMonthYear } from "@domain/i18n/us-format.ts";
import { AUTHORED_LANGUAGE } from "@domain/i18n/content-language.ts";

/** "Sep 2014" / "sept 2014" for "2014-09"; years and "c. 2023" as they are; "n.d." when undated. */
function sourceDate(t: Translate, locale: Locale, source: SourceRef): string {
  const { date } = source;
  let text: string;
  if (!date) return t("content.undated");
  const month = /^(\d{4})-(\d{2})$/.exec(date);
  if (month) {
    text = formatUsMonthYear(locale, new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)));
  } else {
    text = date;
  }
  return source.updated ? t("content.updatedOn", { date: text }) : text;
}

/** "Sources" under a section: each a named link, with the date the source shows. */
export function SourceList({
  sources,
  headingLevel = 3,
  className,
}: {
  sources: readonly SourceRef[] | undefined;
  headingLevel?: 3 | 4;
  className?: string;
}) {
  const { t, locale } = useI18n();
  if (!sources?.length) return null;
  const Heading = `h${headingLevel}` as "h3";
  return (
    <div className={cn("mt-5 rounded-lg border border-border bg-surface-2/60 px-4 py-3 text-sm", className)}>
      <Heading className="font-semibold text-fg">{t("content.sources")}</Heading>
      <ul className="mt-1.5 flex list-disc flex-col gap-1 ps-5 text-fg-muted marker:text-fg-muted">
        {sources.map((source) => (
          <li key={source.url + source.name}>
            <a href={source.url} lang={AUTHORED_LANGUAGE} className="link break-words">
              {source.name}
            </a>
            <span>
              {" "}
              ({source.kind ? `${t(`content.sourceKind.${source.kind}`)}, ` : ""}
              {sourceDate(t, locale, source)})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
