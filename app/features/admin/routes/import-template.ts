import type { Route } from "./+types/import-template";
import { csvDownload } from "~/features/admin/import/csv-download.server.ts";
import { csvRow } from "@domain/csv.ts";
import { IMPORT_COLUMNS } from "@domain/listing-import.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";

/** The import template: the header row and one example row (docs/csv-import.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "import");
  const text = csvRow(IMPORT_COLUMNS.map((c) => c.name)) + csvRow(IMPORT_COLUMNS.map((c) => c.example));
  return csvDownload("listings-template.csv", text);
}
