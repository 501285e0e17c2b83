import type { Route } from "./+types/import-rejected";
import { refusal } from "~/features/admin/import/import-page.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { rejectedRowsCsv } from "@server/import/rejected-rows-csv.server.ts";
import { csvDownload } from "~/features/admin/import/csv-download.server.ts";

/** The rows a finished import did not write, with their reasons, as CSV (streamed). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "import");
  const locale = localeFromRequest(request);
  const result = await rejectedRowsCsv(context, { importId: params.id, locale });
  if (!result.ok) throw refusal(result.error, locale);
  return csvDownload(result.value.fileName, result.value.body);
}
