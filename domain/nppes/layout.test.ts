import { describe, expect, it } from "vitest";
import { splitCsvLine } from "./csv-line.ts";
import {
  NppesLayoutError,
  detectLayoutVersion,
  isoDate,
  nppesDataFileHeader,
  resolveColumns,
  resolveProviderColumns,
} from "./layout.ts";

describe("the data file layout", () => {
  it("has CMS's 330 columns with the taxonomy slots where the readme puts them", () => {
    const header = nppesDataFileHeader();
    expect(header).toHaveLength(330);
    const columns = resolveProviderColumns(header, "npidata");
    expect(columns.npi).toBe(0);
    expect(columns.entityType).toBe(1);
    expect(columns.taxonomies).toHaveLength(15);
    expect(columns.taxonomies[0]).toEqual({ code: 47, license: 48, licenseState: 49, primary: 50 });
    expect(columns.taxonomies[14]!.primary).toBe(106);
    expect(columns.soleProprietor).toBe(307);
  });

  it("refuses a header missing columns, naming each", () => {
    const header = nppesDataFileHeader().filter(
      (h) => h !== "NPI Deactivation Date" && h !== "Provider License Number_3",
    );
    expect(() => resolveProviderColumns(header, "npidata_pfile.csv")).toThrow(NppesLayoutError);
    try {
      resolveProviderColumns(header, "npidata_pfile.csv");
    } catch (error) {
      expect((error as NppesLayoutError).missing).toEqual(["NPI Deactivation Date", "Provider License Number_3"]);
      expect((error as Error).message).toBe(
        'npidata_pfile.csv lacks the columns "NPI Deactivation Date", "Provider License Number_3"',
      );
    }
  });

  it("matches names blind to case, spacing and punctuation (CMS's pl_pfile header varies)", () => {
    const at = resolveColumns(
      ["NPI", "Provider Secondary Practice Location Address-  Address Line 2"],
      {
        npi: "NPI",
        line2: "Provider Secondary Practice Location Address - Address Line 2",
      },
      "pl",
    );
    expect(at).toEqual({ npi: 0, line2: 1 });
  });
});

describe("detectLayoutVersion", () => {
  it.each([
    [["NPPES_Data_Dissemination_March_2026_V2.zip", "npidata_pfile_20050523-20260309.csv"], 2],
    [["NPPES_Data_Dissemination_083126_090626_Weekly_V2.zip", "npidata_pfile_20260831-20260906.csv"], 2],
    [["nppes.zip", "npidata_pfile_20050523-20260309.csv"], 2],
    [["NPPES_Data_Dissemination_January_2025.zip", "npidata_pfile_20050523-20250112.csv"], 1],
    [["NPPES_Data_Dissemination_July_2024.zip", "npidata_pfile_20050523-20240707.csv"], 1],
    [["/data/v2/nppes.zip", "npidata_pfile_20050523-20240707.csv"], 1],
  ] as const)("%j is version %i", (names, version) => {
    expect(detectLayoutVersion(names)).toBe(version);
  });
});

describe("isoDate", () => {
  it("turns MM/DD/YYYY into YYYY-MM-DD and keeps blanks", () => {
    expect(isoDate("05/01/2025")).toBe("2025-05-01");
    expect(isoDate("")).toBe("");
  });
});

describe("splitCsvLine", () => {
  it("splits quoted cells with commas, doubled quotes and empty cells", () => {
    expect(splitCsvLine('"1","A, B","say ""hi""","",x,\r')).toEqual(["1", "A, B", 'say "hi"', "", "x", ""]);
  });

  it("returns null while a quote is open", () => {
    expect(splitCsvLine('"1","open')).toBeNull();
    expect(splitCsvLine('"1","open\nclosed"')).toEqual(["1", "open\nclosed"]);
  });
});
