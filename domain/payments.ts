/** What can be bought (prices in domain/tiers.ts, spec section 9), shared by the pages and the server. */
import { formatUsDollars } from "./i18n/us-format.ts";
import { JOB_PACKS, TIER_PRICES, tierRank, type Tier } from "./tiers.ts";

/** Tiers an owner can buy, cheapest first (premium-city has no price in the spec). */
export const PAID_TIERS = (Object.keys(TIER_PRICES) as (keyof typeof TIER_PRICES)[]).filter(
  (tier) => TIER_PRICES[tier] > 0,
);
export type PaidTier = (typeof PAID_TIERS)[number];

export function isPaidTier(value: unknown): value is PaidTier {
  return typeof value === "string" && (PAID_TIERS as readonly string[]).includes(value);
}

export function jobPack(id: unknown) {
  return JOB_PACKS.find((p) => p.id === id);
}

/** An upgrade must rank above the current tier (or be a different tier of the same rank above basic). */
export function isUpgrade(current: string, next: PaidTier): boolean {
  return (
    next !== current &&
    tierRank(next) >= tierRank(current) &&
    TIER_PRICES[next] > (TIER_PRICES[current as Exclude<Tier, "premium-city">] ?? 0)
  );
}

/** US dollars as shown on the plan cards: "$299". */
export function formatPrice(dollars: number, _locale: string): string {
  // en-US and es-US write dollars alike ("$299"); no Intl during hydration (issue 14).
  return formatUsDollars(dollars, 0);
}
