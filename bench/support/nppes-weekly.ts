/**
 * A weekly registry file made from a full one, for the import benchmark: the first `changed` ABA
 * rows of the full file's npidata with a new practice phone number, the next `deactivated` ABA
 * NPIs as the blank rows CMS writes for a deactivation, and the other names and secondary
 * locations of those NPIs (a weekly file carries them for every NPI it lists). Same layout as
 * the full file, named as CMS names a weekly file.
 */
import { createWriteStream } from "node:fs";
import path from "node:path";
import { PROVIDER_COLUMNS } from "../../domain/nppes/layout.ts";
import { splitCsvLine } from "../../domain/nppes/csv-line.ts";
import { ABA_TAXONOMY_CODES } from "../../domain/nppes/taxonomy.ts";
import { findNppesEntry, openZip } from "../../server/nppes/zip.server.ts";
import { ZipWriter } from "../../tests/support/zip-writer.ts";

const RANGE = "20261109-20261115";
const WEEKLY_NAME = "NPPES_Data_Dissemination_110926_111526_Weekly_V2.zip";

const csvLine = (cells: readonly string[]) => cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(",");

async function* lines(zipPath: string, kind: "npidata" | "pl" | "othername"): AsyncGenerator<string> {
  const zip = await openZip(zipPath);
  try {
    const entry = findNppesEntry(zip.entries, kind);
    if (!entry) return;
    let tail = "";
    for await (const chunk of zip.chunks(entry)) {
      const text = tail + chunk.toString("utf8");
      const parts = text.split("\n");
      tail = parts.pop()!;
      yield* parts;
    }
    if (tail) yield tail;
  } finally {
    zip.close();
  }
}

export interface WeeklyFile {
  file: string;
  changed: number;
  deactivated: number;
}

export async function writeWeeklyFromFull(
  fullZip: string,
  dir: string,
  options: { changed: number; deactivated: number },
): Promise<WeeklyFile> {
  const rows: string[] = [];
  const npis = new Set<string>();
  let header: string[] | null = null;
  let phone = -1;
  let changed = 0;
  let deactivated = 0;
  for await (const line of lines(fullZip, "npidata")) {
    if (!header) {
      header = splitCsvLine(line)!;
      phone = header.indexOf(PROVIDER_COLUMNS.practicePhone);
      rows.push(line);
      continue;
    }
    if (!ABA_TAXONOMY_CODES.some((code) => line.includes(code))) continue;
    const cells = splitCsvLine(line);
    if (!cells || cells[1] === "") continue;
    if (changed < options.changed) {
      cells[phone] = `555${String(changed).padStart(7, "0")}`;
      rows.push(csvLine(cells));
      changed++;
    } else if (deactivated < options.deactivated) {
      const blank = header.map(() => "");
      blank[0] = cells[0]!;
      blank[header.indexOf(PROVIDER_COLUMNS.deactivationDate)] = "11/12/2026";
      blank[header.indexOf(PROVIDER_COLUMNS.deactivationReasonCode)] = "DT";
      rows.push(csvLine(blank));
      deactivated++;
    } else break;
    npis.add(cells[0]!);
  }
  const file = path.join(dir, WEEKLY_NAME);
  const zip = new ZipWriter(createWriteStream(file));
  const add = async (kind: string, body: Iterable<string> | AsyncIterable<string>) => {
    await zip.add(`${kind}_pfile_${RANGE}.csv`, body);
  };
  await zip.add(`npidata_pfile_${RANGE}_fileheader.csv`, `${rows[0]}\n`);
  await add(
    "npidata",
    (function* () {
      for (const row of rows) yield `${row}\n`;
    })(),
  );
  for (const kind of ["pl", "othername"] as const) {
    // Each file's header, then the rows of the NPIs the weekly file lists.
    async function* kept() {
      let first = true;
      for await (const line of lines(fullZip, kind)) {
        if (first || npis.has(line.slice(1, 11))) yield `${line}\n`;
        first = false;
      }
    }
    await add(kind, kept());
  }
  await zip.finish();
  return { file, changed, deactivated };
}
