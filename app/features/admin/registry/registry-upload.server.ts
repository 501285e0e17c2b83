/** What the registry upload form needs on the server: the recent imports and whether demo data must go first. */
import type { Locale } from "@domain/i18n/locale.ts";
import { recentRegistryImports } from "@server/nppes/registry-import-view.server.ts";
import { hasDemoData } from "@server/seed/remove-demo-data.server.ts";
import { refusal } from "../import/import-page.server.ts";

export async function registryUploadState(context: Parameters<typeof recentRegistryImports>[0], locale: Locale) {
  const imports = await recentRegistryImports(context);
  if (!imports.ok) throw refusal(imports.error, locale);
  return { imports: imports.value, demoDataPresent: await hasDemoData(context.database) };
}
