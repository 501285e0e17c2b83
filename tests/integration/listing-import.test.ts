/**
 * The listing CSV import (issue 13): the preview writes nothing, a malformed file is refused
 * whole with a clear problem, a good file with some bad rows imports the good ones through the
 * job and reports the rest, duplicates are skipped, the export escapes formulas and holds the
 * imported rows, and only a site admin may do any of it.
 */
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_LISTING_FILTERS } from "../../domain/admin-listing-filters.ts";
import type { AppServices } from "../../server/context.ts";
import { createApp } from "../../server/http/app.server.ts";
import { checkImportFile } from "../../server/import/check-import-file.server.ts";
import { discardListingImport } from "../../server/import/discard-listing-import.server.ts";
import { exportListingsCsv } from "../../server/import/export-listings-csv.server.ts";
import { importFilePath } from "../../server/import/import-files.server.ts";
import { listingImportDetails } from "../../server/import/listing-import-view.server.ts";
import { previewListingImport } from "../../server/import/preview-listing-import.server.ts";
import { rejectedRowsCsv } from "../../server/import/rejected-rows-csv.server.ts";
import { runListingImport } from "../../server/import/run-listing-import.server.ts";
import { startListingImport } from "../../server/import/start-listing-import.server.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { IMPORT_HEADER, previewAs, uploadRequest } from "./import-support.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { makeUser, ORIGIN } from "./auth-support.ts";
import { callerCtx } from "./owners-support.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let t: TestDatabase;
let services: AppServices;
let dataDir: string;
const ids = { admin: 0, listingAdmin: 0, contributor: 0 };

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await tempDirForThisFile("import-test-");
  services = testServices(t, { DATA_DIR: dataDir });
  ids.admin = (await makeUser(t, { role: "site_admin" })).id;
  ids.listingAdmin = (await makeUser(t, { role: "listing_admin" })).id;
  ids.contributor = (await makeUser(t)).id;
  await t.sql`insert into insurance_providers (name, display_name, sort_order) values ('aetna', 'Aetna', 1), ('medicaid', 'Medicaid', 2)`;
});

const HEADER = IMPORT_HEADER;

const preview = (content: string | Uint8Array<ArrayBuffer>, userId = ids.admin) =>
  previewAs(services, ids.admin, content, userId);

const countListings = async () => (await t.sql<{ n: number }[]>`select count(*)::int as n from listings`)[0]!.n;
const storedFiles = async () => readdir(path.join(dataDir, "imports")).catch(() => [] as string[]);

describe("a file with some bad rows", () => {
  const csv = [
    HEADER,
    "Sunrise ABA,1 Main St,Austin,TX,78701,office@sunrise.example,512-555-0100,ABA Therapy; Early Intervention,Aetna; medicaid,en; es",
    'Quoted, "Best" ABA,"2 Oak Ave, Suite 3",Austin,TX,78701,quoted@example.com,,,,',
    "Bad Zip ABA,3 Elm St,Austin,TX,7870,badzip@example.com,,,,",
    "Bad Email ABA,4 Elm St,Austin,TX,78701,not-an-email,,,,",
    "Unknown Zip ABA,5 Elm St,Nowhere,TX,00000,unknown@example.com,,,,",
    "sunrise aba,1 main st,Austin,TX,78701,copy@example.com,,,,",
    "Existing ABA,9 Pine St,Austin,TX,78701,existing@example.com,,,,",
    "Odd Insurer ABA,6 Elm St,Austin,TX,78701,odd@example.com,,,Acme Health,",
  ].join("\r\n");

  it("previews every row with named problems and writes no listing", async () => {
    await t.sql`insert into listings (name, address, city, state, zip_code, latitude, longitude, email)
      values ('Existing ABA', '9 Pine St', 'Austin', 'TX', '78701', 30.27, -97.74, 'old@example.com')`;
    const before = await countListings();
    const item = await preview(csv.replace('Quoted, "Best" ABA', '"Quoted, ""Best"" ABA"'));
    expect(item.status).toBe("ready");
    expect(item.totalRows).toBe(8);
    expect(item.validRows).toBe(2);
    expect(item.previewDuplicates).toBe(2);
    expect(item.rowProblemCount).toBe(4);
    expect(item.rowProblems).toEqual(
      expect.arrayContaining([
        { row: 4, column: "zip_code", key: "ownerMessage.zip_invalid" },
        { row: 5, column: "email", key: "ownerMessage.email_invalid" },
        { row: 6, column: "zip_code", key: "ownerMessage.zip_unknown" },
        { row: 7, column: null, key: "adminImport.problem.duplicate_in_file" },
        { row: 8, column: null, key: "adminImport.problem.duplicate_existing" },
        { row: 9, column: "insurers", key: "adminImport.problem.insurer_unknown" },
      ]),
    );
    expect(await countListings()).toBe(before);
  });

  it("imports the good rows as a background job and reports the rest", async () => {
    const before = await countListings();
    const item = await preview(csv.replace('Quoted, "Best" ABA', '"Quoted, ""Best"" ABA"'));
    const admin = await callerCtx(services, ids.admin);
    const started = await startListingImport(admin, { importId: String(item.id) });
    expect(started.ok).toBe(true);
    // Started once only.
    const again = await startListingImport(admin, { importId: String(item.id) });
    expect(again.ok ? 200 : again.error.status).toBe(409);
    expect(await countListings()).toBe(before);

    await runQueuedJobs(services);
    const done = await listingImportDetails(admin, { importId: String(item.id) });
    if (!done.ok) throw new Error("no details");
    expect(done.value).toMatchObject({
      status: "done",
      processedRows: 8,
      insertedRows: 2,
      duplicateRows: 2,
      rejectedRows: 4,
    });
    expect(await countListings()).toBe(before + 2);

    // The same write path's derived columns: tier rank, insurer ids (trigger), name words, position.
    const [sunrise] = await t.sql<
      { status: string; tierRank: number; insurers: number; lat: number; services: string[]; phone: string }[]
    >`
      select status, tier_rank as "tierRank", cardinality(insurance_provider_ids) as insurers, latitude as lat,
        services, phone
      from listings where name = 'Sunrise ABA'`;
    expect(sunrise).toMatchObject({ status: "active", tierRank: 1, insurers: 2, phone: "5125550100" });
    expect(sunrise!.services).toEqual(["ABA Therapy", "Early Intervention"]);
    expect(sunrise!.lat).toBeCloseTo(30.27, 0);
    const words = await t.sql`select 1 from listing_name_words where word = 'sunrise'`;
    expect(words).toHaveLength(1);
    const [quoted] = await t.sql<{ address: string }[]>`select address from listings where name = 'Quoted, "Best" ABA'`;
    expect(quoted?.address).toBe("2 Oak Ave, Suite 3");
    // Every fact the file gave says it came from an import (a registry refresh may replace it).
    const [sources] = await t.sql<{ s: Record<string, { source: string }> }[]>`
      select fact_sources as s from listings where name = 'Sunrise ABA'`;
    expect(Object.keys(sources!.s)).toEqual(
      expect.arrayContaining(["name", "address", "phone", "services", "insurances"]),
    );
    expect(new Set(Object.values(sources!.s).map((v) => v.source))).toEqual(new Set(["csv_import"]));

    // The report: every rejected row with its reasons and its cells; the file is gone.
    const report = await rejectedRowsCsv(admin, { importId: String(item.id), locale: "en" });
    if (!report.ok) throw new Error("no report");
    const text = await new Response(report.value.body).text();
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe(`row,reasons,${HEADER}`);
    expect(lines).toHaveLength(7);
    expect(text).toContain("Row 4, column zip_code: Enter a 5-digit US zip code.");
    expect(text).toContain("Row 8: A listing with this name and address already exists: skipped.");
    expect(await storedFiles()).not.toContain(expect.stringContaining(".csv"));
    const audits = await t.sql<{ action: string }[]>`
      select action from audit_log where action like 'listing_import_%' order by id`;
    expect(audits.map((a) => a.action)).toEqual(["listing_import_started", "listing_import_finished"]);
  });

  it("runs the same import again as duplicates only", async () => {
    const before = await countListings();
    const item = await preview(csv.replace('Quoted, "Best" ABA', '"Quoted, ""Best"" ABA"'));
    expect(item.validRows).toBe(0);
    expect(item.previewDuplicates).toBe(4);
    expect(await countListings()).toBe(before);
  });
});

describe("a malformed file is refused whole and writes nothing", () => {
  const cases: [string, string | Uint8Array<ArrayBuffer>, string, Record<string, unknown>?][] = [
    [
      "not UTF-8 (Latin-1)",
      new Uint8Array([
        ...new TextEncoder().encode(`${HEADER}\nCaf`),
        0xe9,
        ...new TextEncoder().encode(",a,b,TX,78701,x@y.z,,,,\n"),
      ]),
      "adminImport.problem.encoding",
      // The byte is in the first data row (the header is row 1), as a spreadsheet numbers it.
      { row: 2 },
    ],
    [
      "not UTF-8 far into the file (its row, not the chunk's first)",
      new Uint8Array([
        ...new TextEncoder().encode(
          `${HEADER}\n${Array.from({ length: 30_000 }, (_, i) => `R${i} ABA,${i} Main St,Austin,TX,78701,r${i}@b.co,,,,`).join("\n")}\nCaf`,
        ),
        0xe9,
        ...new TextEncoder().encode(",a,b,TX,78701,x@y.z,,,,\n"),
      ]),
      "adminImport.problem.encoding",
      { row: 30_002 },
    ],
    ["UTF-16", new Uint8Array([0xff, 0xfe, 0x6e, 0x00, 0x61, 0x00]), "adminImport.problem.utf16"],
    [
      "missing columns",
      "name,city\nA,Austin\n",
      "adminImport.problem.missing_columns",
      { columns: "state, zip_code, email" },
    ],
    ["unknown columns", `${HEADER},colour\n`, "adminImport.problem.unknown_columns", { columns: "colour" }],
    [
      "an unclosed quote",
      `${HEADER}\nA,"1 Main St,Austin,TX,78701,a@b.co,,,,\nB,2 Main,Austin,TX,78701,b@b.co,,,,\n`,
      "adminImport.problem.unclosed_quote",
      { row: 2, column: "address" },
    ],
    [
      "a stray quote",
      `${HEADER}\nA,1 "Main" St,Austin,TX,78701,a@b.co,,,,\n`,
      "adminImport.problem.stray_quote",
      { row: 2, column: "address" },
    ],
    [
      "a formula",
      `${HEADER}\nGood ABA,1 Main,Austin,TX,78701,g@b.co,,,,\n"=HYPERLINK(""http://evil.example"",""x"")",2 Main,Austin,TX,78701,a@b.co,,,,\n`,
      "adminImport.problem.formula",
      { row: 3, column: "name" },
    ],
    ["an empty file", "", "adminImport.problem.empty"],
    ["a header without rows", `${HEADER}\n`, "adminImport.problem.no_rows"],
  ];
  for (const [label, content, key, params] of cases) {
    it(`refuses ${label}`, async () => {
      const before = await countListings();
      const filesBefore = (await storedFiles()).length;
      const item = await preview(content);
      expect(item.status).toBe("invalid");
      expect(item.fileProblem?.key).toBe(key);
      if (params) expect(item.fileProblem?.params).toMatchObject(params);
      // It can never start, and nothing was written or kept.
      const started = await startListingImport(await callerCtx(services, ids.admin), { importId: String(item.id) });
      expect(started.ok ? 200 : started.error.status).toBe(409);
      await runQueuedJobs(services);
      expect(await countListings()).toBe(before);
      expect((await storedFiles()).length).toBe(filesBefore);
    });
  }

  it("reads a UTF-8 file with a byte order mark", async () => {
    const item = await preview(`\uFEFF${HEADER}\nBom ABA,1 Bom St,Austin,TX,78701,bom@example.com,,,,\n`);
    expect(item.status).toBe("ready");
    expect(item.validRows).toBe(1);
  });

  it("checks a file with the one result shape: its counts, or the problem that refuses it", async () => {
    const file = path.join(dataDir, "check.csv");
    await writeFile(file, `${HEADER}\nCheck ABA,1 Check St,Austin,TX,78701,check@example.com,,,,\n`);
    expect(await checkImportFile(t, file)).toEqual({
      ok: true,
      value: { totalRows: 1, validRows: 1, duplicates: 0, rowProblems: [], rowProblemCount: 0 },
    });
    await writeFile(file, `${HEADER}\n`);
    expect(await checkImportFile(t, file)).toEqual({ ok: false, error: { key: "adminImport.problem.no_rows" } });
  });

  it("refuses a 200 MB upload by its Content-Length before reading it, saying what to do", async () => {
    const app = createApp(services, { handlePage: async () => new Response("read", { status: 200 }) });
    const res = await app.request(`${ORIGIN}/admin/import`, {
      method: "POST",
      body: "x",
      headers: {
        origin: ORIGIN,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(200 * 1024 * 1024),
      },
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toMatch(/larger than 50 MB.*npm run import:listings/);
  });
});

describe("export", () => {
  it("streams the listings with the filters, formulas escaped, in columns the import reads back", async () => {
    await t.sql`insert into listings (name, address, city, state, zip_code, latitude, longitude, email, description, status)
      values ('=cmd|calc', '1 Formula St', 'Austin', 'TX', '78701', 30.27, -97.74, 'f@example.com', '@SUM(A1)', 'suspended'),
             ('=HYPERLINK("http://evil.example","x")', '+1+cmd|calc', 'Austin', 'TX', '78701', 30.27, -97.74, 'h@example.com', E'\tx', 'suspended')`;
    const admin = await callerCtx(services, ids.admin);
    const all = await exportListingsCsv(admin, { filters: DEFAULT_ADMIN_LISTING_FILTERS });
    if (!all.ok) throw new Error("refused");
    const text = await new Response(all.value.body).text();
    expect(text.split("\r\n")[0]).toMatch(/^name,description,address,city,state,zip_code,/);
    expect(text).toContain("Sunrise ABA");
    expect(text).toContain("'=cmd|calc");
    expect(text).toContain("'@SUM(A1)");
    // A number stays a number (a spreadsheet never runs one).
    expect(text).toContain(",30.27,-97.74,");
    expect(text).not.toContain("'-97.74");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain(",'+1+cmd|calc,");
    expect(text).toContain("'\tx");
    expect(text).not.toMatch(/(^|,)"?[=+@\t]/m);

    const suspended = await exportListingsCsv(admin, {
      filters: { ...DEFAULT_ADMIN_LISTING_FILTERS, status: "suspended" },
    });
    if (!suspended.ok) throw new Error("refused");
    const rows = (await new Response(suspended.value.body).text()).trim().split("\r\n");
    expect(rows).toHaveLength(3);

    // Imported again as it is: a valid file whose rows are duplicates, except the two escaped
    // formulas, which come back as harmless text with their apostrophe (never as a formula).
    const item = await preview(text);
    expect(item.status).toBe("ready");
    expect(item.validRows).toBe(2);
    expect(item.previewDuplicates).toBeGreaterThanOrEqual(3);
  });
});

describe("authorization", () => {
  it("lets only a site admin preview, start, discard, read and export; a refusal changes nothing", async () => {
    const ready = await preview(`${HEADER}\nAuth ABA,1 Auth St,Austin,TX,78701,auth@example.com,,,,\n`);
    const before = await countListings();
    const importId = String(ready.id);
    for (const [who, userId, status] of [
      ["signed out", null, 401],
      ["listing_contributor", ids.contributor, 403],
      ["listing_admin", ids.listingAdmin, 403],
    ] as const) {
      const ctx = await callerCtx(services, userId);
      const results = [
        await previewListingImport(ctx, { request: uploadRequest(`${HEADER}\nX,1,Austin,TX,78701,x@x.co,,,,\n`) }),
        await startListingImport(ctx, { importId }),
        await discardListingImport(ctx, { importId }),
        await listingImportDetails(ctx, { importId }),
        await exportListingsCsv(ctx, { filters: DEFAULT_ADMIN_LISTING_FILTERS }),
        await rejectedRowsCsv(ctx, { importId, locale: "en" }),
      ];
      for (const result of results) expect(result.ok ? 200 : result.error.status, who).toBe(status);
    }
    await runQueuedJobs(services);
    const after = await listingImportDetails(await callerCtx(services, ids.admin), { importId });
    expect(after.ok && after.value.status).toBe("ready");
    expect(await countListings()).toBe(before);

    const discarded = await discardListingImport(await callerCtx(services, ids.admin), { importId });
    expect(discarded.ok).toBe(true);
    const [audit] = await t.sql<{ details: string }[]>`
      select details from audit_log where action = 'listing_import_discarded' order by id desc limit 1`;
    expect(JSON.parse(audit!.details)).toMatchObject({ importId: ready.id, from: "ready", to: "discarded" });
  });
});

describe("progress", () => {
  it("is stored after every batch, so the progress bar moves while the job runs", async () => {
    const rows = Array.from(
      { length: 6000 },
      (_, i) => `Progress ${i + 1} ABA,${i + 1} Progress Way,Austin,TX,78701,p${i + 1}@progress.example,,,,`,
    );
    const item = await preview([HEADER, ...rows].join("\n"));
    const admin = await callerCtx(services, ids.admin);
    expect((await startListingImport(admin, { importId: String(item.id) })).ok).toBe(true);
    const [stored] = await t.sql<{ file: string }[]>`
      select stored_file as file from listing_imports where id = ${item.id}`;
    // What the job reports after each batch is read back from listing_imports, the row the
    // progress endpoint (/admin/import/:id/progress.json) serves.
    const seen: number[] = [];
    const outcome = await runListingImport(services, {
      importId: item.id,
      filePath: importFilePath(services.config, stored!.file),
      onProgress: (progress) => seen.push(progress.processedRows),
    });
    expect(outcome).toMatchObject({ status: "done", processedRows: 6000, insertedRows: 6000 });
    expect(seen).toEqual([2500, 5000, 6000]);
    await runQueuedJobs(services);
  });
});
