/**
 * The import file as batches of checked rows: every row goes through the listing form's own
 * rules (parseListingFields, the same as adding a listing by hand), its zip code is placed
 * offline (places table), and a second row with the same name and address is a duplicate.
 * The preview and the import job both read the file through here, so they judge alike.
 */
import type { Database } from "@db/client.server.ts";
import type { ImportRowProblem } from "@db/schema/index.ts";
import { hasUnusableCharacters } from "@domain/text-safety.ts";
import { isFormulaLike, LIST_SEPARATOR, unescapeFormula } from "@domain/listing-import.ts";
import { parseListingFields, type ListingFields, type ListingValues } from "../owners/listing-input.ts";
import { csvRecords, ImportFileError } from "./csv-file.server.ts";
import { isHeader, readHeader, type ImportHeader } from "./import-header.ts";

export interface ImportRow {
  row: number;
  /** Checked fields, with the map position filled in from the zip code when none was typed. */
  fields: ListingFields & { latitude: number; longitude: number };
  cells: string[];
}

export interface ImportReject {
  row: number;
  problems: ImportRowProblem[];
  cells: string[];
}

export interface ImportBatch {
  rows: ImportRow[];
  rejects: ImportReject[];
  /** Data rows read so far, this batch included. */
  dataRows: number;
  /** The file's header cells, as written. */
  header: string[];
}

/** Rows per batch: per-statement costs (round trips, triggers, commits) spread over many rows. */
const IMPORT_BATCH_ROWS = 2500;

/** Name + address + zip code, as the duplicate check compares them (case-insensitive). */
function duplicateKey(fields: Pick<ListingFields, "name" | "address" | "zipCode">): string {
  return `${fields.name.toLowerCase()}\u0000${(fields.address ?? "").toLowerCase()}\u0000${fields.zipCode}`;
}

interface Candidate {
  row: number;
  fields: ListingFields;
  cells: string[];
}

/** Active insurers by lower-case key and display name, as the insurers column names them. */
async function insurerIds(database: Database): Promise<Map<string, number>> {
  const rows = await database.sql<{ id: number; name: string; displayName: string }[]>`
    select id, name, display_name as "displayName" from insurance_providers where is_active`;
  const byName = new Map<string, number>();
  for (const r of rows) {
    byName.set(r.name.toLowerCase(), r.id);
    byName.set(r.displayName.toLowerCase(), r.id);
  }
  return byName;
}

/** One data row's values for the listing form, or its problems. Throws on a formula. */
function rowValues(
  header: ImportHeader,
  record: { row: number; cells: string[] },
  insurers: Map<string, number>,
): { values: ListingValues; problems: ImportRowProblem[] } {
  const problems: ImportRowProblem[] = [];
  const values: ListingValues = {};
  if (record.cells.length !== header.names.length) {
    problems.push({ row: record.row, column: null, key: "adminImport.problem.cell_count" });
  }
  for (const { column, cell } of header.columns) {
    const text = unescapeFormula(record.cells[cell] ?? "");
    if (isFormulaLike(text)) {
      throw new ImportFileError({
        key: "adminImport.problem.formula",
        params: { row: record.row, column: column.name },
      });
    }
    if (hasUnusableCharacters(text)) {
      problems.push({ row: record.row, column: column.name, key: "adminImport.problem.unusable_characters" });
      continue;
    }
    if (!column.list) {
      values[column.field] = column.field === "acceptingNewClients" ? text.trim().toLowerCase() : text;
      continue;
    }
    const items = text
      .split(LIST_SEPARATOR)
      .map((s) => s.trim())
      .filter(Boolean);
    if (column.field !== "insurerIds") {
      values[column.field] = items;
      continue;
    }
    const ids = items.map((name) => insurers.get(name.toLowerCase()));
    if (ids.some((id) => id === undefined)) {
      problems.push({ row: record.row, column: column.name, key: "adminImport.problem.insurer_unknown" });
    }
    values[column.field] = ids.filter((id) => id !== undefined).map(String);
  }
  return { values, problems };
}

/** The listing form's field errors as problems named by column. */
function fieldProblems(
  header: ImportHeader,
  row: number,
  errors: Record<string, string | undefined>,
): ImportRowProblem[] {
  return Object.entries(errors).map(([field, code]) => {
    const name = field === "coordinates" ? "latitude" : field;
    const column = header.columns.find((c) => c.column.field === name)?.column.name ?? null;
    return { row, column, key: `ownerMessage.${code}` };
  });
}

/**
 * Places the candidates without a typed position by their zip code (one query per batch) and
 * drops repeats of a name and address already seen in the file.
 */
async function settle(database: Database, candidates: Candidate[], seen: Set<string>, batch: ImportBatch) {
  const zips = [...new Set(candidates.filter((c) => c.fields.latitude === null).map((c) => c.fields.zipCode))];
  const places = new Map<string, { lat: number; lng: number }>();
  if (zips.length > 0) {
    const rows = await database.sql<{ zip: string; lat: number; lng: number }[]>`
      select zip, latitude as lat, longitude as lng from places where zip = any(${zips}::text[])`;
    for (const r of rows) places.set(r.zip, r);
  }
  for (const c of candidates) {
    let { latitude, longitude } = c.fields;
    if (latitude === null || longitude === null) {
      const place = places.get(c.fields.zipCode);
      if (!place) {
        batch.rejects.push({ row: c.row, cells: c.cells, problems: [zipUnknown(c.row)] });
        continue;
      }
      latitude = place.lat;
      longitude = place.lng;
    }
    const key = duplicateKey(c.fields);
    if (seen.has(key)) {
      batch.rejects.push({
        row: c.row,
        cells: c.cells,
        problems: [{ row: c.row, column: null, key: "adminImport.problem.duplicate_in_file" }],
      });
      continue;
    }
    seen.add(key);
    batch.rows.push({ row: c.row, cells: c.cells, fields: { ...c.fields, latitude, longitude } });
  }
}

const zipUnknown = (row: number): ImportRowProblem => ({ row, column: "zip_code", key: "ownerMessage.zip_unknown" });

/**
 * The file's data rows in batches of about `batchSize`, checked. Throws ImportFileError for what
 * refuses the whole file: encoding, quotes, header, a formula, or no data row at all.
 */
export async function* importBatches(
  database: Database,
  filePath: string,
  batchSize = IMPORT_BATCH_ROWS,
): AsyncGenerator<ImportBatch> {
  const insurers = await insurerIds(database);
  let header: ImportHeader | null = null;
  const seen = new Set<string>();
  let dataRows = 0;
  let candidates: Candidate[] = [];
  let headerCells: string[] = [];
  let batch: ImportBatch = { rows: [], rejects: [], dataRows: 0, header: headerCells };
  const cellName = (cell: number) => header?.names[cell - 1] || String(cell);

  for await (const record of csvRecords(filePath, cellName)) {
    if (!header) {
      const read = readHeader(record.cells);
      if (!isHeader(read)) throw new ImportFileError(read);
      header = read;
      headerCells = record.cells;
      batch.header = headerCells;
      continue;
    }
    dataRows++;
    const { values, problems } = rowValues(header, record, insurers);
    const parsed = parseListingFields(values);
    const all = parsed.ok ? problems : [...problems, ...fieldProblems(header, record.row, parsed.error)];
    if (all.length > 0 || !parsed.ok) batch.rejects.push({ row: record.row, cells: record.cells, problems: all });
    else candidates.push({ row: record.row, cells: record.cells, fields: parsed.value });
    if (batch.rejects.length + candidates.length >= batchSize) {
      await settle(database, candidates, seen, batch);
      batch.dataRows = dataRows;
      yield batch;
      candidates = [];
      batch = { rows: [], rejects: [], dataRows: 0, header: headerCells };
    }
  }
  if (!header) throw new ImportFileError({ key: "adminImport.problem.empty" });
  if (dataRows === 0) throw new ImportFileError({ key: "adminImport.problem.no_rows" });
  await settle(database, candidates, seen, batch);
  batch.dataRows = dataRows;
  if (batch.rows.length + batch.rejects.length > 0) yield batch;
}
