/**
 * Rules of the provider owner screens that the pages and the server both need: the listing
 * status machine, field limits, and the job-posting packs (prices in domain/tiers.ts).
 */

/** A listing's life: new listings by owners wait for review; only active ones are public. */
export const LISTING_STATUSES = ["pending", "active", "suspended", "closed"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Which status may follow which (an admin decides; an owner may only close their own). */
const TRANSITIONS: Record<ListingStatus, readonly ListingStatus[]> = {
  pending: ["active", "closed"],
  active: ["suspended", "closed"],
  suspended: ["active", "closed"],
  closed: ["active"],
};

function isListingStatus(value: unknown): value is ListingStatus {
  return typeof value === "string" && (LISTING_STATUSES as readonly string[]).includes(value);
}

export function canMoveListing(from: string, to: string): boolean {
  return isListingStatus(from) && isListingStatus(to) && TRANSITIONS[from].includes(to);
}

/** Length and range limits of the listing form. */
export const LISTING_LIMITS = {
  nameMax: 120,
  descriptionMax: 5000,
  addressMax: 200,
  cityMax: 80,
  hoursMax: 60,
  websiteMax: 300,
  ageMax: 99,
  waitlistWeeksMax: 104,
  bcbaNumbersMax: 20,
} as const;

/** BCBA certificant numbers look like 1-23-45678 (BACB registry). */
export const BCBA_NUMBER = /^\d-\d{2}-\d{4,6}$/;

/** The claim code: 6 digits, valid 30 minutes, 5 tries. */
export const CLAIM_CODE = { length: 6, validMinutes: 30, maxAttempts: 5 } as const;
