/** Shared by the listing import tests: an upload as the browser's form sends it, and its preview. */
import type { AppServices } from "../../server/context.ts";
import { listingImportDetails } from "../../server/import/listing-import-view.server.ts";
import { previewListingImport } from "../../server/import/preview-listing-import.server.ts";
import { ORIGIN } from "./auth-support.ts";
import { callerCtx } from "./owners-support.ts";

export const IMPORT_HEADER = "name,address,city,state,zip_code,email,phone,services,insurers,languages";

/** A multipart upload request, as the browser's form sends it. */
export function uploadRequest(content: string | Uint8Array<ArrayBuffer>, fileName = "providers.csv"): Request {
  const form = new FormData();
  form.set("file", new Blob([content], { type: "text/csv" }), fileName);
  return new Request(`${ORIGIN}/admin/import`, { method: "POST", body: form });
}

/** Uploads `content` as `userId` and returns the stored preview, as a site admin reads it. */
export async function previewAs(
  services: AppServices,
  adminId: number,
  content: string | Uint8Array<ArrayBuffer>,
  userId = adminId,
) {
  const result = await previewListingImport(await callerCtx(services, userId), { request: uploadRequest(content) });
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  const details = await listingImportDetails(await callerCtx(services, adminId), {
    importId: String(result.value.id),
  });
  if (!details.ok) throw new Error("no details");
  return details.value;
}
