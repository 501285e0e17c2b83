/**
 * The scheduled registry refresh (issue 27, "Freshness") on a real database: from a folder and
 * from an index page served over loopback, it queues each registry file not imported yet in the
 * order that keeps the data right, imports each once (never twice on the next run), closes a
 * deactivated NPI's listings (out of search at once) and reopens them when a later weekly file
 * reactivates it. Downloads stream to DATA_DIR/nppes, resume a cut-off file, and are removed by
 * their import.
 */
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../../server/context.ts";
import { searchListings } from "../../server/listings/search.server.ts";
import { downloadFile } from "../../server/nppes/download-file.server.ts";
import { refreshNppes } from "../../server/nppes/nppes-refresh-job.server.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import {
  FIXTURE_NPIS as N,
  nppesFixtureRows,
  writeDeactivationReport,
  writeNppesZip,
  type FixtureProvider,
  type FixtureRows,
} from "../support/nppes-fixture.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let root: string;
beforeAll(async () => {
  root = await tempDirForThisFile("nppes-refresh-test-");
});

const FULL = "NPPES_Data_Dissemination_March_2026_V2.zip";
const WEEK_1 = "NPPES_Data_Dissemination_031026_031626_Weekly_V2.zip";
const WEEK_2 = "NPPES_Data_Dissemination_031726_032326_Weekly_V2.zip";
/** A week that ended before the full file's data did (20260309): the full file already holds it. */
const OLD_WEEK = "NPPES_Data_Dissemination_022426_030126_Weekly_V2.zip";

/** A weekly file holds only the rows that changed that week, with their other names and locations. */
function weekly(providers: FixtureProvider[]): FixtureRows {
  const all = nppesFixtureRows();
  const npis = new Set(providers.map((p) => p.npi));
  return {
    providers,
    otherNames: all.otherNames.filter((o) => npis.has(o.npi)),
    locations: all.locations.filter((l) => npis.has(l.npi)),
  };
}

const organisation = () => nppesFixtureRows().providers.find((p) => p.npi === N.organisation)!;

async function writeFiles(dir: string, files: Record<string, { rows: FixtureRows; range: string }>) {
  await mkdir(dir, { recursive: true });
  for (const [fileName, { rows, range }] of Object.entries(files)) await writeNppesZip(dir, rows, { fileName, range });
}

async function imports(t: TestDatabase) {
  return t.sql<
    {
      fileName: string;
      status: string;
      origin: string;
      filePath: string | null;
      counts: { deactivated: number; reactivated: number };
    }[]
  >`
    select file_name as "fileName", status, origin, file_path as "filePath", counts from nppes_imports order by id`;
}

const statuses = (t: TestDatabase, npi: string) =>
  t.sql<{ status: string }[]>`select status from listings where npi = ${npi} order by npi_location`.then((rows) =>
    rows.map((r) => r.status),
  );

const found = async (services: AppServices, query: string) =>
  (await searchListings(services, { query })).listings.map((l) => l.npi);

describe("the refresh from a folder", () => {
  let t: TestDatabase;
  let services: AppServices;
  let folder: string;

  beforeAll(async () => {
    t = await createTestDatabase();
    folder = path.join(root, "folder");
    services = testServices(t, { NPPES_SOURCE: folder, DATA_DIR: path.join(root, "folder-data") });
  });

  it("does nothing without NPPES_SOURCE", async () => {
    expect(await refreshNppes(testServices(t))).toEqual([]);
    expect(await imports(t)).toEqual([]);
  });

  it("imports the full file, then the weeklies after its data; a deactivated NPI's listings leave search at once", async () => {
    await writeFiles(folder, {
      [OLD_WEEK]: {
        rows: weekly([{ ...organisation(), organizationName: "OLD NAME LLC" }]),
        range: "20260224-20260301",
      },
      [WEEK_1]: {
        rows: weekly([{ npi: N.organisation, deactivationDate: "03/12/2026", deactivationReasonCode: "DT" }]),
        range: "20260310-20260316",
      },
      [FULL]: { rows: nppesFixtureRows(), range: "20050523-20260309" },
    });
    await writeFile(path.join(folder, "readme.txt"), "not a registry file");

    expect(await refreshNppes(services)).toHaveLength(2);
    await runQueuedJobs(services);
    expect((await imports(t)).map((i) => [i.fileName, i.status, i.origin])).toEqual([
      [FULL, "done", "scheduled"],
      [WEEK_1, "done", "scheduled"],
    ]);
    expect(await statuses(t, N.organisation)).toEqual(["closed", "closed", "closed"]);
    expect(await found(services, "Bright Path")).toEqual([]);
    expect(await found(services, "Sunrise Autism")).toEqual([N.reactivated]);
    // The operator's files stay where they are.
    expect((await readdir(folder)).sort()).toEqual([FULL, OLD_WEEK, WEEK_1, "readme.txt"].sort());
  });

  it("imports nothing twice on the next run", async () => {
    expect(await refreshNppes(services)).toEqual([]);
    await runQueuedJobs(services);
    expect(await imports(t)).toHaveLength(2);
  });

  it("reopens the listings when a later weekly file reactivates the NPI", async () => {
    await writeFiles(folder, {
      [WEEK_2]: {
        rows: weekly([{ ...organisation(), deactivationDate: "03/12/2026", reactivationDate: "03/18/2026" }]),
        range: "20260317-20260323",
      },
    });
    expect(await refreshNppes(services)).toHaveLength(1);
    await runQueuedJobs(services);
    const last = (await imports(t)).at(-1)!;
    expect(last).toMatchObject({ fileName: WEEK_2, status: "done" });
    expect(last.counts.reactivated).toBe(3);
    expect(await statuses(t, N.organisation)).toEqual(["active", "active", "active"]);
    expect(await found(services, "Bright Path")).toContain(N.organisation);
    expect(await refreshNppes(services)).toEqual([]);
  });
});

/** A file server for the index page and its zips; honours Range requests unless told not to. */
function fileServer(dir: string, options: { ranges: boolean }) {
  const requests: { path: string; range: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      requests.push({ path: url.pathname, range: req.headers.range });
      const file = path.join(dir, path.basename(url.pathname));
      const info = await stat(file).catch(() => null);
      if (!info) return res.writeHead(404).end();
      if (file.endsWith(".html")) return res.writeHead(200, { "content-type": "text/html" }).end(await readFile(file));
      const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? "");
      const from = options.ranges && range ? Number(range[1]) : 0;
      if (from >= info.size && range && options.ranges)
        return res.writeHead(416, { "content-range": `bytes */${info.size}` }).end();
      res.writeHead(from > 0 ? 206 : 200, {
        "content-length": info.size - from,
        ...(from > 0 ? { "content-range": `bytes ${from}-${info.size - 1}/${info.size}` } : {}),
      });
      createReadStream(file, { start: from }).pipe(res);
    })();
  });
  return {
    requests,
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("the refresh from an index page", () => {
  let t: TestDatabase;
  let services: AppServices;
  let served: string;
  let dataDir: string;
  const server = { current: null as ReturnType<typeof fileServer> | null };

  beforeAll(async () => {
    t = await createTestDatabase();
    served = path.join(root, "served");
    dataDir = path.join(root, "url-data");
    await writeFiles(served, {
      [FULL]: { rows: nppesFixtureRows(), range: "20050523-20260309" },
      [WEEK_1]: {
        rows: weekly([{ npi: N.organisation, deactivationDate: "03/12/2026", deactivationReasonCode: "DT" }]),
        range: "20260310-20260316",
      },
    });
    await writeDeactivationReport(served, [{ npi: N.accentedIndividual, date: "03/05/2026" }], {
      reportDate: "20260310",
    });
    server.current = fileServer(served, { ranges: true });
    const base = await server.current.listen();
    // CMS's page links its files relative to itself; an absolute link works too.
    await writeFile(
      path.join(served, "NPI_Files.html"),
      `<html><body><h1>NPPES Data Dissemination</h1><ul>
        <li><a href="./${FULL}">Full Replacement Monthly NPI File</a></li>
        <li><a href="${base}/nppes/${WEEK_1}">Weekly Update</a></li>
        <li><a href="NPPES_Deactivated_NPI_Report_031026.zip">Deactivated NPI Report</a></li>
        <li><a href="NPPESDataDissemination_Readme.pdf">Readme</a></li>
      </ul></body></html>`,
    );
    services = testServices(t, { NPPES_SOURCE: `${base}/nppes/NPI_Files.html`, DATA_DIR: dataDir });
  });
  afterAll(async () => server.current?.close());

  it("downloads the new files to DATA_DIR/nppes, resuming one cut off, imports them in order and removes them", async () => {
    // A download cut off halfway by a crash: the next run asks for the rest only.
    const downloads = path.join(dataDir, "nppes");
    await mkdir(downloads, { recursive: true });
    const whole = await readFile(path.join(served, FULL));
    await writeFile(path.join(downloads, `${FULL}.part`), whole.subarray(0, Math.floor(whole.length / 2)));

    expect(await refreshNppes(services)).toHaveLength(3);
    const full = server.current!.requests.find((r) => r.path.endsWith(FULL))!;
    expect(full.range).toBe(`bytes=${Math.floor(whole.length / 2)}-`);
    await runQueuedJobs(services);

    const done = await imports(t);
    expect(done.map((i) => [i.fileName, i.status, i.origin, i.filePath])).toEqual([
      [FULL, "done", "scheduled", null],
      [WEEK_1, "done", "scheduled", null],
      ["NPPES_Deactivated_NPI_Report_031026.zip", "done", "scheduled", null],
    ]);
    expect(done[1]!.counts.deactivated).toBe(3);
    expect(await readdir(downloads)).toEqual([]);
    expect(await statuses(t, N.organisation)).toEqual(["closed", "closed", "closed"]);
    expect(await statuses(t, N.accentedIndividual)).toEqual(["closed"]);
    expect(await found(services, "Bright Path")).toEqual([]);
  });

  it("downloads and imports nothing twice on the next run", async () => {
    const before = server.current!.requests.length;
    expect(await refreshNppes(services)).toEqual([]);
    expect(server.current!.requests.slice(before).map((r) => r.path)).toEqual(["/nppes/NPI_Files.html"]);
    expect(await imports(t)).toHaveLength(3);
  });
});

describe("a download", () => {
  it("starts again from the first byte when the server ignores the range, and ends whole", async () => {
    const served = path.join(root, "no-ranges");
    await writeFiles(served, { [FULL]: { rows: nppesFixtureRows(), range: "20050523-20260309" } });
    const server = fileServer(served, { ranges: false });
    const base = await server.listen();
    try {
      const into = path.join(root, "no-ranges-data");
      await mkdir(into, { recursive: true });
      await writeFile(path.join(into, `${FULL}.part`), "partial garbage");
      const file = await downloadFile(`${base}/${FULL}`, into, FULL);
      expect(await readFile(file)).toEqual(await readFile(path.join(served, FULL)));
      expect(server.requests[0]!.range).toBe("bytes=15-");
      expect(await readdir(into)).toEqual([FULL]);
    } finally {
      await server.close();
    }
  });
});
