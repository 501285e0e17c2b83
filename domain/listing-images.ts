/**
 * Listing photos (issue 11): how many a tier may show, how large one may be, and the sizes the
 * site serves. Shared by the upload use case and the owner's edit screen.
 */
import type { Tier } from "./tiers.ts";

/** Photos per listing by tier; premium-city counts as the other regional premium tiers. */
const IMAGES_PER_TIER: Record<Tier, number> = {
  basic: 1,
  premium: 5,
  "premium-local": 10,
  "premium-city": 10,
  "premium-state": 10,
  featured: 20,
};

/** How many photos a listing of this tier may have; an unknown tier counts as basic. */
export function imageLimit(tier: string | null | undefined): number {
  return IMAGES_PER_TIER[tier as Tier] ?? IMAGES_PER_TIER.basic;
}

/** Whether one more photo fits beside the ones the listing already has. */
export function canAddImage(tier: string | null | undefined, current: number): boolean {
  return current < imageLimit(tier);
}

/** The largest photo an owner may upload. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/**
 * The most pixels a photo may have: 40 megapixels holds any phone or camera photo, far more than
 * the 1,600-pixel-wide variants need. A small file can declare huge dimensions (a 773 KB PNG of
 * 16,000 × 16,000 took 10 s and 500 MB to decode), so this is checked from the header, before decoding.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Served widths in pixels: cards (a third of a wide page, twice for sharp screens) and the listing page's hero. */
export const IMAGE_WIDTHS = { card: 640, detail: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS;
export const IMAGE_SIZES = Object.keys(IMAGE_WIDTHS) as ImageSize[];

/** The quality the variants are encoded at (spec section 7 asks for quality=80). */
export const IMAGE_QUALITY = 80;

/** The stable address of an uploaded image: its id never names other bytes, so it can be cached for good. */
export const imagePath = (id: number) => `/api/images/${id}`;
