/**
 * Which listing's value a fact keeps when an admin merges a listing without an NPI into the
 * registry listing it duplicates (the review queue of issue 27). The registry listing survives
 * (its NPI, address and credentials are what every refresh updates); from the other listing:
 *  - a fact the registry listing lacks (email, website, description, hours, intake: the
 *    registry never has them) is taken, with its source;
 *  - a fact both have stays the registry's, unless the other's source ranks higher (an admin or
 *    a verified owner set it), so the merge keeps the precedence a refresh would keep.
 * The address is never taken: the registry listing is the NPI's practice location.
 */
import { mayOverwrite, type FactSourceEntry, type ProvenanceFact } from "./provenance.ts";

export const MERGED_FACTS = [
  "name",
  "phone",
  "email",
  "website",
  "description",
  "openingHours",
  "services",
  "intake",
] as const satisfies readonly ProvenanceFact[];
export type MergedFact = (typeof MERGED_FACTS)[number];

export interface FactSide {
  /** Whether the listing holds a value for the fact. */
  present: boolean;
  source: FactSourceEntry | undefined;
}

/** Whose value the merged registry listing keeps. */
export function mergedFactWinner(registry: FactSide, other: FactSide): "registry" | "other" {
  if (!other.present) return "registry";
  if (!registry.present) return "other";
  // The registry's value stays unless it could not have replaced the other's (a higher source).
  return other.source && !mayOverwrite(other.source, registry.source?.source ?? "registry") ? "other" : "registry";
}
