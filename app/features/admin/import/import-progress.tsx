import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { useI18n } from "~/i18n/index.tsx";
import { intlLocale } from "~/components/page/format.ts";

export interface ProgressNumbers {
  status: string;
  processedRows: number;
  totalRows: number;
}

const POLL_MS = 1000;

/**
 * A running import's progress bar. With script it asks the progress endpoint every second and
 * shows the result when the job ends; without, the page shows the progress when loaded and a
 * link to load it again.
 */
export function ImportProgress({ id, initial }: { id: number; initial: ProgressNumbers }) {
  const { t, locale } = useI18n();
  const [progress, setProgress] = useState(initial);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let active = true;
    const timer = setInterval(async () => {
      try {
        const response = await fetch(`/admin/import/${id}/progress.json`, { headers: { Accept: "application/json" } });
        if (!response.ok || !active) return;
        const next = (await response.json()) as ProgressNumbers;
        setProgress(next);
        if (next.status !== "queued" && next.status !== "running") {
          clearInterval(timer);
          void revalidate();
        }
      } catch {
        // Offline for a moment: the next tick tries again.
      }
    }, POLL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [id, revalidate]);

  const count = new Intl.NumberFormat(intlLocale(locale));
  const total = Math.max(progress.totalRows, 1);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="import-progress" className="font-medium">
        {t("adminImport.progressLabel")}
      </label>
      <progress id="import-progress" className="h-4 w-full max-w-xl" value={progress.processedRows} max={total}>
        {Math.round((progress.processedRows / total) * 100)}%
      </progress>
      <p role="status" data-testid="import-progress-text">
        {t("adminImport.progressText", {
          processed: count.format(progress.processedRows),
          total: count.format(progress.totalRows),
        })}
      </p>
      <p>
        <a href={`/admin/import/${id}`} className="link">
          {t("adminImport.progressRefresh")}
        </a>
      </p>
    </div>
  );
}
