/**
 * Age ranges of autism products. The catalogue stores them as short free text ("3+", "6-12",
 * "Teens & adults", "All ages"); visitors filter by broad bands. A product matches a band when
 * its parsed range overlaps the band.
 */
export const AGE_BANDS = ["under-3", "3-5", "6-12", "13-plus"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export interface AgeSpan {
  min: number;
  /** Infinity for open ranges ("3+", "All ages"). */
  max: number;
}

const BAND_SPANS: Record<AgeBand, AgeSpan> = {
  "under-3": { min: 0, max: 2 },
  "3-5": { min: 3, max: 5 },
  "6-12": { min: 6, max: 12 },
  "13-plus": { min: 13, max: Infinity },
};

export function isAgeBand(value: unknown): value is AgeBand {
  return typeof value === "string" && (AGE_BANDS as readonly string[]).includes(value);
}

/** The span a stored age range describes, or null when it cannot be read. */
export function parseAgeRange(text: string | null | undefined): AgeSpan | null {
  const value = text?.trim().toLowerCase();
  if (!value) return null;
  if (/^all ages?$/.test(value)) return { min: 0, max: Infinity };
  const range = /^(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})\b/.exec(value);
  if (range) {
    const a = Number(range[1]);
    const b = Number(range[2]);
    return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  const open = /^(\d{1,2})\s*\+/.exec(value);
  if (open) return { min: Number(open[1]), max: Infinity };
  if (/\bteens?\b/.test(value)) return { min: 13, max: Infinity };
  if (/\badults?\b/.test(value)) return { min: 18, max: Infinity };
  return null;
}

/** Whether a stored age range overlaps a band; unreadable ranges match no band. */
export function ageRangeMatches(text: string | null | undefined, band: AgeBand): boolean {
  const span = parseAgeRange(text);
  if (!span) return false;
  const b = BAND_SPANS[band];
  return span.min <= b.max && span.max >= b.min;
}
