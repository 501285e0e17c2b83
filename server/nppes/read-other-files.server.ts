/**
 * The NPPES reference files, read for a set of NPIs only: othername_pfile (other organisation
 * names, e.g. "doing business as") and pl_pfile (secondary practice locations). A row is kept or
 * passed over by its first cell, the NPI, before anything else of it is decoded.
 */
import path from "node:path";
import { splitCsvLine } from "@domain/nppes/csv-line.ts";
import { OTHER_NAME_COLUMNS, SECONDARY_LOCATION_COLUMNS, resolveColumns } from "@domain/nppes/layout.ts";
import type { NppesOtherName, NppesSecondaryLocation } from "@domain/nppes/record.ts";
import { RowJoiner, firstCell, isBlankLine, lineEnd, wholeLines } from "./lines.server.ts";
import { findNppesEntry, openZip, type NppesEntryKind } from "./zip.server.ts";

const BATCH = 1000;

/** Other names (othername_pfile) of the NPIs in `npis`, in file order, in batches. */
export function readNppesOtherNames(zipPath: string, npis: ReadonlySet<string>): AsyncGenerator<NppesOtherName[]> {
  return readReferenceFile(zipPath, "othername", OTHER_NAME_COLUMNS, npis, (v) => ({
    npi: v("npi"),
    name: v("name"),
    typeCode: v("typeCode"),
  }));
}

/** Secondary practice locations (pl_pfile) of the NPIs in `npis`, in file order, in batches. */
export function readNppesSecondaryLocations(
  zipPath: string,
  npis: ReadonlySet<string>,
): AsyncGenerator<NppesSecondaryLocation[]> {
  return readReferenceFile(zipPath, "pl", SECONDARY_LOCATION_COLUMNS, npis, (v) => ({
    npi: v("npi"),
    address: {
      line1: v("line1"),
      line2: v("line2"),
      city: v("city"),
      state: v("state"),
      postalCode: v("postalCode"),
      countryCode: v("countryCode"),
      phone: v("phone"),
      fax: v("fax"),
    },
  }));
}

async function* readReferenceFile<K extends string, T>(
  zipPath: string,
  kind: NppesEntryKind,
  wanted: Readonly<Record<K, string>>,
  npis: ReadonlySet<string>,
  map: (value: (key: K) => string) => T,
): AsyncGenerator<T[]> {
  const zip = await openZip(zipPath);
  try {
    const entry = findNppesEntry(zip.entries, kind);
    if (!entry) throw new Error(`${path.basename(zipPath)} holds no ${kind}_pfile_*.csv`);
    let columns: Record<K, number> | null = null;
    let batch: T[] = [];
    const joiner = new RowJoiner(splitCsvLine);
    const keep = (cells: string[]) => {
      const cols = columns!;
      const value = (key: K) => (cells[cols[key]] ?? "").trim();
      if (npis.has(value("npi" as K))) batch.push(map(value));
    };
    for await (const buf of wholeLines(zip.chunks(entry))) {
      let start = 0;
      if (!columns) {
        const end = lineEnd(buf, 0);
        const header = splitCsvLine(buf.toString("utf8", 0, end).replace(/^\uFEFF/, "")) ?? [];
        columns = resolveColumns(header, wanted, entry.fileName);
        // Rows are told apart by their first cell: CMS puts the NPI first in both files.
        if (columns["npi" as K] !== 0) throw new Error(`${entry.fileName}: the NPI is not the first column`);
        start = end + 1;
      }
      while (start < buf.length) {
        const end = lineEnd(buf, start);
        const lineStart = start;
        start = end + 1;
        if (!joiner.pending && (isBlankLine(buf, lineStart, end) || !npis.has(firstCell(buf, lineStart, end))))
          continue;
        const cells = joiner.push(buf.toString("utf8", lineStart, end));
        if (Array.isArray(cells)) keep(cells);
      }
      if (batch.length >= BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  } finally {
    zip.close();
  }
}
