/**
 * The registry import end to end on a real database (issue 27): a full file in the real layout
 * becomes listings with only what the registry says and where each fact came from; a rerun adds
 * nothing; a refresh keeps what an owner set; deactivation closes and reactivation reopens; a
 * run cut between batches resumes to the same result; a file missing a column is refused by name.
 */
import { describeRegistryFailure } from "../../server/nppes/registry-failure.server.ts";
import { mkdtemp } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../../server/context.ts";
import { NppesLayoutError } from "../../domain/nppes/layout.ts";
import { nppesImportJob } from "../../server/nppes/nppes-import-job.server.ts";
import { runNppesImport } from "../../server/nppes/run-nppes-import.server.ts";
import { startNppesImport } from "../../server/nppes/start-nppes-import.server.ts";
import { listZipEntries } from "../../server/nppes/zip.server.ts";
import { searchListings } from "../../server/listings/search.server.ts";
import {
  FIXTURE_NPIS as N,
  nppesFixtureRows,
  writeDeactivationReport,
  writeNppesZip,
  type FixtureRows,
} from "../support/nppes-fixture.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import type { NppesFileKind } from "../../domain/nppes/file-kind.ts";
import { updateListing } from "../../server/owners/update-listing.server.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, listingValues } from "./owners-support.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let t: TestDatabase;
let services: AppServices;
let dir: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  dir = await tempDirForThisFile("nppes-import-test-");
});

let fileNumber = 0;
async function fixtureZip(rows: FixtureRows, options: Parameters<typeof writeNppesZip>[2] = {}): Promise<string> {
  const sub = await mkdtemp(path.join(dir, `f${++fileNumber}-`));
  return writeNppesZip(sub, rows, options);
}

/** A command-line import of the file, started (not run) in `database` (this file's by default). */
async function start(filePath: string, kind: NppesFileKind = "full", database: TestDatabase = t): Promise<number> {
  const entries = await listZipEntries(filePath).catch(() => []);
  return startNppesImport(database, {
    filePath,
    fileName: path.basename(filePath),
    byteSize: 1,
    kind,
    origin: "command_line",
    userId: null,
    ownsFile: false,
    entryNames: entries.map((e) => e.fileName),
    queue: false,
  });
}

async function importFile(filePath: string, kind: NppesFileKind = "full") {
  const outcome = await runNppesImport(services, { importId: await start(filePath, kind) });
  expect(outcome.status).toBe("done");
  return outcome.state!.counts;
}

interface Row {
  id: number;
  npi: string;
  npiLocation: number;
  name: string;
  address: string | null;
  city: string;
  state: string;
  zipCode: string;
  phone: string | null;
  email: string | null;
  status: string;
  providerKind: string;
  latitude: number | null;
  locationPrecision: string | null;
  services: string[];
  description: string | null;
  openingHours: string | null;
  insuranceProviderIds: number[];
  ratingAverage: string;
  registryRecord: {
    credential: string | null;
    licenses: { number: string; state: string }[];
    legalName: string | null;
  };
  factSources: Record<string, { source: string; confirmedOn: string }>;
  registryDeactivatedOn: string | null;
}

const listingRows = () =>
  t.sql<Row[]>`
    select id, npi, npi_location as "npiLocation", name, address, city, state, zip_code as "zipCode", phone, email,
      status, provider_kind as "providerKind", latitude, location_precision as "locationPrecision", services,
      description, opening_hours as "openingHours", insurance_provider_ids as "insuranceProviderIds",
      rating_average::text as "ratingAverage", registry_record as "registryRecord", fact_sources as "factSources",
      registry_deactivated_on::text as "registryDeactivatedOn"
    from listings order by npi, npi_location`;

describe("a full registry file", () => {
  it("becomes listings: practices, their locations and independent practitioners, and nothing made up", async () => {
    const counts = await importFile(await fixtureZip(nppesFixtureRows()));
    expect(counts).toMatchObject({ read: 12, matched: 8, added: 7, updated: 0, deactivated: 0 });
    expect(counts.skipped).toEqual({ assistant_or_technician_only: 2, outside_covered_states: 1 });

    // The geocoder is asked to place them (it does nothing without GEOCODER_URL).
    const jobs = await t.sql`select 1 from graphile_worker.jobs where task_identifier = 'geocode_listings'`;
    expect(jobs).toHaveLength(1);
    const rows = await listingRows();
    expect(rows.map((r) => [r.npi, r.npiLocation, r.name, r.providerKind])).toEqual([
      [N.organisation, 0, "Bright Path ABA", "organization"],
      [N.organisation, 1, "Bright Path ABA", "organization"],
      [N.organisation, 2, "Bright Path ABA", "organization"],
      [N.bcba, 0, "Mary K. O'Brien", "independent_practitioner"],
      [N.reactivated, 0, "Sunrise Autism Center Inc", "organization"],
      [N.primaryElsewhere, 0, "Andre Washington II", "independent_practitioner"],
      [N.accentedIndividual, 0, "José Peña", "independent_practitioner"],
    ]);
    const bcba = rows.find((r) => r.npi === N.bcba)!;
    // The practice location, never the mailing address (88 Elm St, Dublin).
    expect(bcba).toMatchObject({ address: "455 N High St, Fl 2", city: "Columbus", state: "OH", zipCode: "43215" });
    expect(bcba.phone).toBe("(614) 555-0199");
    expect(bcba.registryRecord).toMatchObject({
      credential: "BCBA",
      licenses: [{ number: "1-23-45678", state: "OH" }],
    });
    const org = rows.find((r) => r.npi === N.organisation && r.npiLocation === 0)!;
    expect(org.registryRecord.legalName).toMatch(/^Bright Path Behavioral Health Services of Central Ohio/);
    expect(rows.filter((r) => r.npi === N.organisation).map((r) => r.city)).toEqual([
      "Columbus",
      "Westerville",
      "Dayton",
    ]);
    for (const row of rows) {
      expect(row.status).toBe("active");
      // No email, description, hours, insurers or rating: the registry has none.
      expect([row.email, row.description, row.openingHours]).toEqual([null, null, null]);
      expect(row.insuranceProviderIds).toEqual([]);
      expect(Number(row.ratingAverage)).toBe(0);
      expect(row.services).toEqual(["ABA Therapy", "Behavior Analysis"]);
      // Placed at the zip code's centre, and saying so.
      expect(row.latitude).not.toBeNull();
      expect(row.locationPrecision).toBe("zip");
      expect(Object.keys(row.factSources).sort()).toEqual(["address", "credentials", "name", "phone", "services"]);
      expect(new Set(Object.values(row.factSources).map((s) => s.source))).toEqual(new Set(["registry"]));
      // The data file's date (npidata_pfile_20050523-20260309.csv).
      expect(row.factSources.name!.confirmedOn).toBe("2026-03-09");
    }
  });

  it("finds the new listings by search, and a second run of the same file changes nothing", async () => {
    const found = await searchListings(services, { query: "Bright Path" });
    expect(found.listings.map((l) => l.npi)).toContain(N.organisation);
    const before = await listingRows();
    const counts = await importFile(await fixtureZip(nppesFixtureRows()));
    expect(counts).toMatchObject({ added: 0, updated: 0, unchanged: 0, matched: 8 });
    expect(await listingRows()).toEqual(before);
  });
});

describe("refreshes", () => {
  it("update what the registry changed, and never a fact the owner set", async () => {
    const [owned] = await t.sql<{ id: number }[]>`
      update listings set name = 'Mary O''Brien Behavior Consulting',
        fact_sources = jsonb_set(fact_sources, '{name}', '{"source":"owner","confirmedOn":"2026-11-01"}')
      where npi = ${N.bcba} returning id`;
    const rows = nppesFixtureRows();
    const bcba = rows.providers.find((p) => p.npi === N.bcba)!;
    bcba.lastName = "O'BRIEN-SMITH";
    bcba.practice = { ...bcba.practice, phone: "6145550777" };
    const counts = await importFile(await fixtureZip(rows), "weekly");
    expect(counts).toMatchObject({ updated: 1, added: 0 });
    const [row] = await t.sql<{ name: string; phone: string; sources: Record<string, { source: string }> }[]>`
      select name, phone, fact_sources as sources from listings where id = ${owned!.id}`;
    expect(row).toMatchObject({ name: "Mary O'Brien Behavior Consulting", phone: "(614) 555-0777" });
    expect(row!.sources.name!.source).toBe("owner");
    expect(row!.sources.phone!.source).toBe("registry");
  });

  it("keep an edit the verified owner made through the listing form, and record it as the owner's", async () => {
    const owner = await makeUser(t, {});
    // Verified, as an approved claim leaves it (an unverified account's facts rank below the registry).
    const [listing] = await t.sql<{ id: number }[]>`
      update listings set user_id = ${owner.id}, owner_verified = true where npi = ${N.primaryElsewhere} returning id`;
    const ctx = await callerCtx(services, owner.id);
    const edited = await updateListing(ctx, {
      listingId: listing!.id,
      values: listingValues({
        name: "Washington Behavior Consulting",
        city: "Washington",
        state: "DC",
        zipCode: "20006",
        address: "2020 K St NW",
        email: "",
      }),
    });
    expect(edited.ok).toBe(true);
    const rows = nppesFixtureRows();
    rows.providers.find((p) => p.npi === N.primaryElsewhere)!.practice!.phone = "2025550999";
    await importFile(await fixtureZip(rows), "weekly");
    const [row] = await t.sql<{ name: string; phone: string; sources: Record<string, { source: string }> }[]>`
      select name, phone, fact_sources as sources from listings where id = ${listing!.id}`;
    // The owner typed a phone too: theirs outranks the registry's new one.
    expect(row).toMatchObject({ name: "Washington Behavior Consulting", phone: "5125550147" });
    expect(row!.sources.name!.source).toBe("owner");
    expect(row!.sources.description!.source).toBe("owner");
    expect(row!.sources.credentials!.source).toBe("registry");
  });

  it("close a deactivated NPI's listings at once (out of search), keep the reason, and reopen them when reactivated", async () => {
    const rows = nppesFixtureRows();
    const org = rows.providers.findIndex((p) => p.npi === N.organisation);
    rows.providers[org] = { npi: N.organisation, deactivationDate: "11/20/2026", deactivationReasonCode: "DT" };
    const counts = await importFile(await fixtureZip(rows), "weekly");
    expect(counts.deactivated).toBe(3);
    const closed = (await listingRows()).filter((r) => r.npi === N.organisation);
    expect(closed.map((r) => [r.status, r.registryDeactivatedOn])).toEqual([
      ["closed", "2026-11-20"],
      ["closed", "2026-11-20"],
      ["closed", "2026-11-20"],
    ]);
    expect((await searchListings(services, { query: "Bright Path" })).listings).toEqual([]);

    const back = nppesFixtureRows();
    back.providers.find((p) => p.npi === N.organisation)!.reactivationDate = "11/25/2026";
    back.providers.find((p) => p.npi === N.organisation)!.deactivationDate = "11/20/2026";
    const again = await importFile(await fixtureZip(back), "weekly");
    expect(again.reactivated).toBe(3);
    expect((await listingRows()).filter((r) => r.npi === N.organisation).map((r) => r.status)).toEqual([
      "active",
      "active",
      "active",
    ]);
  });

  it("apply the monthly deactivation report to the NPIs the directory holds", async () => {
    const report = await writeDeactivationReport(await mkdtemp(path.join(dir, "report-")), [
      { npi: N.accentedIndividual, date: "11/26/2026" },
      { npi: N.nonAba, date: "11/26/2026" },
    ]);
    const counts = await importFile(report, "deactivation");
    expect(counts).toMatchObject({ read: 2, matched: 1, deactivated: 1 });
    const [row] = (await listingRows()).filter((r) => r.npi === N.accentedIndividual);
    expect(row).toMatchObject({ status: "closed", registryDeactivatedOn: "2026-11-26" });
  });
});

describe("a listing added without an NPI", () => {
  it("that looks like a new registry listing goes to the admins' review queue, never merged silently", async () => {
    const fresh = await createTestDatabase();
    const [own] = await fresh.sql<{ id: number }[]>`
      insert into listings (name, address, city, state, zip_code, email)
      values ('Bright Path ABA Services', '1200 E Broad St', 'Columbus', 'OH', '43205', 'hello@brightpath.example'),
             ('Unrelated Speech Clinic', '5 Oak St', 'Columbus', 'OH', '43205', 'x@example.com')
      returning id`;
    const file = await fixtureZip(nppesFixtureRows());
    const importId = await start(file, "full", fresh);
    await runNppesImport(testServices(fresh), { importId });
    const reviews = await fresh.sql<{ listingId: number; npi: string; status: string }[]>`
      select r.listing_id as "listingId", l.npi, r.status from registry_match_reviews r
      join listings l on l.id = r.registry_listing_id`;
    expect(reviews).toEqual([{ listingId: own!.id, npi: N.organisation, status: "open" }]);
    // Both listings stay as they were.
    const [count] = await fresh.sql<{ n: number }[]>`select count(*)::int as n from listings where npi is null`;
    expect(count!.n).toBe(2);
  });
});

describe("a run cut short", () => {
  it("resumes after its last committed batch with the same result and no duplicate rows", async () => {
    const fresh = await createTestDatabase();
    const freshServices = testServices(fresh);
    const file = await fixtureZip(nppesFixtureRows());
    const importId = await start(file, "full", fresh);
    let batches = 0;
    const crash = new Error("simulated crash");
    await expect(
      runNppesImport(freshServices, {
        importId,
        readerBatchSize: 2,
        onProgress: () => {
          if (++batches === 2) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    const [mid] = await fresh.sql<{ phase: string; phaseRows: number }[]>`
      select phase, phase_rows::int as "phaseRows" from nppes_imports where id = ${importId}`;
    expect(mid!.phase).toBe("providers");
    expect(mid!.phaseRows).toBeGreaterThan(0);

    const outcome = await runNppesImport(freshServices, { importId, readerBatchSize: 2 });
    expect(outcome.state!.counts).toMatchObject({ read: 12, matched: 8, added: 7 });
    const [count] = await fresh.sql<{ n: number; distinct: number }[]>`
      select count(*)::int as n, count(distinct (npi, npi_location))::int as distinct from listings`;
    expect(count).toEqual({ n: 7, distinct: 7 });
  });
});

describe("a file the importer cannot read", () => {
  it("is refused by the job with a message naming the missing column, and the layout of version 1 is read", async () => {
    const broken = await fixtureZip(nppesFixtureRows(), {
      omitColumns: ["Provider Business Practice Location Address Postal Code"],
    });
    const importId = await start(broken);
    await nppesImportJob(services, { importId }, { attempt: 1, maxAttempts: 10 });
    const [row] = await t.sql<{ status: string; failure: string }[]>`
      select status, failure from nppes_imports where id = ${importId}`;
    expect(row!.status).toBe("failed");
    expect(row!.failure).toBe('missing_columns:"Provider Business Practice Location Address Postal Code"');
    // The import page says it in the admin's language, naming the registry's own column.
    expect(describeRegistryFailure("es", row!.failure)).toBe(
      'El archivo no tiene el formato del registro: le faltan las columnas "Provider Business Practice Location Address Postal Code". Compruebe que es el archivo de datos de NPPES, sin cambios.',
    );
    expect(describeRegistryFailure("en", "some English text stored before the codes")).toBe(
      "The import stopped on an error. The server log has the details.",
    );
    await expect(runNppesImport(services, { importId: await start(broken) })).rejects.toBeInstanceOf(NppesLayoutError);

    const fresh = await createTestDatabase();
    const v1 = await fixtureZip(nppesFixtureRows(), { version: 1 });
    const id = await start(v1, "full", fresh);
    const outcome = await runNppesImport(testServices(fresh), { importId: id });
    expect(outcome.state!.counts).toMatchObject({ matched: 8, added: 7 });
    const [layout] = await fresh.sql<{ v: number }[]>`select layout_version as v from nppes_imports where id = ${id}`;
    expect(layout!.v).toBe(1);
  });
});

describe("the first import into an empty directory", () => {
  const indexesAndKeys = (db: TestDatabase) =>
    db.sql`
      select indexname as name, indexdef as definition from pg_indexes
      where tablename in ('listings', 'listing_name_words')
      union all
      select conname, pg_get_constraintdef(oid) from pg_constraint where conrelid = 'listings'::regclass
      order by 1, 2`;
  const registryListings = (db: TestDatabase) =>
    db.sql`
      select npi, npi_location, name, address, city, state, zip_code, phone, status, provider_kind, latitude,
        longitude, location_precision, services, registry_record, fact_sources
      from listings where npi is not null order by npi, npi_location`;
  const newListingEvents = (db: TestDatabase) =>
    db.sql`
      select l.npi, l.npi_location, e.kind from listing_intake_events e join listings l on l.id = e.listing_id
      where l.npi is not null order by l.npi, l.npi_location`;
  async function importLogged(db: TestDatabase) {
    const lines: Record<string, unknown>[] = [];
    const logger = { info: (fields: object) => void lines.push({ ...fields }), warn: () => {} };
    const outcome = await runNppesImport(
      { ...testServices(db), logger },
      { importId: await start(await fixtureZip(nppesFixtureRows()), "full", db) },
    );
    return { counts: outcome.state!.counts, listingsWrite: lines.at(-1)?.listingsWrite };
  }

  it("writes its listings with the indexes built once after, and ends as a batch-by-batch import would", async () => {
    const empty = await createTestDatabase();
    const lived = await createTestDatabase();
    await lived.sql`
      insert into listings (name, city, state, email) values ('Unrelated Speech Clinic', 'Columbus', 'OH', 'x@example.com')`;
    const schemaBefore = await indexesAndKeys(empty);
    expect(schemaBefore.length).toBeGreaterThan(20);

    const bulk = await importLogged(empty);
    const batches = await importLogged(lived);
    expect(bulk.listingsWrite).toBe("bulk");
    expect(batches.listingsWrite).toBe("batches");
    expect(bulk.counts).toEqual(batches.counts);
    expect(bulk.counts.added).toBe(7);
    // Every index and key is back, as it was, and the rows are the same either way.
    expect(await indexesAndKeys(empty)).toEqual(schemaBefore);
    expect(await registryListings(empty)).toEqual(await registryListings(lived));
    // Search alerts hear of each new listing either way (the bulk load logs them in one statement
    // with the row trigger off), and that trigger is on again after.
    expect(await newListingEvents(empty)).toEqual(await newListingEvents(lived));
    expect(await newListingEvents(empty)).toHaveLength(7);
    const [trigger] = await empty.sql<{ enabled: string }[]>`
      select tgenabled as enabled from pg_trigger where tgname = 'listings_log_intake_event'`;
    expect(trigger?.enabled).toBe("O");
    // The name search reads the words table and its trigram index, both rebuilt.
    const found = await searchListings(testServices(empty), { query: "Bright Pat" });
    expect(found.listings.map((l) => l.npi)).toContain(N.organisation);
    // A rerun of the same file goes batch by batch (the directory is no longer empty) and changes nothing.
    const again = await importLogged(empty);
    expect(again.listingsWrite).toBe("batches");
    expect(again.counts).toMatchObject({ added: 0, updated: 0 });
  });
});
