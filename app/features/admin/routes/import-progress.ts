import type { Route } from "./+types/import-progress";
import { refusal } from "~/features/admin/import/import-page.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { NO_STORE } from "@server/errors.server.ts";
import { listingImportDetails } from "@server/import/listing-import-view.server.ts";

/** An import's progress as JSON, for the progress bar's script: status and row counts. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "import");
  const found = await listingImportDetails(context, { importId: params.id });
  if (!found.ok) throw refusal(found.error, localeFromRequest(request));
  const { status, totalRows, processedRows, insertedRows, duplicateRows, rejectedRows } = found.value;
  return Response.json(
    { status, totalRows, processedRows, insertedRows, duplicateRows, rejectedRows },
    { headers: NO_STORE },
  );
}
