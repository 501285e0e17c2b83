import type { Route } from "./+types/import-export";
import { csvDownload } from "~/features/admin/import/csv-download.server.ts";
import { refusal } from "~/features/admin/import/import-page.server.ts";
import { parseAdminListingFilters } from "@domain/admin-listing-filters.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { exportListingsCsv } from "@server/import/export-listings-csv.server.ts";

/** /admin/import/export.csv?<the admin listings table's filters>: the matching listings as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "import");
  const filters = parseAdminListingFilters(new URL(request.url).searchParams);
  const result = await exportListingsCsv(context, { filters });
  if (!result.ok) throw refusal(result.error, localeFromRequest(request));
  return csvDownload(result.value.fileName, result.value.body);
}
