import { redirect } from "react-router";
import type { Route } from "./+types/product-image";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { readForm, refusal } from "~/features/admin/catalogue/catalogue-page.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { uploadProductImage } from "@server/catalogue/upload-product-image.server.ts";

/** Nothing to show here: the image is managed on the product's edit screen. */
export async function loader({ params }: Route.LoaderArgs) {
  return redirect(`/admin/products/${encodeURIComponent(params.id)}#product-image`, { headers: NO_STORE });
}

/**
 * The product image form posts here (multipart, up to 8 MB: server/http/body-limit.server.ts),
 * then goes back to the edit screen with what happened, so a reload re-sends nothing.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminSection(request, context, "products");
  const back = (query: string) =>
    redirect(`/admin/products/${encodeURIComponent(params.id)}?${query}#product-image`, { headers: NO_STORE });
  const form = await readForm(request);
  const result = await uploadProductImage(context, { id: params.id, file: form?.get("image") });
  if (result.ok) return back("notice=uploaded");
  const { error } = result;
  if (error.status === 401 || error.status === 403 || error.status === 404)
    throw refusal(error, localeFromRequest(request));
  return back(`imageError=${encodeURIComponent(error.code)}`);
}
