import { redirect } from "react-router";
import type { Route } from "./+types/listing-images";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { refuseOnPage } from "~/features/owners/refusal.server.ts";
import { requireUser } from "@server/auth/permissions.server.ts";
import type { Result } from "@server/errors.server.ts";
import { moveListingImage } from "@server/images/move-listing-image.server.ts";
import { removeListingImage } from "@server/images/remove-listing-image.server.ts";
import { uploadListingImage } from "@server/images/upload-listing-image.server.ts";

export { OwnerErrorBoundary as ErrorBoundary } from "~/features/owners/owner-error.tsx";

/** Nothing to show here: the photos are managed on the edit screen. */
export async function loader({ params }: Route.LoaderArgs) {
  return redirect(`/my-listings/${encodeURIComponent(params.id)}/edit#photos`, { headers: NO_STORE });
}

/**
 * The photo forms of the edit screen post here (a multipart upload, or up, down and delete
 * buttons): plain forms, so they work without JavaScript. The answer goes back to the edit
 * screen with what happened (?photo=…) or why not (?photoError=…), so a reload re-sends nothing.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser(request, context);
  const back = (query: string) =>
    redirect(`/my-listings/${encodeURIComponent(params.id)}/edit?${query}#photos`, { headers: NO_STORE });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return back("photoError=image_missing");
  }
  const intent = form.get("intent");
  const listingId = params.id;
  let result: Result<unknown>;
  let done: string;
  if (intent === "upload") {
    result = await uploadListingImage(context, { listingId, file: form.get("photo") });
    done = "uploaded";
  } else if (intent === "up" || intent === "down") {
    result = await moveListingImage(context, { listingId, imageId: form.get("image"), direction: intent });
    done = "moved";
  } else {
    result = await removeListingImage(context, { listingId, imageId: form.get("image") });
    done = "removed";
  }
  if (result.ok) return back(`photo=${done}`);
  // Not theirs, or no such listing: the same refusal as the edit screen itself.
  const { error } = result;
  if (error.status === 401 || error.status === 403 || error.code === "not_found") throw refuseOnPage(request, error);
  return back(`photoError=${encodeURIComponent(error.code)}`);
}
