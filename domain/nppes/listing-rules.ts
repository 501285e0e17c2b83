/**
 * Which registry providers become listings, and as what (ADR 0019):
 * - an organisation (entity type 2) with any ABA code is a practice;
 * - an individual (type 1) Behavior Analyst is an independent practitioner when their practice
 *   address is their own, that is no organisation with an ABA code practises at the same address
 *   (there they are staff of a listed practice, not a separate place to call);
 * - assistants and technicians alone are not a practice (they work under a Behavior Analyst);
 * - a deactivated NPI is not listed; a practice address outside the states the site covers is not.
 */
import { stateByCode } from "../states.ts";
import type { NppesAddress, NppesProvider } from "./record.ts";
import { ABA_TAXONOMIES, isAbaTaxonomy } from "./taxonomy.ts";
import type { ProviderKind } from "../listing-schema.ts";

/** Why a registry provider is not listed (counted by reason in an import's result). */
export type SkipReason =
  | "not_aba"
  | "deactivated"
  | "assistant_or_technician_only"
  | "works_at_listed_practice"
  | "outside_covered_states";

export type ListingDecision = { list: true; kind: ProviderKind } | { list: false; reason: SkipReason };

/** The same place for two providers: the street line and the 5-digit zip, ignoring case and punctuation. */
export function addressKey(address: NppesAddress): string {
  const street = address.line1
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();
  return `${street}|${address.postalCode.slice(0, 5)}`;
}

export function isDeactivated(provider: NppesProvider): boolean {
  if (!provider.deactivationDate) return false;
  // Reactivated after the deactivation: active again.
  return !(provider.reactivationDate && provider.reactivationDate >= provider.deactivationDate);
}

export function listingDecision(provider: NppesProvider, organisationAddresses: ReadonlySet<string>): ListingDecision {
  if (isDeactivated(provider) || provider.entityType === null) return { list: false, reason: "deactivated" };
  const codes = provider.taxonomies.map((t) => t.code).filter(isAbaTaxonomy);
  if (codes.length === 0) return { list: false, reason: "not_aba" };
  if (
    !stateByCode(provider.practice.state) ||
    (provider.practice.countryCode && provider.practice.countryCode !== "US")
  ) {
    return { list: false, reason: "outside_covered_states" };
  }
  if (provider.entityType === 2) return { list: true, kind: "organization" };
  if (!codes.includes(ABA_TAXONOMIES.behaviorAnalyst)) return { list: false, reason: "assistant_or_technician_only" };
  if (organisationAddresses.has(addressKey(provider.practice)))
    return { list: false, reason: "works_at_listed_practice" };
  return { list: true, kind: "independent_practitioner" };
}
