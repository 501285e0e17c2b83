/**
 * The listing fields the discovery pages render: the API's listing object itself. A type-only
 * import, erased from the browser bundle, so the shape is stated once (server/listings/listing-schema.ts).
 */
export type { ListingApi as ListingView } from "@domain/listing-schema.ts";

export interface InsuranceOption {
  name: string;
  displayName: string;
}

/** Spec section 7: stored file paths are served resized through /api/images. */
export function cardImageUrl(path: string): string {
  return sizedImageUrl(path, "card");
}

/** The listing page's wide photo: the same image at the detail width. */
export function detailImageUrl(path: string): string {
  return sizedImageUrl(path, "detail");
}

function sizedImageUrl(path: string, size: "card" | "detail"): string {
  const rewritten = path.replace(/^\/api\/files\//, "/api/images/");
  return `${rewritten}${rewritten.includes("?") ? "&" : "?"}size=${size}&quality=80`;
}
