/**
 * The listing fields the discovery pages render. The server's ListingApi (server/listings/
 * listing-schema.ts) has this shape; UI code cannot import server modules, so it is restated.
 */
export interface ListingView {
  id: number;
  name: string;
  description: string | null;
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string;
  website: string | null;
  openingHours: string | null;
  tier: string;
  services: string[];
  images: string[];
  averageRating: number;
  reviewCount: number;
  insurances: Array<{ name: string; displayName: string }>;
  acceptingNewClients: boolean | null;
  waitlistWeeks: number | null;
  lastVerifiedAt: string | null;
  minAgeYears: number | null;
  maxAgeYears: number | null;
  careSettings: string[];
  languages: string[];
  fundingAccepted: string[];
  bcbaCertificantNumbers: string[];
  ownerVerified: boolean;
  distanceMiles: number | null;
  isNearby: boolean;
  url: string;
}

export interface InsuranceOption {
  name: string;
  displayName: string;
}

export interface StateOption {
  code: string;
  name: string;
  slug: string;
}

/** Spec section 7: stored file paths are served resized through /api/images. */
export function cardImageUrl(path: string): string {
  const rewritten = path.replace(/^\/api\/files\//, "/api/images/");
  return `${rewritten}${rewritten.includes("?") ? "&" : "?"}size=card&quality=80`;
}
