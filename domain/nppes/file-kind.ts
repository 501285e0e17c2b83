/**
 * What a registry file is, from its name: CMS names the monthly full file
 * NPPES_Data_Dissemination_<Month>_<Year>.zip, the weekly ones …_<MMDDYY>_<MMDDYY>_Weekly.zip and
 * the deactivation report NPPES_Deactivated_NPI_Report_<MMDDYY>.zip.
 */
export type NppesFileKind = "full" | "weekly" | "deactivation";

export function nppesFileKind(fileName: string): NppesFileKind {
  if (/deactivat/i.test(fileName)) return "deactivation";
  if (/weekly/i.test(fileName)) return "weekly";
  return "full";
}

/**
 * The date the file's data runs to, from the name of its data file (npidata_pfile_20050523-20261109.csv:
 * the last eight digits), as YYYY-MM-DD; null when no name carries one.
 */
export function nppesFileDate(names: readonly string[]): string | null {
  for (const name of names) {
    const dates = [...name.matchAll(/(?<!\d)(20\d{2})(\d{2})(\d{2})(?!\d)/g)];
    const last = dates.at(-1);
    if (!last) continue;
    const [, y, m, d] = last;
    if (Number(m) >= 1 && Number(m) <= 12 && Number(d) >= 1 && Number(d) <= 31) return `${y}-${m}-${d}`;
  }
  return null;
}
