/**
 * Where a listing's facts came from and when each was last confirmed (issue 27). Stored per
 * listing in listings.fact_sources; a registry refresh overwrites a fact only when its own
 * source ranks at least as high as the one that set it (admin > verified owner > registry >
 * unverified owner, CSV import).
 */
export const FACT_SOURCES = [
  "admin",
  "owner",
  "suggestion",
  "registry",
  "unverified_owner",
  "csv_import",
  "demo",
] as const;
export type FactSource = (typeof FACT_SOURCES)[number];

/** The facts a source is recorded for. */
export const PROVENANCE_FACTS = [
  "name",
  "address",
  "phone",
  "email",
  "website",
  "description",
  "openingHours",
  "services",
  "insurances",
  "intake",
  "credentials",
  "serviceAreas",
] as const;
export type ProvenanceFact = (typeof PROVENANCE_FACTS)[number];

export interface FactSourceEntry {
  source: FactSource;
  /** The day the fact was last confirmed by that source (YYYY-MM-DD). */
  confirmedOn: string;
}

export type FactSources = Partial<Record<ProvenanceFact, FactSourceEntry>>;

const RANK: Record<FactSource, number> = {
  admin: 4,
  // An accepted suggestion was accepted by the owner (or an admin on their behalf).
  owner: 3,
  suggestion: 3,
  registry: 2,
  // The account that added or edits a listing it has not been verified to run (claim or admin):
  // below the public record, so a registry refresh corrects it.
  unverified_owner: 1,
  csv_import: 1,
  demo: 0,
};

/** Whether `incoming` may replace a fact last set by `current` (absent: anyone may). */
export function mayOverwrite(current: FactSourceEntry | undefined, incoming: FactSource): boolean {
  return current === undefined || RANK[incoming] >= RANK[current.source];
}

/** The fact each listing column belongs to (columns not listed carry no provenance of their own). */
const FACT_OF_COLUMN: Record<string, ProvenanceFact> = {
  name: "name",
  address: "address",
  city: "address",
  state: "address",
  zipCode: "address",
  latitude: "address",
  longitude: "address",
  phone: "phone",
  email: "email",
  website: "website",
  description: "description",
  openingHours: "openingHours",
  services: "services",
  insurerIds: "insurances",
  acceptingNewClients: "intake",
  waitlistWeeks: "intake",
  serviceAreas: "serviceAreas",
};

/** The facts that changed when these listing fields (camelCase column names) changed. */
export function factsOfFields(fields: readonly string[]): ProvenanceFact[] {
  return [...new Set(fields.flatMap((f) => FACT_OF_COLUMN[f] ?? []))];
}

/** `current` with each of `facts` now set by `source` on `day` (YYYY-MM-DD). */
export function withSource(
  current: FactSources,
  facts: readonly ProvenanceFact[],
  source: FactSource,
  day: string,
): FactSources {
  const next: FactSources = { ...current };
  for (const fact of facts) next[fact] = { source, confirmedOn: day };
  return next;
}
