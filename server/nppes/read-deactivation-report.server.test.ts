import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NppesLayoutError } from "@domain/nppes/layout.ts";
import { npiFrom, writeDeactivationReport } from "../../tests/support/nppes-fixture.ts";
import { readDeactivationReport, type DeactivatedNpi } from "./read-deactivation-report.server.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "nppes-deact-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readAll(file: string) {
  const batches: DeactivatedNpi[][] = [];
  for await (const batch of readDeactivationReport(file)) batches.push(batch);
  return batches;
}

describe("readDeactivationReport", () => {
  const rows = [
    { npi: npiFrom("100000005"), date: "05/01/2025" },
    { npi: npiFrom("100000011"), date: "11/30/2024" },
  ];

  it("reads the NPIs and ISO dates from the zip CMS publishes", async () => {
    const file = await writeDeactivationReport(dir, rows);
    expect(path.basename(file)).toBe("NPPES_Deactivated_NPI_Report_111026.zip");
    expect((await readAll(file)).flat()).toEqual([
      { npi: rows[0]!.npi, deactivationDate: "2025-05-01" },
      { npi: rows[1]!.npi, deactivationDate: "2024-11-30" },
    ]);
  });

  it("reads the bare .xlsx too", async () => {
    const file = await writeDeactivationReport(dir, rows, { asXlsx: true });
    expect((await readAll(file)).flat().map((r) => r.npi)).toEqual(rows.map((r) => r.npi));
  });

  it("streams a large report in batches of 5,000", async () => {
    const many = Array.from({ length: 12_001 }, (_, i) => ({ npi: String(1_000_000_000 + i), date: "01/02/2026" }));
    const batches = await readAll(await writeDeactivationReport(await mkdtemp(path.join(dir, "many-")), many));
    expect(batches.map((b) => b.length)).toEqual([5000, 5000, 2001]);
    expect(batches[2]!.at(-1)).toEqual({ npi: "1000012000", deactivationDate: "2026-01-02" });
  });

  it("reads a report with no rows as empty", async () => {
    const file = await writeDeactivationReport(await mkdtemp(path.join(dir, "empty-")), []);
    expect(await readAll(file)).toEqual([]);
  });

  it("names the missing columns of a sheet that is not the report", async () => {
    const { zipSync, strToU8 } = await import("fflate");
    const { writeFile } = await import("node:fs/promises");
    const file = path.join(dir, "other.xlsx");
    const sheet = `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row></sheetData></worksheet>`;
    await writeFile(
      file,
      zipSync({ "xl/workbook.xml": strToU8("<workbook/>"), "xl/worksheets/sheet1.xml": strToU8(sheet) }),
    );
    const error = await readAll(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NppesLayoutError);
    expect((error as NppesLayoutError).missing).toEqual(["NPI", "NPPES Deactivation Date"]);
  });
});
