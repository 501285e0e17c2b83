import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_NPIS as N, nppesFixtureRows, writeNppesZip } from "../../tests/support/nppes-fixture.ts";
import { readNppesOtherNames, readNppesSecondaryLocations } from "./read-other-files.server.ts";
import { findNppesEntry, listZipEntries } from "./zip.server.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "nppes-other-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function flat<T>(batches: AsyncIterable<T[]>): Promise<T[]> {
  const out: T[] = [];
  for await (const batch of batches) out.push(...batch);
  return out;
}

describe.each([1, 2] as const)("reference files, layout version %i", (version) => {
  let file: string;
  beforeAll(async () => {
    file = await writeNppesZip(await mkdtemp(path.join(dir, `v${version}-`)), nppesFixtureRows(), { version });
  });

  it("reads the other names of the wanted NPIs only", async () => {
    const names = await flat(readNppesOtherNames(file, new Set([N.organisation, N.quotedOrganisation])));
    expect(names).toEqual([
      { npi: N.organisation, name: "BRIGHT PATH ABA", typeCode: "3" },
      { npi: N.organisation, name: "BRIGHT PATH BEHAVIORAL HEALTH", typeCode: "4" },
      { npi: N.quotedOrganisation, name: "KIDS FIRST, PEÑA", typeCode: "5" },
    ]);
  });

  it("reads the secondary practice locations of the wanted NPIs only (CMS's irregular header included)", async () => {
    const locations = await flat(readNppesSecondaryLocations(file, new Set([N.organisation])));
    expect(locations).toEqual([
      {
        npi: N.organisation,
        address: {
          line1: "77 S STATE ST",
          line2: "",
          city: "WESTERVILLE",
          state: "OH",
          postalCode: "43081",
          countryCode: "US",
          phone: "6145550150",
          fax: "",
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
    ]);
  });

  it("yields nothing for an empty set", async () => {
    expect(await flat(readNppesSecondaryLocations(file, new Set()))).toEqual([]);
  });
});

describe("zip entries", () => {
  it("lists the bundle and finds each file by kind, never its header copy", async () => {
    const file = await writeNppesZip(dir, nppesFixtureRows(), { zip64: true });
    const entries = await listZipEntries(file);
    expect(entries).toHaveLength(8);
    expect(findNppesEntry(entries, "npidata")!.fileName).toBe("npidata_pfile_20050523-20260309.csv");
    expect(findNppesEntry(entries, "pl")!.fileName).toBe("pl_pfile_20050523-20260309.csv");
    expect(findNppesEntry(entries, "othername")!.fileName).toBe("othername_pfile_20050523-20260309.csv");
    expect(findNppesEntry(entries, "endpoint")!.fileName).toBe("endpoint_pfile_20050523-20260309.csv");
    expect(entries.every((e) => e.uncompressedSize > 0)).toBe(true);
  });

  it("says when a bundle lacks a file", async () => {
    const file = await writeNppesZip(await mkdtemp(path.join(dir, "partial-")), nppesFixtureRows(), {
      include: ["npidata"],
    });
    expect(findNppesEntry(await listZipEntries(file), "pl")).toBeUndefined();
    await expect(flat(readNppesOtherNames(file, new Set([N.organisation])))).rejects.toThrow(/no othername_pfile/);
  });
});
