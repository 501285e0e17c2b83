import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NppesLayoutError } from "@domain/nppes/layout.ts";
import type { NppesProvider } from "@domain/nppes/record.ts";
import {
  FIXTURE_NPIS as N,
  nppesFixtureRows,
  writeNppesZip,
  type FixtureProvider,
} from "../../tests/support/nppes-fixture.ts";
import {
  readNppesProviders,
  type NppesProviderBatch,
  type ReadNppesProvidersOptions,
} from "./read-providers.server.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "nppes-read-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readAll(file: string, options?: ReadNppesProvidersOptions) {
  const batches: NppesProviderBatch[] = [];
  for await (const batch of readNppesProviders(file, options)) batches.push(batch);
  return {
    batches,
    providers: batches.flatMap((b) => b.providers),
    rowsRead: batches.at(-1)!.rowsRead,
    byNpi: new Map(batches.flatMap((b) => b.providers).map((p) => [p.npi, p] as const)),
  };
}

const ABA = [
  N.organisation,
  N.bcba,
  N.technician,
  N.poBox,
  N.reactivated,
  N.primaryElsewhere,
  N.quotedOrganisation,
  N.accentedIndividual,
];

describe.each([1, 2] as const)("readNppesProviders, layout version %i", (version) => {
  let file: string;
  beforeAll(async () => {
    file = await writeNppesZip(await mkdtemp(path.join(dir, `v${version}-`)), nppesFixtureRows(), { version });
  });

  it("yields the rows with an ABA taxonomy code, in file order, and counts every data row", async () => {
    const { providers, rowsRead, batches } = await readAll(file);
    expect(providers.map((p) => p.npi)).toEqual(ABA);
    expect(rowsRead).toBe(nppesFixtureRows().providers.length);
    expect(batches.every((b) => b.layoutVersion === version)).toBe(true);
  });

  it("reads an organisation with its legal and other (DBA) name, practice and mailing address", async () => {
    const org = (await readAll(file)).byNpi.get(N.organisation)!;
    expect(org).toMatchObject<Partial<NppesProvider>>({
      entityType: 2,
      organizationName: "BRIGHT PATH BEHAVIORAL HEALTH SERVICES OF CENTRAL OHIO LIMITED LIABILITY COMPANY NUMBER TWO",
      otherOrganizationName: "BRIGHT PATH ABA",
      otherOrganizationNameTypeCode: "3",
      enumerationDate: "2016-03-14",
      lastUpdateDate: "2025-07-02",
      deactivationDate: "",
      reactivationDate: "",
      taxonomies: [{ code: "103K00000X", license: "", licenseState: "", primary: true }],
    });
    expect(org.practice).toEqual({
      line1: "1200 EAST BROAD STREET",
      line2: "SUITE 300",
      city: "COLUMBUS",
      state: "OH",
      postalCode: "432051546",
      countryCode: "US",
      phone: "6145550142",
      fax: "",
    });
  });

  it("reads an individual behavior analyst's credential and license, keeping mailing apart from practice", async () => {
    const bcba = (await readAll(file)).byNpi.get(N.bcba)!;
    expect(bcba).toMatchObject({
      entityType: 1,
      lastName: "O'BRIEN",
      firstName: "MARY",
      middleName: "K",
      namePrefix: "DR.",
      credential: "BCBA",
      soleProprietor: "Y",
      taxonomies: [{ code: "103K00000X", license: "1-23-45678", licenseState: "OH", primary: true }],
    });
    expect(bcba.practice.line1).toBe("455 N HIGH ST");
    expect(bcba.mailing.line1).toBe("88 ELM ST");
    expect(bcba.mailing.city).toBe("DUBLIN");
  });

  it("keeps technicians, P.O. box practice addresses and every taxonomy slot with its primary switch", async () => {
    const { byNpi } = await readAll(file);
    expect(byNpi.get(N.technician)!.taxonomies.map((t) => t.code)).toEqual(["106S00000X"]);
    expect(byNpi.get(N.poBox)!.practice.line1).toBe("PO BOX 1234");
    expect(byNpi.get(N.primaryElsewhere)!.taxonomies).toEqual([
      { code: "103T00000X", license: "PSY-1001", licenseState: "DC", primary: true },
      { code: "101YM0800X", license: "LPC-77", licenseState: "MD", primary: false },
      { code: "103K00000X", license: "BA-555", licenseState: "VA", primary: false },
    ]);
    expect(byNpi.get(N.primaryElsewhere)!.nameSuffix).toBe("II");
    expect(byNpi.get(N.primaryElsewhere)!.credential).toBe("PH.D., BCBA-D");
  });

  it("reads quotes, commas and non-ASCII letters inside values", async () => {
    const { byNpi } = await readAll(file);
    expect(byNpi.get(N.quotedOrganisation)!.organizationName).toBe('PEÑA FAMILY "KIDS FIRST" ABA, INC.');
    expect(byNpi.get(N.quotedOrganisation)!.practice.line1).toBe("1600 CALLE OCHO, UNIT B");
    expect(byNpi.get(N.accentedIndividual)).toMatchObject({
      lastName: "PEÑA",
      firstName: "JOSÉ",
      credential: "M.S., BCBA",
    });
    expect(byNpi.get(N.accentedIndividual)!.practice.line1).toBe("9 RÍO GRANDE BLVD");
  });

  it("reads a reactivated NPI with both dates", async () => {
    const reactivated = (await readAll(file)).byNpi.get(N.reactivated)!;
    expect(reactivated).toMatchObject({
      entityType: 2,
      deactivationDate: "2023-06-30",
      reactivationDate: "2026-02-15",
    });
  });

  it("passes over a non-ABA row, even one with an ABA code outside the taxonomy columns", async () => {
    const { byNpi } = await readAll(file);
    expect(byNpi.has(N.nonAba)).toBe(false);
    expect(byNpi.has(N.codeOutsideTaxonomy)).toBe(false);
  });

  it("reports deactivated rows only for NPIs the caller knows", async () => {
    const { byNpi } = await readAll(file, { knownNpis: new Set([N.deactivated, N.nonAba]) });
    expect(byNpi.get(N.deactivated)).toMatchObject({
      entityType: null,
      deactivationDate: "2025-05-01",
      taxonomies: [],
    });
    expect(byNpi.has(N.deactivatedUnknown)).toBe(false);
    // Known but active and not ABA: not the reader's to report.
    expect(byNpi.has(N.nonAba)).toBe(false);
    expect((await readAll(file)).byNpi.has(N.deactivated)).toBe(false);
  });
});

describe("readNppesProviders", () => {
  it("resumes after any row with exactly the remaining rows", async () => {
    const file = await writeNppesZip(await mkdtemp(path.join(dir, "resume-")), nppesFixtureRows());
    const rows = nppesFixtureRows().providers;
    const known = new Set([N.deactivated]);
    const full = (await readAll(file, { knownNpis: known })).providers.map((p) => p.npi);
    for (let after = 0; after <= rows.length; after++) {
      const rest = await readAll(file, { startAfterRow: after, knownNpis: known });
      const remaining = new Set(rows.slice(after).map((r) => r.npi));
      expect(rest.providers.map((p) => p.npi)).toEqual(full.filter((npi) => remaining.has(npi)));
      expect(rest.rowsRead).toBe(rows.length);
    }
  });

  it("batches by batchSize, each batch saying how many rows were read through its end", async () => {
    const file = await writeNppesZip(await mkdtemp(path.join(dir, "batch-")), nppesFixtureRows());
    const { batches } = await readAll(file, { batchSize: 3 });
    expect(batches.map((b) => b.providers.length)).toEqual([3, 3, 2]);
    const order = nppesFixtureRows().providers.map((p) => p.npi);
    for (const b of batches.slice(0, -1)) expect(b.rowsRead).toBe(order.indexOf(b.providers.at(-1)!.npi) + 1);
    expect(batches.at(-1)!.rowsRead).toBe(order.length);
  });

  it("yields progress batches without providers every progressRows rows", async () => {
    const many: FixtureProvider[] = Array.from({ length: 25 }, (_, i) => ({
      npi: String(2000000000 + i),
      entityType: "1",
      lastName: "DOE",
      taxonomies: [{ code: "207Q00000X", primary: true }],
    }));
    const file = await writeNppesZip(await mkdtemp(path.join(dir, "progress-")), {
      providers: many,
      otherNames: [],
      locations: [],
    });
    const { batches } = await readAll(file, { progressRows: 10 });
    expect(batches.map((b) => b.rowsRead)).toEqual([10, 20, 25]);
  });

  it("refuses a file missing a needed column, naming it", async () => {
    const file = await writeNppesZip(await mkdtemp(path.join(dir, "missing-")), nppesFixtureRows(), {
      omitColumns: ["Healthcare Provider Taxonomy Code_7", "Provider Business Practice Location Address Postal Code"],
    });
    const error = await readAll(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NppesLayoutError);
    expect((error as NppesLayoutError).missing).toEqual([
      "Provider Business Practice Location Address Postal Code",
      "Healthcare Provider Taxonomy Code_7",
    ]);
    expect((error as Error).message).toContain('"Healthcare Provider Taxonomy Code_7"');
  });

  it("reads a ZIP64 archive and CRLF line ends", async () => {
    const file = await writeNppesZip(await mkdtemp(path.join(dir, "zip64-")), nppesFixtureRows(), {
      zip64: true,
      newline: "\r\n",
    });
    const { providers, rowsRead } = await readAll(file, { knownNpis: new Set([N.deactivated]) });
    expect(providers.map((p) => p.npi)).toEqual([...ABA.slice(0, 4), N.deactivated, ...ABA.slice(4)]);
    expect(providers.find((p) => p.npi === N.bcba)!.practice.phone).toBe("6145550199");
    expect(rowsRead).toBe(nppesFixtureRows().providers.length);
  });

  it("joins a row whose quoted value runs past a newline after its ABA code, counting it once", async () => {
    const rows = nppesFixtureRows();
    rows.providers.find((p) => p.npi === N.bcba)!.cells!["Parent Organization LBN"] = "NORTH\nCLINIC";
    const file = await writeNppesZip(await mkdtemp(path.join(dir, "newline-")), rows);
    const { byNpi, rowsRead, batches } = await readAll(file);
    expect(byNpi.get(N.bcba)!.practice.line2).toBe("FL 2");
    expect(rowsRead).toBe(rows.providers.length);
    expect(batches.every((b) => Object.keys(b.skipped).length === 0)).toBe(true);
    const resumed = await readAll(file, { startAfterRow: 2 });
    expect(resumed.providers[0]!.npi).toBe(N.technician);
    expect(resumed.rowsRead).toBe(rows.providers.length);
  });

  it("counts a row broken before its ABA code once and reports its tail (the documented limit)", async () => {
    const rows = nppesFixtureRows();
    rows.providers.find((p) => p.npi === N.bcba)!.practice!.line2 = "FLOOR 2\nREAR";
    const file = await writeNppesZip(await mkdtemp(path.join(dir, "broken-")), rows);
    const { byNpi, rowsRead, batches } = await readAll(file);
    expect(byNpi.has(N.bcba)).toBe(false);
    expect(rowsRead).toBe(rows.providers.length);
    expect(batches.reduce((n, b) => n + (b.skipped.brokenLine ?? 0), 0)).toBe(1);
  });

  it("skips an ABA row whose NPI is not ten digits, saying why", async () => {
    const rows = nppesFixtureRows();
    rows.providers.push({ npi: "12345", entityType: "1", taxonomies: [{ code: "103K00000X" }] });
    const file = await writeNppesZip(await mkdtemp(path.join(dir, "bad-npi-")), rows);
    const { batches } = await readAll(file);
    expect(batches.reduce((n, b) => n + (b.skipped.invalidNpi ?? 0), 0)).toBe(1);
  });

  it("fails on a zip without a data file", async () => {
    const file = await writeNppesZip(await mkdtemp(path.join(dir, "no-data-")), nppesFixtureRows(), {
      include: ["pl"],
    });
    await expect(readAll(file)).rejects.toThrow(/no npidata_pfile/);
  });
});
