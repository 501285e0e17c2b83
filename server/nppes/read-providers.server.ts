/**
 * The fast reader of the NPPES data file (npidata_pfile, ~10 GB, ~9 million rows of ~330 quoted
 * columns): streams it out of the zip and yields only the rows the directory needs, in batches.
 *
 * Speed comes from not parsing: about 99 % of rows are not ABA providers. Each inflated chunk is
 * searched with Buffer.indexOf for the three ABA taxonomy codes; lines are walked with indexOf on
 * the newline byte (counting rows); only a line holding a code is decoded and split, and then
 * checked (the code must sit in a Healthcare Provider Taxonomy Code_n column). A deactivated NPI's
 * row is blank but for its NPI and dates, so no code finds it: it is recognised by its empty second
 * cell (Entity Type Code) right after the NPI, then looked up in the caller's knownNpis.
 * Row counting rests on the assumption written in lines.server.ts.
 */
import path from "node:path";
import { type NppesAddress, type NppesProvider, type NppesTaxonomy } from "@domain/nppes/record.ts";
import { ABA_TAXONOMY_CODES, isAbaTaxonomy } from "@domain/nppes/taxonomy.ts";
import { splitCsvLine } from "@domain/nppes/csv-line.ts";
import {
  detectLayoutVersion,
  isoDate,
  resolveProviderColumns,
  type NppesLayoutVersion,
  type ProviderColumns,
} from "@domain/nppes/layout.ts";
import { RowJoiner, firstCell, isBlankLine, lineEnd, wholeLines } from "./lines.server.ts";
import { findNppesEntry, openZip } from "./zip.server.ts";

export interface NppesProviderBatch {
  /** Rows with an ABA taxonomy code, and deactivated rows of NPIs in knownNpis. */
  providers: NppesProvider[];
  /** Data rows read from the start of the file through the end of this batch (startAfterRow included). */
  rowsRead: number;
  layoutVersion: NppesLayoutVersion;
  /** Rows given up in this batch only, by reason (the caller adds them up). */
  skipped: Record<string, number>;
}

export interface ReadNppesProvidersOptions {
  /** Data rows already done (a checkpoint's rowsRead): they are passed over and yield nothing. */
  startAfterRow?: number;
  /** NPIs the directory holds: their deactivated rows are reported too. */
  knownNpis?: ReadonlySet<string>;
  /** Providers per batch (default 1,000). */
  batchSize?: number;
  /** A batch, even an empty one, at least every this many rows, for progress (default 250,000). */
  progressRows?: number;
}

type SkipReason = "invalidNpi" | "shortRow" | "unclosedQuote" | "brokenLine";

type Columns = ProviderColumns;

const CODES = ABA_TAXONOMY_CODES.map((code) => Buffer.from(code, "latin1"));
/** What every ABA code ends with, and how many bytes come before it ("103K" + "00000X"). */
const CODE_TAIL = Buffer.from("00000X", "latin1");
const CODE_HEAD = 4;
if (
  !CODES.every((code) => code.length === CODE_HEAD + CODE_TAIL.length && code.subarray(CODE_HEAD).equals(CODE_TAIL))
) {
  throw new Error("the ABA taxonomy codes no longer share the tail 00000X: findCandidates must change");
}

export async function* readNppesProviders(
  zipPath: string,
  options: ReadNppesProvidersOptions = {},
): AsyncGenerator<NppesProviderBatch> {
  const startAfter = options.startAfterRow ?? 0;
  const batchSize = options.batchSize ?? 1000;
  const progressRows = options.progressRows ?? 250_000;
  const known = options.knownNpis && options.knownNpis.size > 0 ? options.knownNpis : null;

  const zip = await openZip(zipPath);
  try {
    const entry = findNppesEntry(zip.entries, "npidata");
    if (!entry) throw new Error(`${path.basename(zipPath)} holds no npidata_pfile_*.csv`);
    const layoutVersion = detectLayoutVersion([path.basename(zipPath), entry.fileName]);

    let columns: Columns | null = null;
    let minCells = 0;
    // The fast test for a blank Entity Type Code assumes CMS's order (NPI, then the entity type).
    let fastDeactivation = true;
    let rows = 0;
    let lastYieldRows = 0;
    let providers: NppesProvider[] = [];
    let skipped: Record<string, number> = {};
    const joiner = new RowJoiner(splitCsvLine);
    const candidates: number[] = [];

    const take = (cells: string[], viaCode: boolean) => {
      const cols = columns!;
      if (cells.length < minCells) return skip(skipped, "shortRow");
      const npi = cells[cols.npi]!.trim();
      if (!/^\d{10}$/.test(npi)) return skip(skipped, "invalidNpi");
      const provider = toProvider(cells, cols, npi);
      if (viaCode && provider.taxonomies.some((t) => isAbaTaxonomy(t.code))) providers.push(provider);
      else if (provider.entityType === null && provider.deactivationDate !== "" && known?.has(npi)) {
        providers.push(provider);
      }
    };

    for await (const buf of wholeLines(zip.chunks(entry))) {
      let start = 0;
      if (!columns) {
        const end = lineEnd(buf, 0);
        const header = splitCsvLine(buf.toString("utf8", 0, end).replace(/^\uFEFF/, "")) ?? [];
        columns = resolveProviderColumns(header, entry.fileName);
        const { taxonomies, ...single } = columns;
        minCells = Math.max(...Object.values(single), ...taxonomies.flatMap((slot) => Object.values(slot))) + 1;
        fastDeactivation = columns.npi === 0 && columns.entityType === 1;
        start = end + 1;
      }
      findCandidates(buf, start, candidates);
      let next = 0;
      while (start < buf.length) {
        const end = lineEnd(buf, start);
        const lineStart = start;
        start = end + 1;
        while (next < candidates.length && candidates[next]! < lineStart) next++;
        const hasCode = next < candidates.length && candidates[next]! < end;
        if (joiner.pending) {
          const result = joiner.push(buf.toString("utf8", lineStart, end));
          if (result === "pending") continue;
          rows++;
          if (result === "malformed") skip(skipped, "unclosedQuote");
          else if (rows > startAfter) take(result, true);
        } else {
          if (isBlankLine(buf, lineStart, end)) continue;
          if (!startsWithNpi(buf, lineStart)) {
            // The tail of a value broken by a newline in an undecoded row: not a row of its own.
            skip(skipped, "brokenLine");
            continue;
          }
          const deactivatedKnown =
            known !== null &&
            !hasCode &&
            (fastDeactivation ? blankSecondCell(buf, lineStart, end) : true) &&
            known.has(firstCell(buf, lineStart, end));
          if (hasCode || deactivatedKnown) {
            const result = joiner.push(buf.toString("utf8", lineStart, end));
            if (result === "pending") continue;
            rows++;
            if (result === "malformed") skip(skipped, "unclosedQuote");
            else if (rows > startAfter) take(result, hasCode);
          } else {
            rows++;
          }
        }
        if (rows > startAfter && (providers.length >= batchSize || rows - lastYieldRows >= progressRows)) {
          yield { providers, rowsRead: rows, layoutVersion, skipped };
          providers = [];
          skipped = {};
          lastYieldRows = rows;
        }
      }
    }
    if (!columns) throw new Error(`${entry.fileName} is empty: no header row`);
    if (joiner.finish()) {
      rows++;
      skip(skipped, "unclosedQuote");
    }
    yield { providers, rowsRead: rows, layoutVersion, skipped };
  } finally {
    zip.close();
  }
}

function skip(skipped: Record<string, number>, reason: SkipReason): void {
  skipped[reason] = (skipped[reason] ?? 0) + 1;
}

/**
 * Positions of every ABA taxonomy code in buf from `from`, ascending, into `out`. One pass for the
 * codes' common tail "00000X" (Buffer.indexOf), then the four bytes before it are compared: about
 * three times faster than a pass per code.
 */
function findCandidates(buf: Buffer, from: number, out: number[]): void {
  out.length = 0;
  for (let at = buf.indexOf(CODE_TAIL, from + CODE_HEAD); at >= 0; at = buf.indexOf(CODE_TAIL, at + CODE_TAIL.length)) {
    const start = at - CODE_HEAD;
    for (const code of CODES) {
      if (
        buf[start] === code[0] &&
        buf[start + 1] === code[1] &&
        buf[start + 2] === code[2] &&
        buf[start + 3] === code[3]
      ) {
        out.push(start);
        break;
      }
    }
  }
}

/** Every row starts with its NPI, quoted or not: a line that does not is a broken row's tail. */
function startsWithNpi(buf: Buffer, start: number): boolean {
  const first = buf[start] === 34 ? buf[start + 1] : buf[start];
  return first !== undefined && first >= 48 && first <= 57;
}

/** `"1234567890","",…` or `1234567890,,…`: the Entity Type Code after the NPI is empty. */
function blankSecondCell(buf: Buffer, start: number, end: number): boolean {
  const comma = buf.indexOf(44, start);
  if (comma < 0 || comma >= end) return false;
  const a = buf[comma + 1];
  return a === 44 || (a === 34 && buf[comma + 2] === 34 && (comma + 3 >= end || buf[comma + 3] === 44));
}

function toProvider(cells: string[], c: Columns, npi: string): NppesProvider {
  const v = (i: number) => cells[i]!.trim();
  const entity = v(c.entityType);
  const taxonomies: NppesTaxonomy[] = [];
  for (const slot of c.taxonomies) {
    const code = v(slot.code);
    if (code === "") continue;
    taxonomies.push({
      code,
      license: v(slot.license),
      licenseState: v(slot.licenseState),
      primary: v(slot.primary).toUpperCase() === "Y",
    });
  }
  const address = (kind: "mailing" | "practice"): NppesAddress => ({
    line1: v(c[`${kind}Line1`]),
    line2: v(c[`${kind}Line2`]),
    city: v(c[`${kind}City`]),
    state: v(c[`${kind}State`]),
    postalCode: v(c[`${kind}PostalCode`]),
    countryCode: v(c[`${kind}CountryCode`]),
    phone: v(c[`${kind}Phone`]),
    fax: v(c[`${kind}Fax`]),
  });
  return {
    npi,
    entityType: entity === "1" ? 1 : entity === "2" ? 2 : null,
    organizationName: v(c.organizationName),
    lastName: v(c.lastName),
    firstName: v(c.firstName),
    middleName: v(c.middleName),
    namePrefix: v(c.namePrefix),
    nameSuffix: v(c.nameSuffix),
    credential: v(c.credential),
    otherOrganizationName: v(c.otherOrganizationName),
    otherOrganizationNameTypeCode: v(c.otherOrganizationNameTypeCode),
    practice: address("practice"),
    mailing: address("mailing"),
    enumerationDate: isoDate(v(c.enumerationDate)),
    lastUpdateDate: isoDate(v(c.lastUpdateDate)),
    deactivationDate: isoDate(v(c.deactivationDate)),
    deactivationReasonCode: v(c.deactivationReasonCode),
    reactivationDate: isoDate(v(c.reactivationDate)),
    soleProprietor: v(c.soleProprietor),
    taxonomies,
  };
}
