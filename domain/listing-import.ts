/**
 * The listing CSV's shape (issue 13, docs/csv-import.md): its columns, its size limit and the
 * rule for spreadsheet formulas. The import, the template, the export and the docs read it.
 */

/** One column of the import file, in template order. */
export interface ImportColumn {
  /** The header text (snake_case; matched case-insensitively, surrounding spaces ignored). */
  name: string;
  required: boolean;
  /** The listing form's field it feeds (server/owners/listing-input.ts). */
  field: string;
  /** Several values in one cell, separated by ";" (or "|"). */
  list?: boolean;
  /** The template's example value. */
  example: string;
}

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: "name", required: true, field: "name", example: "Bright Steps ABA" },
  { name: "description", required: false, field: "description", example: "Center-based ABA for young children." },
  { name: "address", required: false, field: "address", example: "100 Congress Ave" },
  { name: "city", required: true, field: "city", example: "Austin" },
  { name: "state", required: true, field: "state", example: "TX" },
  { name: "zip_code", required: true, field: "zipCode", example: "78701" },
  { name: "latitude", required: false, field: "latitude", example: "" },
  { name: "longitude", required: false, field: "longitude", example: "" },
  { name: "phone", required: false, field: "phone", example: "512-555-0147" },
  { name: "email", required: true, field: "email", example: "office@brightsteps.example" },
  { name: "website", required: false, field: "website", example: "https://brightsteps.example" },
  { name: "opening_hours", required: false, field: "openingHours", example: "8:00 AM-6:00 PM" },
  { name: "services", required: false, field: "services", list: true, example: "ABA Therapy; Early Intervention" },
  { name: "insurers", required: false, field: "insurerIds", list: true, example: "Medicaid; Aetna" },
  { name: "accepting_new_clients", required: false, field: "acceptingNewClients", example: "yes" },
  { name: "waitlist_weeks", required: false, field: "waitlistWeeks", example: "" },
  { name: "min_age_years", required: false, field: "minAgeYears", example: "2" },
  { name: "max_age_years", required: false, field: "maxAgeYears", example: "12" },
  { name: "care_settings", required: false, field: "careSettings", list: true, example: "center; in-home" },
  { name: "languages", required: false, field: "languages", list: true, example: "en; es" },
  { name: "funding_accepted", required: false, field: "fundingAccepted", list: true, example: "medicaid" },
  { name: "bcba_certificant_numbers", required: false, field: "bcbaCertificantNumbers", example: "1-23-45678" },
];

/**
 * Columns the export adds after the import columns. An import ignores them, so an exported file
 * can be imported again as it is (its rows are then duplicates of the listings it came from).
 */
export const EXPORT_ONLY_COLUMNS = [
  "id",
  "status",
  "tier",
  "owner_verified",
  "last_verified_at",
  "created_at",
] as const;

/** Largest file the upload form takes; larger files go through the command line import. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_MEGABYTES = MAX_IMPORT_BYTES / (1024 * 1024);

/** Separators of the values of a list cell. */
export const LIST_SEPARATOR = /[;|]/;

/** A number or a phone number: harmless even with a leading + or - ("-97.74", "+1 512 555 0147"). */
const NUMBER_LIKE = /^[+-]?[\d\s().-]+$/;

/**
 * Whether a spreadsheet would run this cell as a formula (=HYPERLINK(…), +cmd|…, @SUM(…)):
 * it starts, after any spaces, tabs or line breaks, with = + - @, and is not a plain number or
 * phone number. Such cells are refused on import; every CSV written escapes them (domain/csv.ts).
 */
export function isFormulaLike(cell: string): boolean {
  const text = cell.trimStart();
  const first = text[0];
  if (first === "=" || first === "@") return true;
  if (first === "+" || first === "-") return !NUMBER_LIKE.test(text);
  return false;
}

/**
 * The import's reading of a cell the export escaped: "'-97.74" was the number -97.74. Anything
 * else keeps its apostrophe (so "'=SUM(A1)" stays harmless text).
 */
export function unescapeFormula(cell: string): string {
  return /^'[+-]/.test(cell) && NUMBER_LIKE.test(cell.slice(1)) ? cell.slice(1) : cell;
}
