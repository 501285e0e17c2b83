/**
 * ABA Atlas's own HSDS taxonomies (docs/open-data.md): the vocabularies our attributes point at.
 * Nothing here is a standard taxonomy (AIRS/211 has no terms for these); each term's code is the
 * value the site and its API use (`services=ABA Therapy`, `insurances=aetna`, `languages=es`).
 * Term names are the site's English labels.
 */
import type { ProviderKind } from "@domain/listing-schema.ts";
import { CARE_SETTINGS, FUNDING_SOURCES, SERVICES, SERVICE_LANGUAGES } from "@domain/services.ts";
import { en } from "@domain/i18n/en.ts";
import { FACT_LIFETIME_DAYS } from "@domain/fact-freshness.ts";
import { hsdsId, termNumber } from "./ids.ts";
import type { HsdsTaxonomy, HsdsTaxonomyTerm } from "./types.ts";

/** The taxonomies; the group number is part of every term and attribute id, so never renumber. */
const TAXONOMIES = {
  services: {
    group: 1,
    name: "ABA Atlas services",
    description: "The kinds of service a provider lists on ABA Atlas (the site's service filter).",
  },
  insurers: {
    group: 2,
    name: "ABA Atlas insurers",
    description: "Insurance providers a listing accepts (the site's insurance filter).",
  },
  careSettings: {
    group: 3,
    name: "ABA Atlas care settings",
    description: "Where the therapy takes place: center, home, school or telehealth.",
  },
  languages: {
    group: 4,
    name: "ABA Atlas languages",
    description: "Languages the provider's staff speak, by ISO 639 code (ase: American Sign Language).",
  },
  funding: {
    group: 5,
    name: "ABA Atlas funding",
    description: "Ways of paying for the service a provider accepts besides insurance.",
  },
  eligibility: {
    group: 6,
    name: "ABA Atlas eligibility",
    description: "Who the service is for. The attribute's value holds the number.",
  },
  providerKinds: {
    group: 7,
    name: "ABA Atlas provider kinds",
    description:
      "What a provider listed from the NPI Registry is: a practice (an organisation's NPI) or an independent practitioner (a Behavior Analyst's own NPI at their own practice address). An attribute of the organization.",
  },
  intake: {
    group: 8,
    name: "ABA Atlas intake",
    description: `Whether the provider takes new clients now or has a waitlist (the attribute's value: the estimated wait in weeks, when known). Given only while confirmed in the last ${FACT_LIFETIME_DAYS.intake} days; the attribute's metadata says when and by whom. HSDS 3.0 has no service capacity object, so this stands in for it.`,
  },
} as const;

export type TaxonomyKey = keyof typeof TAXONOMIES;

/** A taxonomy's HSDS id (what a term's `taxonomy_id` holds). */
export const taxonomyId = (taxonomy: TaxonomyKey) => hsdsId("taxonomy", TAXONOMIES[taxonomy].group);

const termId = (taxonomy: TaxonomyKey, index: number) =>
  hsdsId("taxonomy_term", termNumber(index), TAXONOMIES[taxonomy].group);

function hsdsTaxonomy(taxonomy: TaxonomyKey): HsdsTaxonomy {
  const t = TAXONOMIES[taxonomy];
  return { id: taxonomyId(taxonomy), name: t.name, description: t.description, version: "1" };
}

/** ISO 639 codes HSDS expects: the site's 'asl' is ISO 639-3 'ase'. */
export const languageCode = (code: string) => (code === "asl" ? "ase" : code);

/** An insurer as the taxonomy names it. */
export interface InsurerTermSource {
  id: number;
  name: string;
  displayName: string;
}

const AGE_TERMS = { minimum: 1, maximum: 2 } as const;

/** The provider kinds (codes: the site's API values), with the site's labels. */
const PROVIDER_KIND_TERMS: readonly { index: number; code: ProviderKind; label: keyof typeof en }[] = [
  { index: 1, code: "organization", label: "registry.organization" },
  { index: 2, code: "independent_practitioner", label: "listing.independent" },
];

interface TermSpec {
  index: number;
  code: string;
  name: string;
  description: string;
}

/** Every term of one taxonomy. Indexes start at 1 and follow the site's lists (append only). */
function termSpecs(taxonomy: TaxonomyKey, insurers: readonly InsurerTermSource[]): TermSpec[] {
  switch (taxonomy) {
    case "services":
      return SERVICES.map((s, i) => ({
        index: i + 1,
        code: s,
        name: en[`service.${s}`],
        description: `The provider offers ${s}.`,
      }));
    case "insurers":
      return insurers.map((ins) => ({
        index: ins.id,
        code: ins.name,
        name: ins.displayName,
        description: `The provider accepts ${ins.displayName} insurance.`,
      }));
    case "careSettings":
      return CARE_SETTINGS.map((s, i) => ({
        index: i + 1,
        code: s,
        name: en[`setting.${s}`],
        description: `Therapy is offered in this setting: ${en[`setting.${s}`]}.`,
      }));
    case "languages":
      return SERVICE_LANGUAGES.map((l, i) => ({
        index: i + 1,
        code: languageCode(l),
        name: en[`language.${l}`],
        description: `Staff speak ${en[`language.${l}`]}.`,
      }));
    case "funding":
      return FUNDING_SOURCES.map((f, i) => ({
        index: i + 1,
        code: f,
        name: en[`funding.${f}`],
        description: `The provider accepts ${en[`funding.${f}`]}.`,
      }));
    case "eligibility":
      return [
        {
          index: AGE_TERMS.minimum,
          code: "minimum-age",
          name: "Minimum age",
          description: "The youngest age served, in years (the attribute's value).",
        },
        {
          index: AGE_TERMS.maximum,
          code: "maximum-age",
          name: "Maximum age",
          description: "The oldest age served, in years (the attribute's value).",
        },
      ];
    case "intake":
      return [
        {
          index: 1,
          code: "accepting-new-clients",
          name: "Accepting new clients",
          description: "The provider takes new clients now.",
        },
        {
          index: 2,
          code: "waitlist",
          name: "Waitlist",
          description: "New clients wait; the attribute's value is the estimated wait in weeks, when known.",
        },
      ];
    case "providerKinds":
      return PROVIDER_KIND_TERMS.map((k) => ({
        index: k.index,
        code: k.code,
        name: en[k.label],
        description:
          k.code === "organization"
            ? "An organisation in the NPI Registry (entity type 2) with a behavior analysis taxonomy code."
            : "A Behavior Analyst with their own NPI (entity type 1) at a practice address no listed organisation shares.",
      }));
  }
}

function hsdsTerm(taxonomy: TaxonomyKey, spec: TermSpec): HsdsTaxonomyTerm {
  return {
    id: termId(taxonomy, spec.index),
    code: spec.code,
    name: spec.name,
    description: spec.description,
    taxonomy: TAXONOMIES[taxonomy].name,
    taxonomy_id: taxonomyId(taxonomy),
    language: "en",
  };
}

/** Where a term sits, for the ids of the attributes pointing at it (attributeId in ids.ts). */
interface TermPlace {
  group: number;
  index: number;
}

/** The terms of every taxonomy, indexed by taxonomy then by code, for mapping listings. */
export interface TermIndex {
  byCode: Record<TaxonomyKey, Map<string, HsdsTaxonomyTerm & { place: TermPlace }>>;
  /** Active insurers' codes (`name`) by id: listings hold insurer ids. */
  insurerCodeById: Map<number, string>;
  all: HsdsTaxonomyTerm[];
}

export function buildTermIndex(insurers: readonly InsurerTermSource[]): TermIndex {
  const byCode = {} as TermIndex["byCode"];
  const all: HsdsTaxonomyTerm[] = [];
  for (const taxonomy of Object.keys(TAXONOMIES) as TaxonomyKey[]) {
    const map = new Map<string, HsdsTaxonomyTerm & { place: TermPlace }>();
    for (const spec of termSpecs(taxonomy, insurers)) {
      const term = hsdsTerm(taxonomy, spec);
      all.push(term);
      map.set(spec.code, { ...term, place: { group: TAXONOMIES[taxonomy].group, index: spec.index } });
    }
    byCode[taxonomy] = map;
  }
  return { byCode, all, insurerCodeById: new Map(insurers.map((i) => [i.id, i.name])) };
}

export const allTaxonomies = () => (Object.keys(TAXONOMIES) as TaxonomyKey[]).map(hsdsTaxonomy);
