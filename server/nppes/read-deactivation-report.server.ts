/**
 * The monthly NPPES Deactivated NPI Report: CMS publishes a zip holding one .xlsx
 * ("NPPES Deactivated NPI Report YYYYMMDD.xlsx") whose first sheet has a title row ("NPPES
 * Deactivated Records as of …"), a header row "NPI" | "NPPES Deactivation Date", then one row per
 * deactivated NPI with the date as MM/DD/YYYY text. Accepts the zip or the .xlsx itself.
 */
import { isoDate, NppesLayoutError, normalizeHeaderName } from "@domain/nppes/layout.ts";
import { worksheetRows } from "./xlsx.server.ts";
import { openZip, type OpenZip } from "./zip.server.ts";

export interface DeactivatedNpi {
  npi: string;
  /** YYYY-MM-DD. */
  deactivationDate: string;
}

const BATCH = 5000;
const NPI_HEADER = "NPI";
const DATE_HEADER = "NPPES Deactivation Date";
/** Rows searched for the header before the file is refused. */
const HEADER_SEARCH_ROWS = 20;

/** The report's NPIs and dates in sheet order, in batches. */
export async function* readDeactivationReport(filePath: string): AsyncGenerator<DeactivatedNpi[]> {
  const outer = await openZip(filePath);
  let workbook: OpenZip = outer;
  try {
    if (!outer.entries.some((e) => e.fileName.toLowerCase() === "xl/workbook.xml")) {
      const xlsx = outer.entries.find((e) => /\.xlsx$/i.test(e.fileName));
      if (!xlsx) throw new Error(`${filePath} holds no .xlsx report`);
      // The workbook inside is a few MB compressed: read it into memory to open it as a zip.
      workbook = await openZip(await readAll(outer, xlsx));
    }
    let columns: { npi: number; date: number } | null = null;
    let seen = 0;
    let batch: DeactivatedNpi[] = [];
    for await (const cells of worksheetRows(workbook)) {
      if (!columns) {
        columns = headerColumns(cells);
        if (!columns && ++seen >= HEADER_SEARCH_ROWS) throw new NppesLayoutError(filePath, [NPI_HEADER, DATE_HEADER]);
        continue;
      }
      const npi = (cells[columns.npi] ?? "").trim();
      if (!/^\d{10}$/.test(npi)) continue;
      batch.push({ npi, deactivationDate: reportDate((cells[columns.date] ?? "").trim()) });
      if (batch.length >= BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (!columns) throw new NppesLayoutError(filePath, [NPI_HEADER, DATE_HEADER]);
    if (batch.length > 0) yield batch;
  } finally {
    if (workbook !== outer) workbook.close();
    outer.close();
  }
}

async function readAll(zip: OpenZip, entry: OpenZip["entries"][number]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of zip.chunks(entry)) parts.push(chunk);
  return Buffer.concat(parts);
}

function headerColumns(cells: string[]): { npi: number; date: number } | null {
  const names = cells.map(normalizeHeaderName);
  const npi = names.indexOf(normalizeHeaderName(NPI_HEADER));
  const date = names.findIndex((name) => name.endsWith("deactivationdate"));
  return npi >= 0 && date >= 0 ? { npi, date } : null;
}

/** MM/DD/YYYY text, or an Excel day number when the cell was typed as a date. */
function reportDate(value: string): string {
  if (/^\d{5}(\.\d+)?$/.test(value)) {
    // Excel's day 0 is 1899-12-30 (its 1900 leap-year bug included).
    const ms = Date.UTC(1899, 11, 30) + Math.floor(Number(value)) * 86_400_000;
    return new Date(ms).toISOString().slice(0, 10);
  }
  return isoDate(value);
}
