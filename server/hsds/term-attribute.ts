/** An HSDS attribute: a record of a listing classified by a term of our taxonomies. */
import { attributeId } from "./ids.ts";
import type { TermIndex } from "./taxonomy.ts";
import type { HsdsAttribute } from "./types.ts";

type IndexedTerm = NonNullable<ReturnType<TermIndex["byCode"]["services"]["get"]>>;

export function termAttribute(
  listingId: number,
  link: { entity: HsdsAttribute["link_entity"]; id: string },
  term: IndexedTerm,
  value?: string,
): HsdsAttribute {
  const { place, ...taxonomyTerm } = term;
  return {
    id: attributeId(listingId, place.group, place.index),
    link_id: link.id,
    link_entity: link.entity,
    taxonomy_term_id: taxonomyTerm.id,
    ...(value !== undefined ? { value } : {}),
    taxonomy_term: taxonomyTerm,
  };
}
