/**
 * The Healthcare Provider Taxonomy codes that make an NPI record an ABA provider (issue 27,
 * ADR 0019). The one place that says so: the reader's filter, the listing rules and the
 * services derived from them all read this table.
 */
export const ABA_TAXONOMIES = {
  behaviorAnalyst: "103K00000X",
  assistantBehaviorAnalyst: "106E00000X",
  behaviorTechnician: "106S00000X",
} as const;

export type AbaTaxonomyCode = (typeof ABA_TAXONOMIES)[keyof typeof ABA_TAXONOMIES];

export const ABA_TAXONOMY_CODES: readonly AbaTaxonomyCode[] = Object.values(ABA_TAXONOMIES);

export function isAbaTaxonomy(code: string): code is AbaTaxonomyCode {
  return (ABA_TAXONOMY_CODES as readonly string[]).includes(code);
}

/**
 * What a parent can search for, from the codes alone (spec section 3's service values): the
 * registry says only that the provider practises behavior analysis, nothing about diagnosis,
 * speech or any other service, so nothing else is derived.
 */
const SERVICES_BY_TAXONOMY: Record<AbaTaxonomyCode, readonly string[]> = {
  "103K00000X": ["ABA Therapy", "Behavior Analysis"],
  "106E00000X": ["ABA Therapy", "Behavior Analysis"],
  "106S00000X": ["ABA Therapy"],
};

export function servicesForTaxonomies(codes: readonly string[]): string[] {
  const services = new Set<string>();
  for (const code of codes) if (isAbaTaxonomy(code)) for (const s of SERVICES_BY_TAXONOMY[code]) services.add(s);
  return [...services];
}
