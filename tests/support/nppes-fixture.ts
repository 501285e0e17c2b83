/**
 * Small NPPES downloads in the real layout, for tests: a zip named as CMS names it, holding
 * npidata_pfile, pl_pfile, othername_pfile and endpoint_pfile CSVs (every value in double quotes,
 * the full 330-column header) with a *_fileheader.csv for each; and the monthly Deactivated NPI
 * Report (a zip holding an .xlsx). nppesFixtureRows() is a ready-made set with one row per case
 * the importer must handle.
 */
import { createWriteStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { strToU8, zipSync, type Zippable } from "fflate";
import {
  PROVIDER_COLUMNS,
  nppesDataFileHeader,
  nppesOtherNameHeader,
  nppesSecondaryLocationHeader,
  type NppesLayoutVersion,
} from "../../domain/nppes/layout.ts";
import { ZipWriter } from "./zip-writer.ts";

export interface FixtureAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  phone: string;
  fax: string;
}

/** One npidata row. Dates as the file writes them (MM/DD/YYYY); anything omitted is blank. */
export interface FixtureProvider {
  npi: string;
  entityType?: "1" | "2" | "";
  organizationName?: string;
  lastName?: string;
  firstName?: string;
  middleName?: string;
  namePrefix?: string;
  nameSuffix?: string;
  credential?: string;
  otherOrganizationName?: string;
  otherOrganizationNameTypeCode?: string;
  mailing?: Partial<FixtureAddress>;
  practice?: Partial<FixtureAddress>;
  enumerationDate?: string;
  lastUpdateDate?: string;
  deactivationReasonCode?: string;
  deactivationDate?: string;
  reactivationDate?: string;
  soleProprietor?: string;
  taxonomies?: { code: string; license?: string; licenseState?: string; primary?: boolean }[];
  /** Any other cell by its exact header name (e.g. "Other Provider Identifier_1"). */
  cells?: Record<string, string>;
}

export interface FixtureOtherName {
  npi: string;
  name: string;
  typeCode: string;
}

export interface FixtureLocation {
  npi: string;
  address: Partial<FixtureAddress>;
}

export interface FixtureRows {
  providers: FixtureProvider[];
  otherNames: FixtureOtherName[];
  locations: FixtureLocation[];
}

export type FixtureEntry = "npidata" | "pl" | "othername" | "endpoint";

export interface WriteNppesZipOptions {
  /** Layout version: decides the names (a `_V2` bundle, a date range after March 2026). Default 2. */
  version?: NppesLayoutVersion;
  /** Zip file name; default the CMS name for the version. */
  fileName?: string;
  /** Which CSVs the zip holds (default all four). */
  include?: FixtureEntry[];
  /** npidata header names to leave out, column and all (a file missing a column). */
  omitColumns?: string[];
  /** Write ZIP64 records for every entry, as CMS's 10 GB entry has them. */
  zip64?: boolean;
  /** Line ending (default "\n"). */
  newline?: "\n" | "\r\n";
  /** The data's date range in the entry names, YYYYMMDD-YYYYMMDD (a weekly file's week); default the version's. */
  range?: string;
}

const RANGE = { 1: "20050523-20240707", 2: "20050523-20260309" } as const;
const ZIP_NAME = {
  1: "NPPES_Data_Dissemination_July_2024.zip",
  2: "NPPES_Data_Dissemination_March_2026_V2.zip",
} as const;

/** Writes an NPPES bundle into `dir`; returns its path. */
export async function writeNppesZip(
  dir: string,
  rows: FixtureRows,
  options: WriteNppesZipOptions = {},
): Promise<string> {
  const version = options.version ?? 2;
  const newline = options.newline ?? "\n";
  const include = new Set(options.include ?? ["npidata", "pl", "othername", "endpoint"]);
  const range = options.range ?? RANGE[version];
  const files: [string, string][] = [];
  const add = (kind: FixtureEntry, header: string[], lines: string[][]) => {
    if (!include.has(kind)) return;
    const headerLine = csvLine(header) + newline;
    files.push([`${kind}_pfile_${range}_fileheader.csv`, headerLine]);
    files.push([`${kind}_pfile_${range}.csv`, headerLine + lines.map((l) => csvLine(l) + newline).join("")]);
  };

  const omit = new Set(options.omitColumns ?? []);
  const fullHeader = nppesDataFileHeader();
  const kept = fullHeader.map((name, i) => [name, i] as const).filter(([name]) => !omit.has(name));
  add(
    "npidata",
    kept.map(([name]) => name),
    rows.providers.map((p) => {
      const cells = providerCells(p, fullHeader);
      return kept.map(([, i]) => cells[i]!);
    }),
  );
  add(
    "pl",
    nppesSecondaryLocationHeader(),
    rows.locations.map((l) => {
      const a = address(l.address);
      return [l.npi, a.line1, a.line2, a.city, a.state, a.postalCode, a.countryCode, a.phone, "", a.fax];
    }),
  );
  add(
    "othername",
    nppesOtherNameHeader(),
    rows.otherNames.map((o) => [o.npi, o.name, o.typeCode]),
  );
  add("endpoint", ENDPOINT_HEADER, [
    [
      "1234567893",
      "DIRECT",
      "Direct Messaging Address",
      "records@direct.example.org",
      "N",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
    ],
  ]);

  const file = path.join(dir, options.fileName ?? ZIP_NAME[version]);
  if (options.zip64) {
    const zip = new ZipWriter(createWriteStream(file), { forceZip64: true });
    for (const [name, text] of files) await zip.add(name, text);
    await zip.finish();
  } else {
    const zippable: Zippable = {};
    for (const [name, text] of files) zippable[name] = strToU8(text);
    await writeFile(file, zipSync(zippable));
  }
  return file;
}

function csvLine(values: readonly string[]): string {
  return values.map((v) => `"${v.replaceAll('"', '""')}"`).join(",");
}

function address(a: Partial<FixtureAddress> | undefined): FixtureAddress {
  return { line1: "", line2: "", city: "", state: "", postalCode: "", countryCode: "", phone: "", fax: "", ...a };
}

function providerCells(p: FixtureProvider, header: string[]): string[] {
  const byName = new Map<string, string>();
  const C = PROVIDER_COLUMNS;
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined) byName.set(name, value);
  };
  set(C.npi, p.npi);
  set(C.entityType, p.entityType);
  set(C.organizationName, p.organizationName);
  set(C.lastName, p.lastName);
  set(C.firstName, p.firstName);
  set(C.middleName, p.middleName);
  set(C.namePrefix, p.namePrefix);
  set(C.nameSuffix, p.nameSuffix);
  set(C.credential, p.credential);
  set(C.otherOrganizationName, p.otherOrganizationName);
  set(C.otherOrganizationNameTypeCode, p.otherOrganizationNameTypeCode);
  set(C.enumerationDate, p.enumerationDate);
  set(C.lastUpdateDate, p.lastUpdateDate);
  set(C.deactivationReasonCode, p.deactivationReasonCode);
  set(C.deactivationDate, p.deactivationDate);
  set(C.reactivationDate, p.reactivationDate);
  set(C.soleProprietor, p.soleProprietor);
  for (const kind of ["mailing", "practice"] as const) {
    const a = p[kind];
    if (!a) continue;
    for (const [key, value] of Object.entries(a)) {
      const column = `${kind}${key[0]!.toUpperCase()}${key.slice(1)}` as keyof typeof C;
      set(C[column], value);
    }
  }
  p.taxonomies?.forEach((t, i) => {
    set(`Healthcare Provider Taxonomy Code_${i + 1}`, t.code);
    set(`Provider License Number_${i + 1}`, t.license ?? "");
    set(`Provider License Number State Code_${i + 1}`, t.licenseState ?? "");
    set(`Healthcare Provider Primary Taxonomy Switch_${i + 1}`, t.primary ? "Y" : "N");
  });
  for (const [name, value] of Object.entries(p.cells ?? {})) set(name, value);
  return header.map((name) => byName.get(name) ?? "");
}

const ENDPOINT_HEADER = [
  "NPI",
  "Endpoint Type",
  "Endpoint Type Description",
  "Endpoint",
  "Affiliation",
  "Endpoint Description",
  "Affiliation Legal Business Name",
  "Use Code",
  "Use Description",
  "Other Use Description",
  "Content Type",
  "Content Description",
  "Other Content Description",
  "Affiliation Address Line One",
  "Affiliation Address Line Two",
  "Affiliation Address City",
  "Affiliation Address State",
  "Affiliation Address Country",
  "Affiliation Address Line Postal Code",
];

/** A 10-digit NPI ending in its Luhn check digit (computed over the 80840 prefix, as CMS does). */
export function npiFrom(first9: string): string {
  const digits = `80840${first9}`;
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${first9}${(10 - (sum % 10)) % 10}`;
}

/** The NPIs of nppesFixtureRows(), by case. */
export const FIXTURE_NPIS = {
  organisation: npiFrom("100000001"),
  bcba: npiFrom("100000002"),
  technician: npiFrom("100000003"),
  poBox: npiFrom("100000004"),
  deactivated: npiFrom("100000005"),
  reactivated: npiFrom("100000006"),
  primaryElsewhere: npiFrom("100000007"),
  nonAba: npiFrom("100000008"),
  quotedOrganisation: npiFrom("100000009"),
  accentedIndividual: npiFrom("100000010"),
  deactivatedUnknown: npiFrom("100000011"),
  codeOutsideTaxonomy: npiFrom("100000012"),
} as const;

/**
 * One row for each case the importer handles. ABA rows: organisation, bcba, technician, poBox,
 * reactivated, primaryElsewhere, quotedOrganisation, accentedIndividual. Not ABA: nonAba and
 * codeOutsideTaxonomy (an ABA code only in an "Other Provider Identifier" cell). Deactivated
 * (blank but NPI and date): deactivated, deactivatedUnknown.
 */
export function nppesFixtureRows(): FixtureRows {
  const N = FIXTURE_NPIS;
  const dates = { enumerationDate: "03/14/2016", lastUpdateDate: "07/02/2025" };
  const providers: FixtureProvider[] = [
    {
      npi: N.organisation,
      entityType: "2",
      organizationName: "BRIGHT PATH BEHAVIORAL HEALTH SERVICES OF CENTRAL OHIO LIMITED LIABILITY COMPANY NUMBER TWO",
      otherOrganizationName: "BRIGHT PATH ABA",
      otherOrganizationNameTypeCode: "3",
      mailing: {
        line1: "1200 EAST BROAD STREET",
        line2: "SUITE 300",
        city: "COLUMBUS",
        state: "OH",
        postalCode: "432051546",
        countryCode: "US",
        phone: "6145550142",
        fax: "6145550143",
      },
      practice: {
        line1: "1200 EAST BROAD STREET",
        line2: "SUITE 300",
        city: "COLUMBUS",
        state: "OH",
        postalCode: "432051546",
        countryCode: "US",
        phone: "6145550142",
      },
      ...dates,
      taxonomies: [{ code: "103K00000X", primary: true }],
      cells: {
        "Authorized Official Last Name": "GRANT",
        "Authorized Official First Name": "LISA",
        "Is Organization Subpart": "N",
      },
    },
    {
      npi: N.bcba,
      entityType: "1",
      lastName: "O'BRIEN",
      firstName: "MARY",
      middleName: "K",
      namePrefix: "DR.",
      credential: "BCBA",
      soleProprietor: "Y",
      // Mailing address is a home office; the practice is elsewhere.
      mailing: {
        line1: "88 ELM ST",
        city: "DUBLIN",
        state: "OH",
        postalCode: "43017",
        countryCode: "US",
        phone: "6145550100",
      },
      practice: {
        line1: "455 N HIGH ST",
        line2: "FL 2",
        city: "COLUMBUS",
        state: "OH",
        postalCode: "43215",
        countryCode: "US",
        phone: "6145550199",
      },
      ...dates,
      taxonomies: [{ code: "103K00000X", license: "1-23-45678", licenseState: "OH", primary: true }],
      cells: { "Provider Sex Code": "F" },
    },
    {
      npi: N.technician,
      entityType: "1",
      lastName: "NGUYEN",
      firstName: "TAN",
      credential: "RBT",
      practice: { line1: "17 MAIN ST", city: "AUSTIN", state: "TX", postalCode: "78701", countryCode: "US" },
      mailing: { line1: "17 MAIN ST", city: "AUSTIN", state: "TX", postalCode: "78701", countryCode: "US" },
      ...dates,
      taxonomies: [{ code: "106S00000X", primary: true }],
    },
    {
      npi: N.poBox,
      entityType: "1",
      lastName: "SMITH",
      firstName: "JORDAN",
      credential: "BCaBA",
      practice: {
        line1: "PO BOX 1234",
        city: "MIAMI",
        state: "FL",
        postalCode: "33101",
        countryCode: "US",
        phone: "3055550111",
      },
      mailing: { line1: "P.O. BOX 1234", city: "MIAMI", state: "FL", postalCode: "33101", countryCode: "US" },
      ...dates,
      taxonomies: [{ code: "106E00000X", license: "BA-0042", licenseState: "FL", primary: true }],
    },
    // CMS blanks everything of a deactivated NPI but the NPI and the deactivation date.
    { npi: N.deactivated, deactivationDate: "05/01/2025" },
    {
      npi: N.reactivated,
      entityType: "2",
      organizationName: "SUNRISE AUTISM CENTER INC",
      practice: {
        line1: "400 W 5TH AVE",
        city: "DENVER",
        state: "CO",
        postalCode: "80204",
        countryCode: "US",
        phone: "3035550175",
      },
      mailing: { line1: "400 W 5TH AVE", city: "DENVER", state: "CO", postalCode: "80204", countryCode: "US" },
      enumerationDate: "01/09/2012",
      lastUpdateDate: "02/20/2026",
      deactivationReasonCode: "",
      deactivationDate: "06/30/2023",
      reactivationDate: "02/15/2026",
      taxonomies: [{ code: "103K00000X", primary: true }],
    },
    {
      npi: N.primaryElsewhere,
      entityType: "1",
      lastName: "WASHINGTON",
      firstName: "ANDRE",
      nameSuffix: "II",
      credential: "PH.D., BCBA-D",
      practice: {
        line1: "2020 K ST NW",
        city: "WASHINGTON",
        state: "DC",
        postalCode: "20006",
        countryCode: "US",
        phone: "2025550123",
      },
      mailing: { line1: "2020 K ST NW", city: "WASHINGTON", state: "DC", postalCode: "20006", countryCode: "US" },
      ...dates,
      taxonomies: [
        { code: "103T00000X", license: "PSY-1001", licenseState: "DC", primary: true },
        { code: "101YM0800X", license: "LPC-77", licenseState: "MD" },
        { code: "103K00000X", license: "BA-555", licenseState: "VA" },
      ],
    },
    {
      npi: N.nonAba,
      entityType: "1",
      lastName: "PATEL",
      firstName: "RAJ",
      credential: "MD",
      practice: { line1: "1 HOSPITAL DR", city: "CHICAGO", state: "IL", postalCode: "60611", countryCode: "US" },
      ...dates,
      taxonomies: [{ code: "207Q00000X", license: "036-123456", licenseState: "IL", primary: true }],
    },
    {
      npi: N.quotedOrganisation,
      entityType: "2",
      organizationName: 'PEÑA FAMILY "KIDS FIRST" ABA, INC.',
      practice: {
        line1: "1600 CALLE OCHO, UNIT B",
        city: "SAN JUAN",
        state: "PR",
        postalCode: "00901",
        countryCode: "US",
        phone: "7875550100",
      },
      mailing: {
        line1: "1600 CALLE OCHO, UNIT B",
        city: "SAN JUAN",
        state: "PR",
        postalCode: "00901",
        countryCode: "US",
      },
      ...dates,
      taxonomies: [{ code: "103K00000X", primary: true }],
    },
    {
      npi: N.accentedIndividual,
      entityType: "1",
      lastName: "PEÑA",
      firstName: "JOSÉ",
      credential: "M.S., BCBA",
      practice: {
        line1: "9 RÍO GRANDE BLVD",
        city: "ALBUQUERQUE",
        state: "NM",
        postalCode: "87104",
        countryCode: "US",
      },
      mailing: { line1: "9 RÍO GRANDE BLVD", city: "ALBUQUERQUE", state: "NM", postalCode: "87104", countryCode: "US" },
      ...dates,
      taxonomies: [{ code: "103K00000X", license: "NM-9", licenseState: "NM", primary: true }],
    },
    { npi: N.deactivatedUnknown, deactivationDate: "11/30/2024" },
    {
      npi: N.codeOutsideTaxonomy,
      entityType: "1",
      lastName: "LEE",
      firstName: "ANN",
      credential: "DO",
      practice: { line1: "5 PINE RD", city: "SEATTLE", state: "WA", postalCode: "98101", countryCode: "US" },
      ...dates,
      taxonomies: [{ code: "207R00000X", primary: true }],
      cells: { "Other Provider Identifier_1": "106S00000X", "Other Provider Identifier Type Code_1": "05" },
    },
  ];
  const otherNames: FixtureOtherName[] = [
    { npi: N.organisation, name: "BRIGHT PATH ABA", typeCode: "3" },
    { npi: N.organisation, name: "BRIGHT PATH BEHAVIORAL HEALTH", typeCode: "4" },
    { npi: N.nonAba, name: "PATEL MEDICAL GROUP", typeCode: "3" },
    { npi: N.quotedOrganisation, name: "KIDS FIRST, PEÑA", typeCode: "5" },
  ];
  const locations: FixtureLocation[] = [
    {
      npi: N.organisation,
      address: {
        line1: "77 S STATE ST",
        city: "WESTERVILLE",
        state: "OH",
        postalCode: "43081",
        countryCode: "US",
        phone: "6145550150",
      },
    },
    {
      npi: N.organisation,
      address: {
        line1: "3 MARKET SQ",
        line2: "STE 1",
        city: "DAYTON",
        state: "OH",
        postalCode: "454021234",
        countryCode: "US",
        phone: "9375550160",
        fax: "9375550161",
      },
    },
    {
      npi: N.nonAba,
      address: { line1: "2 HOSPITAL DR", city: "CHICAGO", state: "IL", postalCode: "60611", countryCode: "US" },
    },
  ];
  return { providers, otherNames, locations };
}

/**
 * Writes a Deactivated NPI Report as CMS publishes it: a zip holding "NPPES Deactivated NPI
 * Report YYYYMMDD.xlsx" (title row, header row, then NPI and MM/DD/YYYY date as shared strings);
 * `asXlsx` writes the bare workbook instead. Returns the path.
 */
export async function writeDeactivationReport(
  dir: string,
  rows: { npi: string; date: string }[],
  options: { asXlsx?: boolean; reportDate?: string } = {},
): Promise<string> {
  const reportDate = options.reportDate ?? "20261110";
  const xlsx = deactivationWorkbook(rows, reportDate);
  const xlsxName = `NPPES Deactivated NPI Report ${reportDate}.xlsx`;
  if (options.asXlsx) {
    const file = path.join(dir, xlsxName);
    await writeFile(file, xlsx);
    return file;
  }
  const file = path.join(dir, `NPPES_Deactivated_NPI_Report_${reportDate.slice(4)}${reportDate.slice(2, 4)}.zip`);
  await writeFile(file, zipSync({ [xlsxName]: xlsx }));
  return file;
}

function deactivationWorkbook(rows: { npi: string; date: string }[], reportDate: string): Uint8Array {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const shared = (text: string) => {
    let i = index.get(text);
    if (i === undefined) {
      i = strings.length;
      strings.push(text);
      index.set(text, i);
    }
    return i;
  };
  const asOf = `${reportDate.slice(4, 6)}/${reportDate.slice(6)}/${reportDate.slice(0, 4)}`;
  const sheetRows = [
    [`NPPES Deactivated Records as of ${asOf}`],
    ["NPI", "NPPES Deactivation Date"],
    ...rows.map((r) => [r.npi, r.date]),
  ];
  const rowXml = sheetRows
    .map((cells, r) => {
      const cellXml = cells.map((text, c) => `<c r="${"AB"[c]}${r + 1}" t="s"><v>${shared(text)}</v></c>`).join("");
      return `<row r="${r + 1}" spans="1:2">${cellXml}</row>`;
    })
    .join("");
  const xml = (s: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`);
  const escape = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  return zipSync({
    "[Content_Types].xml": xml(
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    ),
    "_rels/.rels": xml(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": xml(
      `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="DeactivatedNPIs" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": xml(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    "xl/worksheets/sheet1.xml": xml(
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:B${sheetRows.length}"/><sheetData>${rowXml}</sheetData></worksheet>`,
    ),
    "xl/sharedStrings.xml": xml(
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${escape(s)}</t></si>`).join("")}</sst>`,
    ),
  });
}
