/** Every tier a listing can have (spec section 4). */
export const TIERS = ["basic", "premium", "premium-local", "premium-city", "premium-state", "featured"] as const;
export type Tier = (typeof TIERS)[number];

/** Tiers a visitor can filter by (spec section 5). */
export const FILTERABLE_TIERS = ["basic", "premium", "featured"] as const;

/** Sort rank, highest first; ties are broken by name (spec section 4). */
export function tierRank(tier: string | null | undefined): number {
  switch (tier) {
    case "featured":
      return 5;
    case "premium-state":
      return 4;
    case "premium-city":
      return 3;
    case "premium":
    case "premium-local":
      return 2;
    default:
      return 1;
  }
}

/** Monthly prices in US dollars (spec section 9); checkout reads the same table. */
export const TIER_PRICES: Record<Exclude<Tier, "premium-city">, number> = {
  basic: 0,
  premium: 299,
  "premium-local": 499,
  "premium-state": 699,
  featured: 999,
};

export const JOB_PACKS = [
  { id: "single", postings: 1, price: 99 },
  { id: "pack_10", postings: 10, price: 499 },
  { id: "pack_25", postings: 25, price: 999 },
] as const;

export function isPaidTier(tier: string | null | undefined): boolean {
  return tierRank(tier) > 1;
}
