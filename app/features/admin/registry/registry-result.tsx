import { ImportNumbers } from "~/features/admin/import/import-numbers.tsx";
import { useI18n } from "~/i18n/index.tsx";
import { intlLocale } from "~/components/page/format.ts";
import type { RegistryImportView } from "@server/nppes/registry-import-view.server.ts";

/** A finished registry import's counts, and what was left out by reason (labels translated on the server). */
export function RegistryResult({
  item,
  skipped,
}: {
  item: RegistryImportView;
  skipped: { reason: string; label: string; count: number }[];
}) {
  const { t, locale } = useI18n();
  const count = new Intl.NumberFormat(intlLocale(locale));
  const c = item.counts;
  return (
    <div className="flex flex-col gap-4">
      <ImportNumbers
        items={[
          { label: "adminRegistry.count.read", value: c.read, testId: "registry-read" },
          { label: "adminRegistry.count.matched", value: c.matched, testId: "registry-matched" },
          { label: "adminRegistry.count.added", value: c.added, testId: "registry-added" },
          { label: "adminRegistry.count.updated", value: c.updated, testId: "registry-updated" },
          { label: "adminRegistry.count.unchanged", value: c.unchanged, testId: "registry-unchanged" },
          { label: "adminRegistry.count.deactivated", value: c.deactivated, testId: "registry-deactivated" },
          { label: "adminRegistry.count.reactivated", value: c.reactivated, testId: "registry-reactivated" },
        ]}
      />
      <h3 id="registry-skipped" className="text-lg font-semibold">
        {t("adminRegistry.skippedHeading")}
      </h3>
      {skipped.length === 0 ? (
        <p>{t("adminRegistry.noneSkipped")}</p>
      ) : (
        <dl className="grid max-w-xl grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          {skipped.map((s) => (
            <div key={s.reason} className="contents">
              <dt>{s.label}</dt>
              <dd className="text-right font-semibold tabular-nums" data-testid={`registry-skipped-${s.reason}`}>
                {count.format(s.count)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
