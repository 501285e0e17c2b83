import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { useI18n } from "~/i18n/index.tsx";
import { intlLocale } from "~/components/page/format.ts";
import type { RegistryImportView } from "@server/nppes/registry-import-view.server.ts";

const POLL_MS = 2000;

/**
 * A queued or running registry import: its step and counts so far. With script the page's data
 * is reloaded every two seconds (the result replaces this when the job ends); without, the link
 * loads the page again.
 */
export function RegistryProgress({ item }: { item: RegistryImportView }) {
  const { t, locale } = useI18n();
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [item, state, revalidate]);
  const count = new Intl.NumberFormat(intlLocale(locale));
  return (
    <div className="flex flex-col gap-2">
      <p>
        <strong>{t("adminRegistry.about.status")}:</strong> {t(`adminRegistry.status.${item.status}`)}
        {" · "}
        <strong>{t("adminRegistry.phaseLabel")}:</strong> {t(`adminRegistry.phase.${item.phase}`)}
      </p>
      <p role="status" data-testid="registry-progress-text">
        {t("adminRegistry.progressText", {
          read: count.format(item.counts.read),
          matched: count.format(item.counts.matched),
          added: count.format(item.counts.added),
        })}
      </p>
      <p>
        <a href={`/admin/import/registry/${item.id}`} className="link">
          {t("adminRegistry.progressRefresh")}
        </a>
      </p>
    </div>
  );
}
