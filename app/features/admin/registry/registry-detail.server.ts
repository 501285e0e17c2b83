/** The registry import page's labels built on the server (reasons are open-ended codes, so translated here). */
import { isMessageKey, translate } from "@domain/i18n/catalog.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import type { RegistryImportView } from "@server/nppes/registry-import-view.server.ts";

/** What was left out, largest first, each reason with its label (an unknown one shows its code). */
export function skippedByReason(locale: Locale, counts: RegistryImportView["counts"]) {
  return Object.entries(counts.skipped)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => {
      const key = `adminRegistry.skip.${reason}`;
      const label = isMessageKey(key)
        ? translate(locale, key)
        : translate(locale, "adminRegistry.skip.other", { reason });
      return { reason, label, count };
    });
}
