/**
 * Writes a synthetic NPPES full file in the real version 2 layout, for the read benchmark:
 *   npm run bench:nppes-generate -- --out /tmp/nppes.zip [--gigabytes 1] [--level 6]
 * The zip is named as CMS names it when --out is a folder; it holds npidata_pfile (the 330-column
 * header, every value quoted, realistic value lengths: about 1,250 bytes a row as in the real
 * file), pl_pfile, othername_pfile, endpoint_pfile and a *_fileheader.csv for each. About 1 % of
 * rows carry an ABA taxonomy code (behavior analysts, assistants and technicians; organisations
 * and individuals), about 3.4 % are deactivated NPIs' blank rows; addresses use real US zip codes.
 * Streams: rows are generated, deflated (Node's zlib) and written chunk by chunk; --gigabytes 4
 * or more writes ZIP64 records.
 */
import { createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { nppesDataFileHeader, nppesOtherNameHeader, nppesSecondaryLocationHeader } from "../domain/nppes/layout.ts";
import { usPlaces } from "../server/seed/places.server.ts";
import { ZipWriter } from "../tests/support/zip-writer.ts";
import { isDeactivatedRow, syntheticNpi } from "./support/nppes-synthetic.ts";

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

const out = arg("out");
if (!out) throw new Error("--out FILE.zip (or a folder) is required");
const GIGABYTES = Number(arg("gigabytes") ?? "1");
const LEVEL = Number(arg("level") ?? "6");
if (!(GIGABYTES > 0)) throw new Error("--gigabytes must be a positive number");
const TARGET = GIGABYTES * 1e9;
const RANGE = "20050523-20261108";

/** A small fast PRNG (mulberry32): the same file for the same arguments. */
let seed = 0x2757;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const digits = (n: number) => String(Math.floor(random() * 10 ** n)).padStart(n, "0");

const PLACES = usPlaces();
const LAST = [
  "SMITH",
  "JOHNSON",
  "WILLIAMS",
  "GARCIA",
  "MARTINEZ",
  "NGUYEN",
  "O'CONNOR",
  "ROBINSON",
  "PEÑA",
  "KOWALSKI",
  "ANDERSON",
  "THOMPSON",
  "WASHINGTON",
  "MCDONALD",
  "PATEL",
  "KIM",
];
const FIRST = [
  "MARY",
  "JAMES",
  "MARIA",
  "DAVID",
  "JENNIFER",
  "MICHAEL",
  "LINDA",
  "JOSÉ",
  "PRIYA",
  "WEI",
  "SARAH",
  "ROBERT",
  "AISHA",
  "DANIEL",
  "EMILY",
  "CHRISTOPHER",
];
const WORDS = [
  "BRIGHT",
  "PATH",
  "CENTER",
  "FAMILY",
  "HEALTH",
  "BEHAVIORAL",
  "MEDICAL",
  "GROUP",
  "CARE",
  "SUMMIT",
  "VALLEY",
  "PEDIATRIC",
  "THERAPY",
  "SERVICES",
  "REGIONAL",
  "ASSOCIATES",
];
const SUFFIX = ["LLC", "INC", "PC", "PLLC", "LLP", "INC.", "CORP"];
const STREETS = [
  "MAIN ST",
  "OAK AVE",
  "W 5TH ST",
  "PARK BLVD",
  "N HIGH ST",
  "MARKET ST",
  "ELM DR",
  "HIGHWAY 61 N",
  "COMMERCE PKWY",
  "LAKESHORE DR",
];
const UNITS = ["", "", "", "SUITE 100", "STE 210", "FL 2", "UNIT B", "BLDG 4"];
const CREDENTIALS = ["MD", "DO", "NP", "PA-C", "RN", "LCSW", "PHD", "DDS", "PT, DPT", "M.D.", "LPC", "DC", "OD", ""];
const OTHER_CODES = [
  "207Q00000X",
  "363LF0000X",
  "1223G0001X",
  "207R00000X",
  "225100000X",
  "101YM0800X",
  "103T00000X",
  "390200000X",
  "163W00000X",
  "261QM0801X",
  "332B00000X",
  "3336C0003X",
  "207X00000X",
  "208D00000X",
  "235Z00000X",
  "174400000X",
];
const ABA_MIX = [
  "103K00000X",
  "103K00000X",
  "103K00000X",
  "103K00000X",
  "106S00000X",
  "106S00000X",
  "106S00000X",
  "106S00000X",
  "106E00000X",
  "106E00000X",
];
const ISSUERS = ["", "", "MEDICAID", "BCBS", "AETNA", "UNITED HEALTHCARE", "CIGNA"];

const HEADER = nppesDataFileHeader();
const COL = new Map(HEADER.map((name, i) => [name, i]));
const at = (name: string) => COL.get(name)!;
const EMPTY_ROW = HEADER.map(() => "");

const date = () =>
  `${String(1 + Math.floor(random() * 12)).padStart(2, "0")}/${String(1 + Math.floor(random() * 28)).padStart(2, "0")}/${2005 + Math.floor(random() * 21)}`;
const phone = () => `${200 + Math.floor(random() * 800)}${digits(7)}`;

function address(cells: string[], prefix: "Mailing" | "Practice Location") {
  const place = pick(PLACES);
  const lines = prefix === "Mailing" ? "Business Mailing Address" : "Business Practice Location Address";
  cells[at(`Provider First Line ${lines}`)] =
    random() < 0.04
      ? `PO BOX ${1 + Math.floor(random() * 9999)}`
      : `${1 + Math.floor(random() * 9999)} ${pick(STREETS)}`;
  cells[at(`Provider Second Line ${lines}`)] = pick(UNITS);
  cells[at(`Provider ${lines} City Name`)] = place.city.toUpperCase();
  cells[at(`Provider ${lines} State Name`)] = place.state;
  cells[at(`Provider ${lines} Postal Code`)] = random() < 0.6 ? `${place.zip}${digits(4)}` : place.zip;
  cells[at(`Provider ${lines} Country Code (If outside U.S.)`)] = "US";
  cells[at(`Provider ${lines} Telephone Number`)] = phone();
  if (random() < 0.5) cells[at(`Provider ${lines} Fax Number`)] = phone();
}

interface Stats {
  rows: number;
  aba: number;
  deactivated: number;
  bytes: number;
  locationNpis: string[];
  otherNameNpis: string[];
}

function row(i: number, stats: Stats): string {
  const cells = EMPTY_ROW.slice();
  const npi = syntheticNpi(i);
  cells[0] = npi;
  if (isDeactivatedRow(i)) {
    cells[at("NPI Deactivation Date")] = date();
    stats.deactivated++;
    return csv(cells);
  }
  const aba = random() < 0.0105;
  const organisation = random() < (aba ? 0.3 : 0.2);
  cells[at("Entity Type Code")] = organisation ? "2" : "1";
  if (organisation) {
    cells[at("Provider Organization Name (Legal Business Name)")] =
      `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} ${pick(SUFFIX)}`;
    if (random() < 0.25) {
      cells[at("Provider Other Organization Name")] = `${pick(WORDS)} ${pick(WORDS)}${aba ? " ABA" : ""}`;
      cells[at("Provider Other Organization Name Type Code")] = "3";
    }
    cells[at("Authorized Official Last Name")] = pick(LAST);
    cells[at("Authorized Official First Name")] = pick(FIRST);
    cells[at("Authorized Official Title or Position")] = pick(["OWNER", "CEO", "CLINICAL DIRECTOR", "ADMINISTRATOR"]);
    cells[at("Authorized Official Telephone Number")] = phone();
    cells[at("Is Organization Subpart")] = random() < 0.1 ? "Y" : "N";
    if (random() < 0.3) stats.otherNameNpis.push(npi);
  } else {
    cells[at("Provider Last Name (Legal Name)")] = pick(LAST);
    cells[at("Provider First Name")] = pick(FIRST);
    if (random() < 0.6) cells[at("Provider Middle Name")] = pick(FIRST);
    cells[at("Provider Credential Text")] = aba
      ? pick(["BCBA", "BCBA, LBA", "RBT", "BCABA", "M.ED., BCBA"])
      : pick(CREDENTIALS);
    cells[at("Provider Sex Code")] = pick(["F", "M"]);
    cells[at("Is Sole Proprietor")] = pick(["N", "N", "Y", "X"]);
  }
  address(cells, "Mailing");
  address(cells, "Practice Location");
  cells[at("Provider Enumeration Date")] = date();
  cells[at("Last Update Date")] = date();
  if (random() < 0.005) {
    cells[at("NPI Deactivation Date")] = date();
    cells[at("NPI Reactivation Date")] = date();
  }
  cells[at("Certification Date")] = random() < 0.7 ? date() : "";
  const codes = 1 + Math.floor(random() * random() * 4);
  const primary = Math.floor(random() * codes);
  for (let slot = 1; slot <= codes; slot++) {
    const code = aba && slot === codes ? pick(ABA_MIX) : pick(OTHER_CODES);
    cells[at(`Healthcare Provider Taxonomy Code_${slot}`)] = code;
    cells[at(`Provider License Number_${slot}`)] =
      organisation && random() < 0.6 ? "" : `${pick(["", "LIC", "BA-", "A"])}${digits(6)}`;
    cells[at(`Provider License Number State Code_${slot}`)] = pick(PLACES).state;
    cells[at(`Healthcare Provider Primary Taxonomy Switch_${slot}`)] = slot - 1 === primary ? "Y" : "N";
  }
  const identifiers = Math.floor(random() * random() * 4);
  for (let k = 1; k <= identifiers; k++) {
    cells[at(`Other Provider Identifier_${k}`)] = digits(8);
    cells[at(`Other Provider Identifier Type Code_${k}`)] = pick(["01", "05", "02"]);
    cells[at(`Other Provider Identifier State_${k}`)] = pick(PLACES).state;
    cells[at(`Other Provider Identifier Issuer_${k}`)] = pick(ISSUERS);
  }
  if (aba) stats.aba++;
  if (random() < (aba ? 0.2 : 0.05)) stats.locationNpis.push(npi);
  return csv(cells);
}

function csv(cells: readonly string[]): string {
  return `"${cells.join('","')}"\n`;
}

async function* npidata(stats: Stats): AsyncGenerator<string> {
  const header = csv(HEADER);
  stats.bytes += Buffer.byteLength(header);
  yield header;
  for (;;) {
    let text = "";
    for (let n = 0; n < 500; n++) text += row(stats.rows++, stats);
    stats.bytes += Buffer.byteLength(text);
    yield text;
    if (stats.bytes >= TARGET) return;
    if (stats.rows % 200_000 === 0)
      process.stdout.write(`  ${stats.rows.toLocaleString("en-US")} rows, ${(stats.bytes / 1e6).toFixed(0)} MB\r`);
  }
}

function* locations(npis: readonly string[]): Generator<string> {
  yield csv(nppesSecondaryLocationHeader());
  for (const npi of npis) {
    let text = "";
    for (let k = 0, n = 1 + Math.floor(random() * 3); k < n; k++) {
      const place = pick(PLACES);
      text += csv([
        npi,
        `${1 + Math.floor(random() * 9999)} ${pick(STREETS)}`,
        pick(UNITS),
        place.city.toUpperCase(),
        place.state,
        `${place.zip}${digits(4)}`,
        "US",
        phone(),
        "",
        random() < 0.5 ? phone() : "",
      ]);
    }
    yield text;
  }
}

function* otherNames(npis: readonly string[]): Generator<string> {
  yield csv(nppesOtherNameHeader());
  for (const npi of npis) yield csv([npi, `${pick(WORDS)} ${pick(WORDS)} ${pick(SUFFIX)}`, pick(["3", "3", "4", "5"])]);
}

async function main() {
  const file = out!.endsWith(".zip") ? out! : path.join(out!, "NPPES_Data_Dissemination_November_2026_V2.zip");
  const stats: Stats = { rows: 0, aba: 0, deactivated: 0, bytes: 0, locationNpis: [], otherNameNpis: [] };
  const t0 = performance.now();
  const zip = new ZipWriter(createWriteStream(file), { level: LEVEL, expectLarge: TARGET >= 4e9 });
  await zip.add(`npidata_pfile_${RANGE}.csv`, npidata(stats));
  await zip.add(`npidata_pfile_${RANGE}_fileheader.csv`, csv(HEADER));
  await zip.add(`othername_pfile_${RANGE}.csv`, otherNames(stats.otherNameNpis));
  await zip.add(`othername_pfile_${RANGE}_fileheader.csv`, csv(nppesOtherNameHeader()));
  await zip.add(`pl_pfile_${RANGE}.csv`, locations(stats.locationNpis));
  await zip.add(`pl_pfile_${RANGE}_fileheader.csv`, csv(nppesSecondaryLocationHeader()));
  const endpointHeader =
    '"NPI","Endpoint Type","Endpoint Type Description","Endpoint","Affiliation","Endpoint Description","Affiliation Legal Business Name","Use Code","Use Description","Other Use Description","Content Type","Content Description","Other Content Description","Affiliation Address Line One","Affiliation Address Line Two","Affiliation Address City","Affiliation Address State","Affiliation Address Country","Affiliation Address Line Postal Code"\n';
  await zip.add(`endpoint_pfile_${RANGE}.csv`, endpointHeader);
  await zip.add(`endpoint_pfile_${RANGE}_fileheader.csv`, endpointHeader);
  await zip.finish();
  const seconds = (performance.now() - t0) / 1000;
  const size = (await stat(file)).size;
  console.info(
    [
      `wrote ${file}`,
      `npidata: ${stats.rows.toLocaleString("en-US")} rows, ${(stats.bytes / 1e6).toFixed(0)} MB uncompressed ` +
        `(${(stats.bytes / stats.rows).toFixed(0)} bytes a row); ABA rows ${stats.aba.toLocaleString("en-US")} ` +
        `(${((100 * stats.aba) / stats.rows).toFixed(2)} %), deactivated ${stats.deactivated.toLocaleString("en-US")}`,
      `pl_pfile NPIs ${stats.locationNpis.length.toLocaleString("en-US")}, othername_pfile NPIs ${stats.otherNameNpis.length.toLocaleString("en-US")}`,
      `zip ${(size / 1e6).toFixed(0)} MB; ${seconds.toFixed(1)} s (${(stats.bytes / 1e6 / seconds).toFixed(0)} MB/s uncompressed)`,
    ].join("\n"),
  );
}

await main();
