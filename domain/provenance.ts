/**
 * Where a listing's facts came from and when each was last confirmed (issue 27). Stored per
 * listing in listings.fact_sources; a registry refresh overwrites a fact only when its own
 * source ranks at least as high as the one that set it (admin > verified owner > registry >
 * CSV import).
 */
export const FACT_SOURCES = ["admin", "owner", "suggestion", "registry", "csv_import", "demo"] as const;
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
  csv_import: 1,
  demo: 0,
};

/** Whether `incoming` may replace a fact last set by `current` (absent: anyone may). */
export function mayOverwrite(current: FactSourceEntry | undefined, incoming: FactSource): boolean {
  return current === undefined || RANK[incoming] >= RANK[current.source];
}

export function isFactSource(value: unknown): value is FactSource {
  return typeof value === "string" && (FACT_SOURCES as readonly string[]).includes(value);
}
