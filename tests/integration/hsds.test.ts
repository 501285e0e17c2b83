/**
 * The HSDS 3.0 open data (docs/open-data.md) over the demo data set, with a few listings edited
 * into the awkward cases: every page of every list endpoint, single records, and every file of
 * the data package, held against the official HSDS schemas with ajv (zero errors), plus a closed
 * variant that also refuses fields HSDS does not define.
 */
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../../server/context.ts";
import { createApp } from "../../server/http/app.server.ts";
import { buildDataPackage } from "../../server/hsds/build-data-package.server.ts";
import { hsdsId } from "../../server/hsds/ids.ts";
import { loadDemoData, withDemoLock } from "../../server/seed/demo.server.ts";
import { DEFAULT_DEMO_LISTINGS } from "../../server/seed/generator.ts";
import { parseCsv } from "../support/csv-parse.ts";
import { describeErrors, hsdsOpenApi, hsdsSchemas, hsdsValidators } from "../support/hsds-schemas.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

type Json = Record<string, unknown>;
type Page = {
  total_items: number;
  total_pages: number;
  page_number: number;
  size: number;
  first_page: boolean;
  last_page: boolean;
  empty: boolean;
  contents: Json[];
};

let t: TestDatabase;
let services: AppServices;
let app: ReturnType<typeof createApp>;
let v: ReturnType<typeof hsdsValidators>;
let active: number;
const edge = { pending: 0, bare: 0, tricky: 0, registry: 0 };
const NPI = "1588667638";
let hiddenInsurer = "";

beforeAll(async () => {
  t = await createTestDatabase();
  await withDemoLock(t.sql, () => loadDemoData(t, { listings: DEFAULT_DEMO_LISTINGS }));
  const ids = await t.sql<{ id: number }[]>`select id from listings order by id limit 4`;
  [edge.pending, edge.bare, edge.tricky, edge.registry] = ids.map((r) => r.id) as [number, number, number, number];
  await t.sql`update listings set status = 'pending' where id = ${edge.pending}`;
  await t.sql`
    update listings set address = null, zip_code = null, phone = null, website = null, description = null,
           latitude = null, longitude = null, opening_hours = 'By appointment', services = '[]'::jsonb,
           min_age_years = null, max_age_years = null
    where id = ${edge.bare}`;
  await t.sql`
    update listings set name = '=HYPERLINK("http://evil.example","Bright")',
           description = ${'Line one, with a comma\nand "quotes"'}, opening_hours = 'Mon-Fri 8:00 AM-6:00 PM'
    where id = ${edge.tricky}`;
  // A practice as the NPI Registry import writes it: no email, description or hours, placed at its
  // zip code's centre, every fact's source recorded (the phone since confirmed by the owner).
  const registryRecord = {
    credential: null,
    licenses: [{ code: "103K00000X", number: "12345", state: "TX" }],
    taxonomyCodes: ["103K00000X"],
    primaryTaxonomy: "103K00000X",
    enumerationDate: "2019-04-01",
    lastUpdateDate: "2026-10-28",
    legalName: null,
    deactivationReasonCode: null,
    locationKey: "1200 main st|78704",
  };
  const factSources = {
    name: { source: "registry", confirmedOn: "2026-11-02" },
    address: { source: "registry", confirmedOn: "2026-11-02" },
    phone: { source: "owner", confirmedOn: "2026-11-15" },
    services: { source: "registry", confirmedOn: "2026-11-02" },
    credentials: { source: "registry", confirmedOn: "2026-11-02" },
  };
  await t.sql`
    update listings set npi = ${NPI}, npi_location = 0, provider_kind = 'organization',
           registry_record = ${JSON.stringify(registryRecord)}::jsonb, fact_sources = ${JSON.stringify(factSources)}::jsonb,
           location_precision = 'zip', email = null, description = null, website = null, opening_hours = null,
           services = '["ABA Therapy"]'::jsonb
    where id = ${edge.registry}`;
  const [insurer] = await t.sql<{ name: string }[]>`
    update insurance_providers set is_active = false
    where id = (select id from insurance_providers order by id limit 1) returning name`;
  hiddenInsurer = insurer!.name;
  const [count] = await t.sql<{ n: number }[]>`select count(*)::int as n from listings where status = 'active'`;
  active = count!.n;
  const dataDir = await tempDirForThisFile("hsds-test-");
  services = testServices(t, { PUBLIC_URL: "https://abaatlas.example", DATA_DIR: dataDir });
  app = createApp(services);
  v = hsdsValidators();
}, 240_000);

async function cityState(id: number): Promise<string> {
  const [row] = await t.sql<{ city: string; state: string }[]>`select city, state from listings where id = ${id}`;
  return `${row!.city}, ${row!.state}`;
}

async function json<T = Json>(path: string, status = 200): Promise<T> {
  const res = await app.request(`https://abaatlas.example${path}`);
  expect(res.status, path).toBe(status);
  expect(res.headers.get("content-type"), path).toMatch(/^application\/json/);
  return (await res.json()) as T;
}

function expectNoErrors(errors: ReturnType<typeof v.official.record>, what: string) {
  expect(describeErrors(errors).slice(0, 5), what).toEqual([]);
}

/** Every page of a list, validated as it comes: the envelope, each item (official and closed). */
async function everyPage(path: string, item: string): Promise<Json[]> {
  const all: Json[] = [];
  for (let page = 1; ; page++) {
    const body = await json<Page>(`${path}?page=${page}&per_page=500`);
    expectNoErrors(v.official.page(item, body), `${path} page ${page}`);
    expectNoErrors(v.closed.page(item, body), `${path} page ${page} (closed)`);
    expect(body).toMatchObject({ page_number: page, total_items: active, total_pages: Math.ceil(active / 500) });
    expect(body.size).toBe(body.contents.length);
    expect(body.first_page).toBe(page === 1);
    all.push(...body.contents);
    if (body.last_page) break;
    expect(body.size).toBe(500);
  }
  return all;
}

describe("HSDS API", () => {
  it("GET /api/hsds answers HSDS's root endpoint as its schema says", async () => {
    const body = await json("/api/hsds");
    const schema = (
      hsdsOpenApi as unknown as {
        paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: Json }> }> } }>;
      }
    ).paths["/"]!.get.responses["200"]!.content["application/json"]!.schema;
    const ajv = new Ajv({ strict: true });
    addFormats(ajv);
    const validate = ajv.compile({ ...schema, required: ["version", "profile", "openapi_url"] });
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(body).toEqual({
      version: "3.0",
      profile: "https://abaatlas.example/api/docs#open-data",
      openapi_url: "https://abaatlas.example/api/openapi.json",
    });
  });

  it("lists every active listing's organization, service and location, in schema-valid pages", async () => {
    const organizations = await everyPage("/api/hsds/organizations", "organization");
    const services = await everyPage("/api/hsds/services", "service");
    const locations = await everyPage("/api/hsds/locations", "location");
    for (const list of [organizations, services, locations]) {
      expect(list).toHaveLength(active);
      expect(new Set(list.map((r) => r.id)).size).toBe(active);
    }
    const orgIds = new Set(organizations.map((o) => o.id));
    for (const s of services) {
      expect(orgIds.has(s.organization_id)).toBe(true);
      expect((s.organization as Json).id).toBe(s.organization_id);
      expect(s.status).toBe("active");
    }
    for (const l of locations) expect(orgIds.has(l.organization_id)).toBe(true);
    // The pending listing is not published; the edited ones are, as they are.
    expect(orgIds.has(hsdsId("organization", edge.pending))).toBe(false);
    const tricky = organizations.find((o) => o.id === hsdsId("organization", edge.tricky));
    expect(tricky?.name).toBe('=HYPERLINK("http://evil.example","Bright")');
    const bare = locations.find((l) => l.id === hsdsId("location", edge.bare))!;
    expect(bare).toMatchObject({ addresses: [], schedules: [] });
    expect(bare).not.toHaveProperty("latitude");
    const withHours = locations.find((l) => l.id === hsdsId("location", edge.tricky))!;
    expect(withHours.schedules).toEqual([
      expect.objectContaining({ opens_at: "08:00:00", closes_at: "18:00:00", freq: "WEEKLY", byday: "MO,TU,WE,TH,FR" }),
    ]);
    // Most demo listings have a street address with coordinates; their hours carry no days.
    const located = locations.filter((l) => (l.addresses as unknown[]).length === 1 && typeof l.latitude === "number");
    expect(located.length).toBeGreaterThan(active * 0.9);
    const scheduled = locations.flatMap((l) => l.schedules as Json[]);
    expect(scheduled.length).toBeGreaterThan(active * 0.8);
    expect(scheduled.filter((s) => s.byday === undefined).length).toBe(scheduled.length - 1);
  });

  it("carries a registry listing's NPI and provider kind, and where each field came from", async () => {
    const organizations = await everyPage("/api/hsds/organizations", "organization");
    const withNpi = organizations.filter((o) => (o.organization_identifiers as Json[]).length > 0);
    expect(withNpi.map((o) => o.id)).toEqual([hsdsId("organization", edge.registry)]);
    expect(withNpi[0]!.organization_identifiers).toEqual([
      {
        id: hsdsId("organization_identifier", edge.registry),
        organization_id: hsdsId("organization", edge.registry),
        identifier_type: "National Provider Identifier (NPI)",
        identifier: NPI,
      },
    ]);
    expect((withNpi[0]!.attributes as Json[]).map((a) => (a.taxonomy_term as Json).code)).toEqual(["organization"]);
    expect(withNpi[0]!.description).toBe(
      `${String(withNpi[0]!.name)}: an ABA provider in ${await cityState(edge.registry)}, listed from the NPI Registry.`,
    );
    // Listings not from the registry have no identifier and no kind; lists carry no metadata.
    expect(organizations.filter((o) => (o.attributes as Json[]).length > 0)).toHaveLength(1);
    expect(organizations.filter((o) => "metadata" in o)).toEqual([]);

    const organization = await json<Json>(`/api/hsds/organizations/${hsdsId("organization", edge.registry)}`);
    expectNoErrors(v.official.compiled("organization", organization), "registry organization");
    const { services: _services, ...own } = organization;
    expectNoErrors(v.closed.record("organization", own), "registry organization (closed)");
    expect(own.metadata).toEqual([
      expect.objectContaining({
        resource_id: organization.id,
        resource_type: "organization",
        field_name: "name",
        replacement_value: organization.name,
        last_action_date: "2026-11-02",
        last_action_type: "confirm",
        previous_value: "",
        updated_by: "NPI Registry (NPPES)",
      }),
    ]);
    const phone = (organization.phones as Json[])[0]!;
    expect(phone.metadata).toEqual([
      expect.objectContaining({
        resource_id: phone.id,
        field_name: "number",
        updated_by: "Provider",
        last_action_date: "2026-11-15",
      }),
    ]);
    const location = (organization.locations as Json[])[0]!;
    expect(location.description).toMatch(
      /^The latitude and longitude are approximate: the centre of zip code \d{5}\.$/,
    );
    expect(((location.addresses as Json[])[0]!.metadata as Json[]).map((m) => m.field_name)).toEqual([
      "address_1",
      "city",
      "state_province",
      "postal_code",
    ]);
    const service = await json<Json>(`/api/hsds/services/${hsdsId("service", edge.registry)}`);
    expectNoErrors(v.official.compiled("service", service), "registry service");
    expectNoErrors(v.closed.record("service", service), "registry service (closed)");
    expect(service).not.toHaveProperty("email");
    expect(((service.attributes as Json[])[0]!.metadata as Json[])[0]).toMatchObject({
      resource_type: "attribute",
      field_name: "taxonomy_term_id",
      updated_by: "NPI Registry (NPPES)",
    });
    // A demo listing records no sources: nothing to describe.
    const demo = await json<Json>(`/api/hsds/organizations/${hsdsId("organization", edge.tricky)}`);
    expect(JSON.stringify(demo)).not.toContain('"metadata"');
    expect(demo.organization_identifiers).toEqual([]);
  }, 120_000);

  it("pages as HSDS says: 50 by default, a page past the last is empty, bad values are a 400", async () => {
    const first = await json<Page>("/api/hsds/services");
    expect(first).toMatchObject({ page_number: 1, size: 50, first_page: true, last_page: false, empty: false });
    expect(first.total_pages).toBe(Math.ceil(active / 50));
    const second = await json<Page>("/api/hsds/services?page=2");
    expect(second.contents[0]!.id).not.toBe(first.contents[0]!.id);
    const last = await json<Page>(`/api/hsds/services?page=${first.total_pages}`);
    expect(last).toMatchObject({ last_page: true, empty: false, size: active - 50 * (first.total_pages - 1) });
    const past = await json<Page>(`/api/hsds/locations?page=${first.total_pages + 1}`);
    expect(past).toMatchObject({ size: 0, empty: true, last_page: true, first_page: false, contents: [] });
    expectNoErrors(v.official.page("location", past), "past the last page");

    for (const query of [
      "page=0",
      "page=-1",
      "page=abc",
      "page=1.5",
      "per_page=0",
      "per_page=501",
      "per_page=ten",
      "page=99999999999",
    ]) {
      for (const path of ["/api/hsds/organizations", "/api/hsds/services", "/api/hsds/locations"]) {
        const body = await json<{ error: { code: string; message: string; fields: Json } }>(`${path}?${query}`, 400);
        expect(body.error.code, `${path}?${query}`).toBe("invalid_query");
        expect(Object.keys(body.error.fields)).toEqual([query.split("=")[0]]);
      }
    }
  });

  it("answers single records fully nested, valid against the compiled schemas", async () => {
    const page = await json<Page>("/api/hsds/services?per_page=20");
    const ids = [...page.contents.map((s) => Number.parseInt(String(s.id).slice(-12), 16)), edge.bare, edge.tricky];
    for (const id of ids) {
      const service = await json(`/api/hsds/services/${hsdsId("service", id)}`);
      expectNoErrors(v.official.compiled("service", service), `service ${id}`);
      expectNoErrors(v.closed.record("service", service), `service ${id} (closed)`);
      const organization = await json<Json>(`/api/hsds/organizations/${hsdsId("organization", id)}`);
      expectNoErrors(v.official.compiled("organization", organization), `organization ${id}`);
      const { services, ...own } = organization;
      expectNoErrors(v.closed.record("organization", own), `organization ${id} (closed)`);
      for (const s of services as Json[]) expectNoErrors(v.closed.record("service", s), `organization ${id} service`);
      expect((services as Json[])[0]!.id).toBe(service.id);
      expect(((service.service_at_locations as Json[])[0]!.location as Json).organization_id).toBe(organization.id);
    }
    const tricky = await json(`/api/hsds/services/${hsdsId("service", edge.tricky)}`);
    const terms = (tricky.attributes as Json[]).map((a) => (a.taxonomy_term as Json).taxonomy);
    expect(terms).toContain("ABA Atlas services");
    expect((tricky.attributes as Json[]).every((a) => (a.taxonomy_term as Json).taxonomy_detail)).toBe(true);
    const insurers = (tricky.attributes as Json[])
      .map((a) => a.taxonomy_term as Json)
      .filter((term) => term.taxonomy === "ABA Atlas insurers")
      .map((term) => term.code);
    expect(insurers.length).toBeGreaterThan(0);
    expect(insurers).not.toContain(hiddenInsurer);
    // Compiling the compiled schemas (megabytes) takes seconds on a busy machine.
  }, 120_000);

  it("answers 404 in the common error shape for ids that name nothing published", async () => {
    for (const path of [
      `/api/hsds/services/${hsdsId("service", edge.pending)}`,
      `/api/hsds/organizations/${hsdsId("organization", edge.pending)}`,
      `/api/hsds/services/${hsdsId("organization", edge.bare)}`,
      `/api/hsds/services/${hsdsId("service", 2_147_483_648)}`,
      `/api/hsds/services/${hsdsId("language", edge.bare, 1)}`,
      "/api/hsds/services/42",
      "/api/hsds/organizations/not-a-uuid",
    ]) {
      const body = await json<{ error: { code: string } }>(path, 404);
      expect(body.error.code, path).toBe("not_found");
    }
    // UUIDs compare without regard to case.
    await json(`/api/hsds/services/${hsdsId("service", edge.bare).toUpperCase()}`);
  });
});

/** A Frictionless tabular data package descriptor, as much of its profile as we rely on. */
const descriptorSchema = {
  type: "object",
  required: ["profile", "name", "resources"],
  properties: {
    profile: { const: "tabular-data-package" },
    name: { type: "string", pattern: "^[a-z0-9._-]+$" },
    created: { type: "string", format: "date-time" },
    homepage: { type: "string", format: "uri" },
    resources: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        required: ["name", "path", "profile", "format", "mediatype", "encoding", "schema"],
        properties: {
          name: { type: "string", pattern: "^[a-z0-9._-]+$" },
          path: { type: "string", pattern: "^[a-z_]+\\.csv$" },
          profile: { const: "tabular-data-resource" },
          format: { const: "csv" },
          mediatype: { const: "text/csv" },
          encoding: { const: "utf-8" },
          schema: {
            type: "object",
            required: ["fields", "primaryKey"],
            properties: {
              fields: {
                type: "array",
                minItems: 1,
                items: {
                  type: "object",
                  required: ["name", "type"],
                  properties: {
                    name: { type: "string" },
                    type: { enum: ["string", "number", "integer", "date", "time", "datetime", "boolean"] },
                    format: { enum: ["uuid", "email", "uri"] },
                    constraints: { type: "object" },
                  },
                },
              },
              primaryKey: { const: "id" },
              foreignKeys: {
                type: "array",
                items: {
                  type: "object",
                  required: ["fields", "reference"],
                  properties: {
                    fields: { type: "string" },
                    reference: {
                      type: "object",
                      required: ["resource", "fields"],
                      properties: { resource: { type: "string" }, fields: { type: "string" } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

interface Field {
  name: string;
  type: string;
}
interface Resource {
  name: string;
  path: string;
  schema: {
    fields: Field[];
    primaryKey: string;
    missingValues?: string[];
    foreignKeys?: { fields: string; reference: { resource: string; fields: string } }[];
  };
}

describe("HSDS data package", () => {
  let files: Record<string, Uint8Array>;
  let descriptor: { resources: Resource[]; description: string };
  let headers: Headers;

  beforeAll(async () => {
    // Built by the background job in production (tests/integration/hsds-data-package.test.ts).
    await buildDataPackage(services);
    const res = await app.request("https://abaatlas.example/api/hsds/datapackage.zip");
    expect(res.status).toBe(200);
    headers = res.headers;
    files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    descriptor = JSON.parse(Buffer.from(files["datapackage.json"]!).toString("utf8"));
  }, 120_000);

  const text = (name: string) => Buffer.from(files[name]!).toString("utf8");

  it("downloads as a zip, cached for ten minutes, named for saving", () => {
    expect(headers.get("content-type")).toBe("application/zip");
    expect(headers.get("content-disposition")).toBe('attachment; filename="aba-atlas-hsds.zip"');
    expect(headers.get("cache-control")).toBe("public, max-age=600");
    expect(headers.get("content-encoding")).toBeNull();
  });

  it("has a datapackage.json naming every CSV file with the official schema's columns", () => {
    const ajv = new Ajv({ strict: true, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(descriptorSchema);
    expect(validate(descriptor), JSON.stringify(validate.errors)).toBe(true);
    expect(descriptor.description).toMatch(/fictional demo providers/);
    // Every metadata column is required and an empty previous_value is an empty text.
    expect(descriptor.resources.find((r) => r.name === "metadata")!.schema.missingValues).toEqual([]);
    expect(descriptor.resources.filter((r) => r.schema.missingValues)).toHaveLength(1);
    expect(Object.keys(files).sort()).toEqual(["datapackage.json", ...descriptor.resources.map((r) => r.path)].sort());
    for (const r of descriptor.resources) {
      const schema = hsdsSchemas[r.name]!;
      expect(schema.path, r.name).toBe(r.path);
      const properties = schema.properties as Record<string, { type?: string; $ref?: string }>;
      const scalar = Object.keys(properties).filter(
        (k) => ["string", "number"].includes(properties[k]!.type ?? "") && !properties[k]!.$ref,
      );
      expect(
        r.schema.fields.map((f) => f.name),
        r.name,
      ).toEqual(scalar);
      // The header line only: the rows are the next test's.
      const headerLine = text(r.path).slice(0, text(r.path).indexOf("\r\n") + 2);
      expect(parseCsv(headerLine)[0], r.path).toEqual(scalar);
    }
  });

  it("has CSV files whose every row the official schemas accept, with keys that hold together", () => {
    const ids = new Map<string, Set<string>>();
    const rowsByTable = new Map<string, Json[]>();
    // Problems are gathered and compared once: an expect() per row of ~60,000 would be slow.
    const problems: string[] = [];
    for (const r of descriptor.resources) {
      const [header, ...lines] = parseCsv(text(r.path));
      // Frictionless: an empty cell is missing unless the table says "" is no missing value.
      const missing = new Set(r.schema.missingValues ?? [""]);
      const rows = lines.map((cells, line) => {
        if (cells.length !== header!.length) problems.push(`${r.path} line ${line + 2}: ${cells.length} cells`);
        const row: Json = {};
        r.schema.fields.forEach((f, i) => {
          const cell = cells[i] ?? "";
          if (missing.has(cell)) return;
          row[f.name] = f.type === "number" ? Number(cell) : cell;
          if (f.type === "number" && !Number.isFinite(row[f.name])) problems.push(`${r.path} ${f.name}: ${cell}`);
        });
        return row;
      });
      for (const row of rows) {
        const where = `${r.path} ${String(row.id)}`;
        problems.push(...describeErrors(v.official.tableRow(r.name, row)).map((e) => `${where}: ${e}`));
        problems.push(...describeErrors(v.closed.record(r.name, row)).map((e) => `${where} (closed): ${e}`));
      }
      const keys = new Set(rows.map((row) => String(row.id)));
      expect(keys.size, `${r.path}: unique ids`).toBe(rows.length);
      ids.set(r.name, keys);
      rowsByTable.set(r.name, rows);
    }
    for (const r of descriptor.resources)
      for (const fk of r.schema.foreignKeys ?? [])
        for (const row of rowsByTable.get(r.name)!)
          if (row[fk.fields] !== undefined && !ids.get(fk.reference.resource)!.has(String(row[fk.fields])))
            problems.push(
              `${r.path} ${String(row.id)}: ${fk.fields} ${String(row[fk.fields])} is not in ${fk.reference.resource}`,
            );
    expect(problems.slice(0, 10)).toEqual([]);

    // One organization, service, location and service_at_location per active listing.
    for (const table of ["organization", "service", "location", "service_at_location"])
      expect(rowsByTable.get(table), table).toHaveLength(active);
    expect(ids.get("organization")!.has(hsdsId("organization", edge.pending))).toBe(false);
    // Attributes point at published services (or, for the provider kind, organizations) and at terms of the package.
    const serviceIds = ids.get("service")!;
    const linked = (a: Json) => ids.get(String(a.link_entity))?.has(String(a.link_id)) === true;
    expect(rowsByTable.get("attribute")!.filter((a) => !linked(a))).toEqual([]);
    expect(rowsByTable.get("attribute")!.filter((a) => a.link_entity === "organization")).toEqual([
      expect.objectContaining({ link_id: hsdsId("organization", edge.registry) }),
    ]);
    expect(
      rowsByTable.get("attribute")!.filter((a) => a.link_entity === "service" && !serviceIds.has(String(a.link_id))),
    ).toEqual([]);

    // The registry listing's NPI, and no identifier for any other listing.
    expect(rowsByTable.get("organization_identifier")).toEqual([
      {
        id: hsdsId("organization_identifier", edge.registry),
        organization_id: hsdsId("organization", edge.registry),
        identifier_type: "National Provider Identifier (NPI)",
        identifier: NPI,
      },
    ]);
    // Metadata: the registry listing's published fields with a recorded source, each pointing at a
    // record of the package; demo listings record only when their current intake was confirmed (issue 29).
    const metadata = rowsByTable.get("metadata")!;
    const demoIntake = metadata.filter((m) => m.updated_by === "Fictional demo data");
    expect(demoIntake.length).toBeGreaterThan(0);
    expect(new Set(demoIntake.map((m) => `${String(m.resource_type)}.${String(m.field_name)}`))).toEqual(
      new Set(["attribute.taxonomy_term_id"]),
    );
    expect(
      metadata
        .filter((m) => !demoIntake.includes(m))
        .map((m) => `${String(m.resource_type)}.${String(m.field_name)} ${String(m.updated_by)}`),
    ).toEqual([
      "organization.name NPI Registry (NPPES)",
      "service.name NPI Registry (NPPES)",
      "location.name NPI Registry (NPPES)",
      "address.address_1 NPI Registry (NPPES)",
      "address.city NPI Registry (NPPES)",
      "address.state_province NPI Registry (NPPES)",
      "address.postal_code NPI Registry (NPPES)",
      "phone.number Provider",
      "attribute.taxonomy_term_id NPI Registry (NPPES)",
    ]);
    for (const m of metadata) {
      expect(ids.get(String(m.resource_type))!.has(String(m.resource_id)), String(m.id)).toBe(true);
      expect(m.previous_value).toBe("");
    }
    expect(rowsByTable.get("attribute")!.length).toBeGreaterThan(active * 5);
    const insurerTerms = rowsByTable.get("taxonomy_term")!.filter((term) => term.taxonomy === "ABA Atlas insurers");
    expect(insurerTerms.length).toBeGreaterThan(5);
    expect(insurerTerms.map((term) => term.code)).not.toContain(hiddenInsurer);
  }, 120_000);

  it("escapes formula cells in text but not in numbers, and keeps quotes and line breaks", () => {
    const rows = parseCsv(text("organizations.csv"));
    const header = rows[0]!;
    const tricky = rows.find((r) => r[header.indexOf("id")] === hsdsId("organization", edge.tricky))!;
    expect(tricky[header.indexOf("name")]).toBe(`'=HYPERLINK("http://evil.example","Bright")`);
    expect(tricky[header.indexOf("description")]).toBe('Line one, with a comma\nand "quotes"');
    const locations = parseCsv(text("locations.csv"));
    const longitude = locations[0]!.indexOf("longitude");
    const values = locations
      .slice(1)
      .map((r) => r[longitude]!)
      .filter(Boolean);
    expect(values.length).toBeGreaterThan(active * 0.9);
    for (const value of values) expect(value).toMatch(/^-\d+(\.\d+)?$/);
  });

  it("holds the same records as the API", async () => {
    const services = parseCsv(text("services.csv"));
    const header = services[0]!;
    const csvIds = services
      .slice(1)
      .map((r) => r[header.indexOf("id")])
      .sort();
    const apiIds: string[] = [];
    for (let page = 1; ; page++) {
      const body = await json<Page>(`/api/hsds/services?page=${page}&per_page=500`);
      apiIds.push(...body.contents.map((s) => String(s.id)));
      if (body.last_page) break;
    }
    expect(csvIds).toEqual(apiIds.sort());
  });
});

describe("the validators", () => {
  it("reject broken answers and rows, so the checks above can fail", async () => {
    const page = await json<Page>("/api/hsds/services?per_page=2");
    expect(v.official.page("service", { ...page, size: "2" })).not.toEqual([]);
    expect(v.official.page("service", { ...page, contents: [{ ...page.contents[0], status: "open" }] })).not.toEqual(
      [],
    );
    const { total_items: _omitted, ...noTotal } = page;
    expect(v.official.page("service", noTotal)).not.toEqual([]);
    const service = await json(`/api/hsds/services/${String(page.contents[0]!.id)}`);
    expect(v.official.compiled("service", { ...service, phones: [{ number: "(512) 555-0100" }] })).not.toEqual([]);
    expect(v.official.compiled("service", { ...service, last_modified: "yesterday" })).not.toEqual([]);
    const { organization_id: _org, organization: _o, ...row } = page.contents[0]!;
    // A service row without its organization: valid JSON, not a valid table row.
    expect(v.official.record("service", row)).toEqual([]);
    expect(v.official.tableRow("service", row)).not.toEqual([]);
  });
});
