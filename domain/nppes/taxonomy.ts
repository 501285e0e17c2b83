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
