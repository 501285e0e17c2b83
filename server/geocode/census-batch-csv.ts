/**
 * The US Census Bureau batch geocoder's CSV, both ways (locations/addressbatch; its
 * Geocoding_Services_API documentation, "Batch Geocoding").
 *
 * In: one line per address, no header: Unique ID, Street address, City, State, ZIP.
 * Out: one line per address, in no particular order, every cell quoted:
 *   "id","street, city, state, zip","Match","Exact"|"Non_Exact","MATCHED ADDRESS","lon,lat","tiger line id","L"|"R"
 *   "id","street, city, state, zip","No_Match"
 *   "id","street, city, state, zip","Tie"
 * The point is longitude first.
 */
import { CsvSyntaxError, parseCsv, type CsvRecord } from "@domain/csv.ts";

/** The service takes at most this many addresses in one file. */
export const CENSUS_BATCH_LIMIT = 10_000;

export interface GeocodeAddress {
  /** Unique within one batch: how its answer line is found. */
  id: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export type CensusAnswer =
  | { id: string; status: "match"; exact: boolean; latitude: number; longitude: number; matchedAddress: string }
  | { id: string; status: "no_match" | "tie" };

/** An answer that is not the service's format: the batch is retried rather than half read. */
export class CensusAnswerError extends Error {
  override name = "CensusAnswerError";
}

// Every cell quoted, quotes and line breaks dropped: an address never needs them, and a stray
// one would shift the cells after it.
const cell = (value: string) => `"${value.replace(/["\r\n]+/g, " ").trim()}"`;

/** The upload: one CRLF-ended line per address. */
export function censusBatchFile(addresses: readonly GeocodeAddress[]): string {
  if (addresses.length > CENSUS_BATCH_LIMIT) {
    throw new RangeError(`a Census batch holds at most ${CENSUS_BATCH_LIMIT} addresses (got ${addresses.length})`);
  }
  return addresses.map((a) => [a.id, a.street, a.city, a.state, a.zip].map(cell).join(",") + "\r\n").join("");
}

const STATUSES = { Match: "match", No_Match: "no_match", Tie: "tie" } as const;

function isStatus(value: string): value is keyof typeof STATUSES {
  return Object.hasOwn(STATUSES, value);
}

/** "lon,lat" as a point on earth, or null when it is not one. */
function point(text: string): { latitude: number; longitude: number } | null {
  const parts = text.split(",");
  if (parts.length !== 2 || parts.some((p) => p.trim() === "")) return null;
  const [longitude, latitude] = parts.map(Number) as [number, number];
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Reads the service's answer; throws CensusAnswerError on anything that is not its format. */
export function parseCensusBatchAnswer(text: string): CensusAnswer[] {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    throw new CensusAnswerError(`the geocoder's answer is not CSV (${error.kind}, line ${error.row})`);
  }
  const seen = new Set<string>();
  return records.map(({ cells }, index) => {
    const line = index + 1;
    const [id = "", , status = "", matchType = "", matchedAddress = "", coordinates = ""] = cells;
    if (cells.length < 3 || id === "" || !isStatus(status)) {
      throw new CensusAnswerError(`the geocoder's answer line ${line} has no id and Match, No_Match or Tie`);
    }
    if (seen.has(id)) throw new CensusAnswerError(`the geocoder answered id ${id} twice`);
    seen.add(id);
    const kind = STATUSES[status];
    if (kind !== "match") return { id, status: kind };
    const at = point(coordinates);
    if (!at || (matchType !== "Exact" && matchType !== "Non_Exact")) {
      throw new CensusAnswerError(
        `the geocoder's answer line ${line} is a Match without a match type and a lon,lat point`,
      );
    }
    return { id, status: kind, exact: matchType === "Exact", matchedAddress, ...at };
  });
}
