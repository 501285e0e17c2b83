/**
 * The provider-contacts CSV import (spec entity provider_contacts): its columns, limits and the
 * check of every row before anything is written. Pure, so the rules are tested without a
 * database; the server adds the one check that needs it (the listing exists).
 */
import { CsvSyntaxError, parseCsv, type CsvRecord } from "./csv.ts";
import { calendarDay } from "./admin-people.ts";
import type { Result } from "./result.ts";

/** The entity's fields, as CSV column names. */
export const CONTACT_COLUMNS = [
  "organization",
  "first_name",
  "last_name",
  "email_address",
  "phone_number",
  "website",
  "domain_name",
  "street",
  "city",
  "state",
  "postal_code",
  "country",
  "position",
  "position_raw",
  "department",
  "type",
  "company_type",
  "industry",
  "confidence_score",
  "number_of_sources",
  "pattern",
  "twitter_handle",
  "linkedin_url",
  "listing_id",
  "last_contact_date",
] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];

export const CONTACT_IMPORT_MAX_BYTES = 1024 * 1024;
export const CONTACT_IMPORT_MAX_ROWS = 5000;
const MAX_CELL = 500;

/** One contact as stored, keyed by column; absent cells are null. */
export type ContactRecord = Partial<Record<ContactColumn, string | number | null>>;

type ContactProblemCode =
  | "no_header"
  | "unknown_column"
  | "duplicate_column"
  | "too_many_rows"
  | "wrong_cell_count"
  | "unclosed_quote"
  | "stray_quote"
  | "text_after_quote"
  | "empty_row"
  | "formula"
  | "too_long"
  | "control_characters"
  | "email"
  | "url"
  | "integer"
  | "date"
  | "listing";

export interface ContactProblem {
  /** The file's line for the header and syntax; else the data row's number (1 = first after the header). */
  row: number;
  column: ContactColumn | null;
  code: ContactProblemCode;
  params?: Record<string, string | number>;
}

const INTEGER_RANGES: Partial<Record<ContactColumn, [number, number]>> = {
  confidence_score: [0, 100],
  number_of_sources: [0, 1_000_000],
  listing_id: [1, 2_147_483_647],
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i;
const PHONE = /^\+?[\d\s().-]{7,25}$/;
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u001f\u007f\uD800-\uDFFF]/u;

type CellProblem = Omit<ContactProblem, "row" | "column">;
const refuse = (error: CellProblem): Result<never, CellProblem> => ({ ok: false, error });
const store = (value: string | number | null): Result<string | number | null, never> => ({ ok: true, value });

/** What gets stored for one cell, or why it is refused. */
function checkCell(column: ContactColumn, cell: string, today: string): Result<string | number | null, CellProblem> {
  const text = cell.trim();
  if (text === "") return store(null);
  if (text.length > MAX_CELL) return refuse({ code: "too_long", params: { max: MAX_CELL } });
  // A spreadsheet would run it; a phone number's leading + is the one exception.
  if (/^[=+\-@]/.test(text) && !(column === "phone_number" && PHONE.test(text)) && !(column in INTEGER_RANGES)) {
    return refuse({ code: "formula", params: { char: text[0]! } });
  }
  if (CONTROL.test(text)) return refuse({ code: "control_characters" });
  const range = INTEGER_RANGES[column];
  if (range) {
    const n = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
    if (!(n >= range[0] && n <= range[1])) return refuse({ code: "integer", params: { min: range[0], max: range[1] } });
    return store(n);
  }
  if (column === "email_address" && !EMAIL.test(text)) return refuse({ code: "email" });
  if ((column === "website" || column === "linkedin_url") && !WEB.test(text)) return refuse({ code: "url" });
  if (column === "last_contact_date" && (!calendarDay(text) || text > today)) return refuse({ code: "date" });
  return store(text);
}

/** Every record, or every problem. */
export type ContactImportCheck = Result<ContactRecord[], ContactProblem[]>;

/**
 * Checks a whole file's text: a header naming known columns (any order, case and spaces
 * ignored), the same number of cells on every row, every cell valid, each row naming an
 * organization, an email address or a website. Every problem is listed, by row and column.
 */
export function checkContactCsv(text: string, today: string): ContactImportCheck {
  let lines: CsvRecord[];
  try {
    lines = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { ok: false, error: [{ row: error.row, column: null, code: error.kind }] };
  }
  const [header, ...rows] = lines.map((r) => r.cells);
  if (!header) return { ok: false, error: [{ row: 1, column: null, code: "no_header" }] };
  const problems: ContactProblem[] = [];
  const columns: ContactColumn[] = [];
  for (const name of header) {
    const key = name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_");
    if (!(CONTACT_COLUMNS as readonly string[]).includes(key)) {
      problems.push({ row: 1, column: null, code: "unknown_column", params: { name: name.slice(0, 40) } });
    } else if (columns.includes(key as ContactColumn)) {
      problems.push({ row: 1, column: null, code: "duplicate_column", params: { name: key } });
    }
    columns.push(key as ContactColumn);
  }
  if (problems.length) return { ok: false, error: problems };
  if (rows.length > CONTACT_IMPORT_MAX_ROWS) {
    return {
      ok: false,
      error: [{ row: 1, column: null, code: "too_many_rows", params: { max: CONTACT_IMPORT_MAX_ROWS } }],
    };
  }
  const records: ContactRecord[] = [];
  rows.forEach((cells, index) => {
    const row = index + 1;
    if (cells.length !== columns.length) {
      problems.push({
        row,
        column: null,
        code: "wrong_cell_count",
        params: { found: cells.length, expected: columns.length },
      });
      return;
    }
    const record: ContactRecord = {};
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      const checked = checkCell(column, cell, today);
      if (!checked.ok) problems.push({ row, column, ...checked.error });
      else record[column] = checked.value;
    });
    if (!record.organization && !record.email_address && !record.website && !problems.some((p) => p.row === row)) {
      problems.push({ row, column: null, code: "empty_row" });
    }
    records.push(record);
  });
  return problems.length ? { ok: false, error: problems } : { ok: true, value: records };
}
