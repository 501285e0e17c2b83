import { useI18n, type MessageKey } from "~/i18n/index.tsx";
import { intlLocale } from "~/components/page/format.ts";

/** Labelled counts (the preview's and the result's) as a description list. */
export function ImportNumbers({ items }: { items: { label: MessageKey; value: number; testId: string }[] }) {
  const { t, locale } = useI18n();
  const count = new Intl.NumberFormat(intlLocale(locale));
  return (
    <dl className="grid max-w-xl grid-cols-[1fr_auto] gap-x-6 gap-y-1">
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt>{t(item.label)}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid={item.testId}>
            {count.format(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
