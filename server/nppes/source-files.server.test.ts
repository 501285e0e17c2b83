import { describe, expect, it } from "vitest";
import { zipLinks } from "./list-source.server.ts";
import {
  laterFiles,
  nextFullFile,
  parseNppesSourceName,
  type KnownImport,
  type NppesSourceFile,
} from "./source-files.server.ts";

const files = (...names: string[]): NppesSourceFile[] => names.map((n) => parseNppesSourceName(n)!);
const names = (list: readonly NppesSourceFile[]) => list.map((f) => f.name);
let nextId = 1;
const known = (fileName: string, kind: KnownImport["kind"], fileDate: string | null = null): KnownImport => ({
  id: nextId++,
  fileName,
  kind,
  fileDate,
});

describe("CMS's registry file names", () => {
  it("say the kind and date of full, weekly and deactivation files, in either layout version", () => {
    expect(parseNppesSourceName("NPPES_Data_Dissemination_November_2026_V2.zip")).toMatchObject({
      kind: "full",
      date: "2026-11-01",
      key: "nppes_data_dissemination_november_2026.zip",
    });
    expect(parseNppesSourceName("NPPES_Data_Dissemination_111026_111626_Weekly.zip")).toMatchObject({
      kind: "weekly",
      date: "2026-11-16",
    });
    expect(parseNppesSourceName("NPPES_Deactivated_NPI_Report_111026.zip")).toMatchObject({
      kind: "deactivation",
      date: "2026-11-10",
    });
    for (const other of [
      "NPPES_Data_Dissemination_Smarch_2026.zip",
      "NPPES_Data_Dissemination_131026_111626_Weekly.zip",
      "NPPES_Data_Dissemination_November_2026.zip.part",
      "NPPESPlusExtract.zip",
      "readme.pdf",
    ])
      expect(parseNppesSourceName(other)).toBeNull();
  });
});

describe("the refresh plan", () => {
  const offered = files(
    "NPPES_Data_Dissemination_October_2026_V2.zip",
    "NPPES_Data_Dissemination_November_2026.zip",
    "NPPES_Data_Dissemination_November_2026_V2.zip",
    "NPPES_Data_Dissemination_110326_110926_Weekly_V2.zip",
    "NPPES_Data_Dissemination_111726_112326_Weekly_V2.zip",
    "NPPES_Data_Dissemination_111026_111626_Weekly_V2.zip",
    "NPPES_Data_Dissemination_111026_111626_Weekly.zip",
    "NPPES_Deactivated_NPI_Report_101326.zip",
    "NPPES_Deactivated_NPI_Report_111026.zip",
  );

  it("on an empty database: the newest full file (version 2), the weeklies after its data oldest first, the newest report", () => {
    const full = nextFullFile(offered, []);
    expect(full?.name).toBe("NPPES_Data_Dissemination_November_2026_V2.zip");
    const after = [known(full!.name, "full", "2026-11-09")];
    expect(names(laterFiles(offered, after))).toEqual([
      "NPPES_Data_Dissemination_111026_111626_Weekly_V2.zip",
      "NPPES_Data_Dissemination_111726_112326_Weekly_V2.zip",
      "NPPES_Deactivated_NPI_Report_111026.zip",
    ]);
  });

  it("once all is imported (in either version's name): nothing", () => {
    const all = [
      known("NPPES_Data_Dissemination_November_2026.zip", "full", "2026-11-09"),
      known("NPPES_Data_Dissemination_111026_111626_Weekly.zip", "weekly", "2026-11-16"),
      known("NPPES_Data_Dissemination_111726_112326_Weekly_V2.zip", "weekly", "2026-11-23"),
      known("NPPES_Deactivated_NPI_Report_111026.zip", "deactivation", "2026-11-10"),
    ];
    expect(nextFullFile(offered, all)).toBeNull();
    expect(laterFiles(offered, all)).toEqual([]);
  });

  it("never an older full file, an older report, or a weekly whose data the imports already run past", () => {
    const done = [
      known("upload-of-november.zip", "full", "2026-11-09"),
      known("NPPES_Data_Dissemination_111026_111626_Weekly_V2.zip", "weekly", "2026-11-16"),
      known("NPPES_Deactivated_NPI_Report_111026.zip", "deactivation", "2026-11-10"),
    ];
    expect(nextFullFile(offered, done)).toBeNull();
    expect(names(laterFiles(offered, done))).toEqual(["NPPES_Data_Dissemination_111726_112326_Weekly_V2.zip"]);
  });

  it("after a newer full file, reapplies the weeklies that run past its data even if applied before it", () => {
    const before = [
      known("NPPES_Data_Dissemination_October_2026_V2.zip", "full", "2026-10-12"),
      known("NPPES_Data_Dissemination_111026_111626_Weekly_V2.zip", "weekly", "2026-11-16"),
    ];
    expect(nextFullFile(offered, before)?.name).toBe("NPPES_Data_Dissemination_November_2026_V2.zip");
    const after = [...before, known("NPPES_Data_Dissemination_November_2026_V2.zip", "full", "2026-11-09")];
    expect(names(laterFiles(offered, after)).slice(0, 2)).toEqual([
      "NPPES_Data_Dissemination_111026_111626_Weekly_V2.zip",
      "NPPES_Data_Dissemination_111726_112326_Weekly_V2.zip",
    ]);
  });
});

describe("an index page's links", () => {
  it("are the registry zips it links to, relative or absolute, resolved against the page", () => {
    const html = `<ul>
      <li><a href="NPPES_Data_Dissemination_November_2026_V2.zip">Full</a></li>
      <li><a href='./weekly/NPPES_Data_Dissemination_111026_111626_Weekly_V2.zip'>Weekly</a></li>
      <li><A HREF=https://other.example/files/NPPES_Deactivated_NPI_Report_111026.zip>Report</A></li>
      <li><a href="NPPES_Data_Dissemination_November_2026_V2.zip">again</a></li>
      <li><a href="NPPESDataDissemination_Readme.pdf">Readme</a> <a href="mailto:x@example.org">mail</a></li>
      <li><a href="ftp://files.example/NPPES_Data_Dissemination_October_2026.zip">ftp</a></li>
    </ul>`;
    expect(zipLinks(html, "https://download.cms.gov/nppes/NPI_Files.html").map((f) => [f.kind, f.location])).toEqual([
      ["full", "https://download.cms.gov/nppes/NPPES_Data_Dissemination_November_2026_V2.zip"],
      ["weekly", "https://download.cms.gov/nppes/weekly/NPPES_Data_Dissemination_111026_111626_Weekly_V2.zip"],
      ["deactivation", "https://other.example/files/NPPES_Deactivated_NPI_Report_111026.zip"],
    ]);
  });
});
