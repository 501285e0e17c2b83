/**
 * Which registry files the scheduled refresh imports next, from the names CMS gives them on its
 * download page (https://download.cms.gov/nppes/NPI_Files.html):
 *   NPPES_Data_Dissemination_<Month>_<Year>[_V2].zip                 the monthly full file
 *   NPPES_Data_Dissemination_<MMDDYY>_<MMDDYY>_Weekly[_V2].zip       a weekly update
 *   NPPES_Deactivated_NPI_Report_<MMDDYY>[_V2].zip                   the deactivation report
 * During a layout change CMS lists each file in both versions; they hold the same data, so a
 * file and its `_V2` twin count as one (the version 2 copy is preferred).
 */
import type { NppesFileKind } from "@domain/nppes/file-kind.ts";

export interface NppesSourceFile {
  name: string;
  kind: NppesFileKind;
  /** YYYY-MM-DD: a full file's month (its first day), a weekly file's last day, a report's date. */
  date: string;
  /** The name without its version suffix, lower case: the same file in either layout. */
  key: string;
}

/** An import the database holds (nppes_imports), as the plan needs it. */
export interface KnownImport {
  id: number;
  fileName: string;
  kind: NppesFileKind;
  /** The data's date from the zip's entry names (nppes_imports.file_date), if any. */
  fileDate: string | null;
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const FULL = /^NPPES_Data_Dissemination_([A-Za-z]+)_(\d{4})(_V2)?\.zip$/i;
const WEEKLY = /^NPPES_Data_Dissemination_(\d{6})_(\d{6})_Weekly(_V2)?\.zip$/i;
const DEACTIVATION = /^NPPES_Deactivated_NPI_Report_(\d{6})(_V2)?\.zip$/i;

/** MMDDYY (as CMS writes it in names) to YYYY-MM-DD; null for an impossible date. */
function fromMmddyy(text: string): string | null {
  const [mm, dd, yy] = [text.slice(0, 2), text.slice(2, 4), text.slice(4, 6)];
  if (Number(mm) < 1 || Number(mm) > 12 || Number(dd) < 1 || Number(dd) > 31) return null;
  return `20${yy}-${mm}-${dd}`;
}

/** The file CMS's name describes, or null for any other name. */
export function parseNppesSourceName(name: string): NppesSourceFile | null {
  const key = name.replace(/_V2(?=\.zip$)/i, "").toLowerCase();
  const full = FULL.exec(name);
  if (full) {
    const month = MONTHS.indexOf(full[1]!.toLowerCase());
    if (month < 0) return null;
    return { name, kind: "full", date: `${full[2]}-${String(month + 1).padStart(2, "0")}-01`, key };
  }
  const weekly = WEEKLY.exec(name);
  const weeklyEnd = weekly && fromMmddyy(weekly[1]!) && fromMmddyy(weekly[2]!);
  if (weeklyEnd) return { name, kind: "weekly", date: weeklyEnd, key };
  const report = DEACTIVATION.exec(name);
  const reportDate = report && fromMmddyy(report[1]!);
  if (reportDate) return { name, kind: "deactivation", date: reportDate, key };
  return null;
}

/** One copy of each file, the version 2 one when CMS lists both. */
function distinct<F extends NppesSourceFile>(files: readonly F[]): F[] {
  const byKey = new Map<string, F>();
  for (const file of files) {
    const seen = byKey.get(file.key);
    if (!seen || /_V2\.zip$/i.test(file.name)) byKey.set(file.key, file);
  }
  return [...byKey.values()];
}

const keyOf = (fileName: string) => parseNppesSourceName(fileName)?.key ?? fileName.toLowerCase();

/** The date the import's data runs to: the entries' date, else the one its name says. */
function dataDate(known: KnownImport): string | null {
  return known.fileDate ?? parseNppesSourceName(known.fileName)?.date ?? null;
}

const newest = <T>(items: readonly T[], date: (item: T) => string | null): string | null =>
  items.reduce<string | null>((max, item) => {
    const d = date(item);
    return d !== null && (max === null || d > max) ? d : max;
  }, null);

/**
 * The newest full file, if it is of a later month than the last full import (imported, queued or
 * running): it supersedes every older file, so it goes first.
 */
export function nextFullFile<F extends NppesSourceFile>(
  available: readonly F[],
  known: readonly KnownImport[],
): F | null {
  const fulls = known.filter((k) => k.kind === "full");
  const lastMonth = newest(fulls, (k) => (parseNppesSourceName(k.fileName)?.date ?? k.fileDate)?.slice(0, 7) ?? null);
  const imported = new Set(fulls.map((k) => keyOf(k.fileName)));
  const candidate = distinct(available)
    .filter((f) => f.kind === "full" && !imported.has(f.key))
    .sort((a, b) => (a.date < b.date ? 1 : -1))[0];
  if (!candidate) return null;
  return lastMonth === null || candidate.date.slice(0, 7) > lastMonth ? candidate : null;
}

/**
 * What follows the last full import, in order: the weekly files whose data runs past everything
 * imported since it, oldest first (one that only repeats older data would undo newer changes),
 * then the newest deactivation report if it is later than the last one applied (each report
 * lists every deactivated NPI, so older ones add nothing).
 */
export function laterFiles<F extends NppesSourceFile>(available: readonly F[], known: readonly KnownImport[]): F[] {
  const files = distinct(available);
  const lastFull = known.filter((k) => k.kind === "full").sort((a, b) => b.id - a.id)[0];
  // A new full file replaced every record, so only weeklies imported after it count as applied.
  const since = known.filter((k) => k.kind === "weekly" && (!lastFull || k.id > lastFull.id));
  const applied = new Set(since.map((k) => keyOf(k.fileName)));
  const through = newest([...(lastFull ? [lastFull] : []), ...since], dataDate);
  const weeklies = files
    .filter((f) => f.kind === "weekly" && !applied.has(f.key) && (through === null || f.date > through))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  const reports = known.filter((k) => k.kind === "deactivation");
  const reportsApplied = new Set(reports.map((k) => keyOf(k.fileName)));
  const lastReport = newest(reports, (k) => parseNppesSourceName(k.fileName)?.date ?? k.fileDate);
  const report = files
    .filter((f) => f.kind === "deactivation" && !reportsApplied.has(f.key))
    .sort((a, b) => (a.date < b.date ? 1 : -1))[0];
  const newReport = report && (lastReport === null || report.date > lastReport) ? [report] : [];
  return [...weeklies, ...newReport];
}
