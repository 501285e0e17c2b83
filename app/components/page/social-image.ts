import { DEFAULT_OG_IMAGE_PATH } from "@domain/site.ts";

/**
 * The image a shared link shows (og:image, twitter:image): the page's own, or the site's default,
 * absolute on the page's canonical origin (which comes from configuration, never the request).
 */
export function socialImage(canonical: string, own?: string | null): string {
  return own || new URL(DEFAULT_OG_IMAGE_PATH, canonical).href;
}
