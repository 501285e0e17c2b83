import { beforeAll, describe, expect, it } from "vitest";
import { compiledOnlyFields, describeErrors, hsdsValidators } from "../../tests/support/hsds-schemas.ts";
import { attributeId, attributeMetadataId, hsdsId, metadataId, parseHsdsId } from "./ids.ts";
import { mapListing, type HsdsListingRow } from "./map-listing.ts";
import { locationItem, organizationFull, organizationListItem, serviceFull, serviceListItem } from "./nest.ts";
import { buildTermIndex } from "./taxonomy.ts";

const terms = buildTermIndex([
  { id: 3, name: "aetna", displayName: "Aetna" },
  { id: 7, name: "medicaid", displayName: "Medicaid" },
]);
const ctx = { origin: "https://abaatlas.example", terms, today: "2026-11-28" };

const full: HsdsListingRow = {
  id: 42,
  name: "Bright Steps ABA",
  description: "Center-based ABA therapy for young children.",
  address: "1200 Barton Springs Rd, Suite 210",
  city: "Austin",
  state: "TX",
  zipCode: "78704",
  latitude: 30.26,
  longitude: -97.76,
  phone: "512-555-0147",
  email: "intake@brightsteps.example.com",
  website: "https://brightsteps.example.com/",
  openingHours: "Mon-Fri 8:00 AM-6:00 PM",
  services: ["ABA Therapy", "Early Intervention", "Not A Service"],
  insuranceProviderIds: [3, 99],
  minAgeYears: 2,
  maxAgeYears: 12,
  careSettings: ["center", "telehealth"],
  languages: ["en", "es", "asl", "xx"],
  fundingAccepted: ["medicaid", "private-pay"],
  lastVerifiedAt: "2026-10-30",
  updatedAt: "2026-11-20T10:00:00.000Z",
  npi: null,
  providerKind: null,
  locationPrecision: null,
  factSources: {},
  acceptingNewClients: null,
  waitlistWeeks: null,
  serviceAreas: [
    { careSetting: "telehealth", kind: "states", codes: ["OK", "TX"] },
    { careSetting: "in-home", kind: "radius", radiusMiles: 25 },
  ],
};

const bare: HsdsListingRow = {
  ...full,
  id: 43,
  name: '=HYPERLINK("http://evil.example")',
  description: null,
  address: null,
  zipCode: null,
  latitude: null,
  longitude: null,
  phone: "call us",
  email: "not an email",
  website: "javascript:alert(1)",
  openingHours: "By appointment",
  services: [],
  insuranceProviderIds: [],
  minAgeYears: null,
  maxAgeYears: null,
  careSettings: [],
  languages: [],
  fundingAccepted: [],
  lastVerifiedAt: null,
};

let v: ReturnType<typeof hsdsValidators>;
beforeAll(() => {
  v = hsdsValidators();
});

function expectValid(name: string, value: unknown) {
  expect(describeErrors(v.official.record(name, value)), name).toEqual([]);
  expect(describeErrors(v.closed.record(name, value)), `${name} (closed)`).toEqual([]);
}

/**
 * A fully nested answer, record by record (the integration tests also hold the answers against
 * the compiled schemas, which take seconds to compile): an organization's root-only `services`
 * is the one field the compiled schema adds.
 */
function expectValidFull(name: "organization" | "service", value: Record<string, unknown>) {
  const { services, ...own } = value;
  expect(compiledOnlyFields(name)).toEqual(name === "organization" ? ["services"] : []);
  expectValid(name, own);
  for (const s of (services as unknown[] | undefined) ?? []) expectValid("service", s);
}

describe("HSDS ids", () => {
  it("are version 8 UUIDs that name their kind and listing, and read back", () => {
    const id = hsdsId("service", 42);
    expect(id).toBe("aba0a71a-0002-8000-8000-00000000002a");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseHsdsId("service", id)).toEqual({ number: 42, sub: 0 });
    expect(parseHsdsId("service", id.toUpperCase())).toEqual({ number: 42, sub: 0 });
    expect(parseHsdsId("organization", id)).toBeNull();
    expect(parseHsdsId("service", "42")).toBeNull();
    expect(parseHsdsId("attribute", hsdsId("attribute", 7, 0x20_0003))).toEqual({ number: 7, sub: 0x20_0003 });
    expect(() => hsdsId("service", -1)).toThrow();
    expect(() => hsdsId("service", 1, 0x100_0000)).toThrow();
  });

  it("give each attribute its own id for any int4 insurer id, keeping the ids of small ones", () => {
    const big = [2 ** 20 + 1, 2 ** 24, 2 ** 31 - 1];
    const index = buildTermIndex([
      { id: 3, name: "aetna", displayName: "Aetna" },
      ...big.map((id) => ({ id, name: `insurer-${id}`, displayName: `Insurer ${id}` })),
    ]);
    const mapped = mapListing(
      { ...full, insuranceProviderIds: [3, ...big], careSettings: ["center", "in-home"] },
      { ...ctx, terms: index },
    );
    const ids = mapped.attributes.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Published before insurer ids could pass 2^20: group 2, term 3, listing 42.
    expect(ids).toContain("aba0a71a-0008-8200-8003-00000000002a");
    for (const id of ids) expect(id).toMatch(/^aba0a71a-0008-8[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    const termIds = index.all.map((term) => term.id);
    expect(new Set(termIds).size).toBe(termIds.length);
  });

  it("never give two (listing, taxonomy, term) triples the same attribute id", () => {
    const seen = new Map<string, string>();
    for (const listing of [1, 42, 2 ** 31 - 1])
      for (const group of [1, 2, 3, 6])
        for (const term of [0, 1, 2 ** 20 - 1, 2 ** 20, 2 ** 20 + 1, 2 ** 24, 2 ** 31 - 1, -1, -(2 ** 31)]) {
          const id = attributeId(listing, group, term);
          const triple = `${listing}/${group}/${term}`;
          expect(seen.get(id), `${triple} and ${seen.get(id)}`).toBeUndefined();
          seen.set(id, triple);
        }
    expect(attributeId(42, 2, 3)).toBe(hsdsId("attribute", 42, 0x20_0003));
    expect(() => attributeId(2 ** 32, 1, 1)).toThrow();
    expect(() => attributeId(1, 16, 1)).toThrow();
  });

  it("give metadata about fields and about attributes ids that never meet", () => {
    const ids = new Set<string>();
    for (const slot of [1, 15, 2 ** 20 - 1]) ids.add(metadataId(42, slot));
    for (const [group, term] of [
      [1, 0],
      [1, 1],
      [2, 2 ** 31 - 1],
      [7, 2],
    ] as const)
      ids.add(attributeMetadataId(attributeId(42, group, term)));
    expect(ids.size).toBe(7);
    expect(metadataId(42, 1)).toBe("aba0a71a-000e-8000-8001-00000000002a");
    expect(attributeMetadataId(attributeId(42, 2, 3))).toBe("aba0a71a-000e-8200-8003-00000000002a");
    expect(() => metadataId(42, 0)).toThrow();
    expect(() => metadataId(42, 2 ** 20)).toThrow();
    expect(() => attributeMetadataId(hsdsId("service", 42))).toThrow();
  });
});

describe("mapListing", () => {
  it("maps a complete listing to records every official schema accepts", () => {
    const r = mapListing(full, ctx);
    expectValid("organization", r.organization);
    expectValid("service", r.service);
    expectValid("location", r.location);
    expectValid("address", r.address);
    expectValid("phone", r.phone);
    expectValid("schedule", r.schedule);
    expectValid("service_at_location", r.serviceAtLocation);
    for (const l of r.languages) expectValid("language", l);
    for (const f of r.funding) expectValid("funding", f);
    for (const a of r.serviceAreas) expectValid("service_area", a);
    for (const a of r.attributes) expectValid("attribute", a);
    expectValidFull("organization", organizationFull(r));
    expectValidFull("service", serviceFull(r));
    expectValid("service", serviceListItem(r));
    expectValid("location", locationItem(r));
  });

  it("publishes the owner's service areas in words, on the service (issue 29)", () => {
    const r = mapListing(full, ctx);
    expect(r.serviceAreas).toEqual([
      {
        id: hsdsId("service_area", 42, 1),
        service_id: hsdsId("service", 42),
        name: "Telehealth in Oklahoma, Texas",
        description: "Telehealth: US states (two-letter codes) OK TX.",
      },
      {
        id: hsdsId("service_area", 42, 2),
        service_id: hsdsId("service", 42),
        name: "In-home visits within 25 miles of the office",
        description: "In-home visits: a radius of 25 miles from the location's coordinates.",
      },
    ]);
    expect(serviceFull(r).service_areas).toEqual(r.serviceAreas);
    expect(mapListing({ ...full, serviceAreas: [] }, ctx).serviceAreas).toEqual([]);
  });

  it("keeps the listing's facts and links them by id", () => {
    const r = mapListing(full, ctx);
    expect(r.organization).toMatchObject({
      id: hsdsId("organization", 42),
      name: "Bright Steps ABA",
      email: "intake@brightsteps.example.com",
      website: "https://brightsteps.example.com/",
      uri: "https://abaatlas.example/texas/austin/bright-steps-aba/42",
    });
    expect(r.service).toMatchObject({
      organization_id: r.organization.id,
      status: "active",
      minimum_age: 2,
      maximum_age: 12,
      eligibility_description: "Ages 2 to 12.",
      assured_date: "2026-10-30",
      last_modified: "2026-11-20T10:00:00.000Z",
    });
    expect(r.location).toMatchObject({ organization_id: r.organization.id, latitude: 30.26, longitude: -97.76 });
    expect(r.address).toMatchObject({
      location_id: r.location.id,
      address_1: "1200 Barton Springs Rd, Suite 210",
      state_province: "TX",
      postal_code: "78704",
      country: "US",
    });
    expect(r.phone?.number).toBe("(512) 555-0147");
    expect(r.schedule).toMatchObject({
      opens_at: "08:00:00",
      closes_at: "18:00:00",
      freq: "WEEKLY",
      byday: "MO,TU,WE,TH,FR",
    });
    expect(r.serviceAtLocation).toMatchObject({ service_id: r.service.id, location_id: r.location.id });
    expect(r.languages.map((l) => [l.code, l.name])).toEqual([
      ["en", "English"],
      ["es", "Spanish"],
      ["ase", "American Sign Language"],
    ]);
    expect(r.funding.map((f) => f.source)).toEqual(["Medicaid", "Private pay"]);
    // Unknown values (a service, an insurer, a language we have no term for) are left out.
    const named = r.attributes.map(
      (a) => `${a.taxonomy_term!.taxonomy}: ${a.taxonomy_term!.name}${a.value ? ` = ${a.value}` : ""}`,
    );
    expect(named).toEqual([
      "ABA Atlas services: ABA Therapy",
      "ABA Atlas services: Early Intervention",
      "ABA Atlas insurers: Aetna",
      "ABA Atlas care settings: Center-based",
      "ABA Atlas care settings: Telehealth",
      "ABA Atlas languages: English",
      "ABA Atlas languages: Spanish",
      "ABA Atlas languages: American Sign Language",
      "ABA Atlas funding: Medicaid",
      "ABA Atlas funding: Private pay",
      "ABA Atlas eligibility: Minimum age = 2",
      "ABA Atlas eligibility: Maximum age = 12",
    ]);
    expect(new Set(r.attributes.map((a) => a.id)).size).toBe(r.attributes.length);
    for (const a of r.attributes) expect(a.link_id).toBe(r.service.id);
  });

  it("leaves out what the listing lacks or what would not be valid, inventing nothing", () => {
    const r = mapListing(bare, ctx);
    expect(r.address).toBeNull();
    expect(r.schedule).toBeNull();
    expect(r.phone).toBeNull();
    expect(r.organization).not.toHaveProperty("email");
    expect(r.organization).not.toHaveProperty("website");
    expect(r.service).not.toHaveProperty("description");
    expect(r.service).not.toHaveProperty("minimum_age");
    expect(r.location).not.toHaveProperty("latitude");
    expect(r.attributes).toEqual([]);
    // Not from the registry, no recorded sources: no NPI, no kind, no metadata.
    expect(r.organizationIdentifier).toBeNull();
    expect(r.organizationAttributes).toEqual([]);
    expect(r.metadata).toEqual([]);
    expect(organizationFull(r).organization_identifiers).toEqual([]);
    // HSDS requires an organization description: one sentence of listed facts.
    expect(r.organization.description).toBe(`${bare.name}: an ABA provider in Austin, TX, listed on ABA Atlas.`);
    // The JSON keeps the name as it is (CSV cells are escaped, not the data).
    expect(r.organization.name).toBe(bare.name);
    expectValidFull("organization", organizationFull(r));
    expectValidFull("service", serviceFull(r));
    expectValid("location", locationItem(r));
  });

  it("publishes hours without days as times only, never guessing the days", () => {
    const r = mapListing({ ...full, openingHours: "8:00 AM-6:00 PM" }, ctx);
    expect(r.schedule).toEqual({
      id: hsdsId("schedule", 42),
      location_id: r.location.id,
      opens_at: "08:00:00",
      closes_at: "18:00:00",
      description: "8:00 AM-6:00 PM",
    });
  });
});

/** A practice listed from the NPI Registry: no email, description or hours; zip-centre position. */
const registry: HsdsListingRow = {
  ...full,
  id: 77,
  name: "Spectrum Pathways ABA LLC",
  description: null,
  email: null,
  website: null,
  openingHours: null,
  services: ["ABA Therapy"],
  insuranceProviderIds: [],
  minAgeYears: null,
  maxAgeYears: null,
  careSettings: [],
  languages: [],
  fundingAccepted: [],
  lastVerifiedAt: null,
  npi: "1588667638",
  providerKind: "organization",
  locationPrecision: "zip",
  factSources: {
    name: { source: "registry", confirmedOn: "2026-11-02" },
    address: { source: "registry", confirmedOn: "2026-11-02" },
    phone: { source: "owner", confirmedOn: "2026-11-15" },
    services: { source: "registry", confirmedOn: "2026-11-02" },
    credentials: { source: "registry", confirmedOn: "2026-11-02" },
  },
};

describe("registry listings", () => {
  it("carry the NPI as an organization identifier and the provider kind as an organization attribute", () => {
    const r = mapListing(registry, ctx);
    expect(r.organizationIdentifier).toEqual({
      id: hsdsId("organization_identifier", 77),
      organization_id: r.organization.id,
      identifier_type: "National Provider Identifier (NPI)",
      identifier: "1588667638",
    });
    // org-id.guide has no scheme for the NPI: HSDS then asks for identifier_type alone.
    expect(r.organizationIdentifier).not.toHaveProperty("identifier_scheme");
    expectValid("organization_identifier", r.organizationIdentifier);
    expect(r.organizationAttributes).toHaveLength(1);
    const [kind] = r.organizationAttributes;
    expect(kind).toMatchObject({ link_entity: "organization", link_id: r.organization.id });
    expect(kind!.taxonomy_term).toMatchObject({
      taxonomy: "ABA Atlas provider kinds",
      code: "organization",
      name: "Practice",
    });
    expectValid("attribute", kind);
    const independent = mapListing({ ...registry, providerKind: "independent_practitioner" }, ctx);
    expect(independent.organizationAttributes[0]!.taxonomy_term).toMatchObject({
      code: "independent_practitioner",
      name: "Independent practitioner",
    });
    // Every record of the listing has its own id, attributes of both kinds included.
    const ids = [
      r.organization.id,
      r.service.id,
      r.location.id,
      r.organizationIdentifier!.id,
      ...r.attributes.map((a) => a.id),
      ...r.organizationAttributes.map((a) => a.id),
      ...r.metadata.map((m) => m.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("say where each published field came from, one metadata record per field and resource", () => {
    const r = mapListing(registry, ctx);
    for (const m of r.metadata) expectValid("metadata", m);
    const described = r.metadata.map((m) => `${m.resource_type}.${m.field_name} ${m.updated_by} ${m.last_action_date}`);
    expect(described).toEqual([
      "organization.name NPI Registry (NPPES) 2026-11-02",
      "service.name NPI Registry (NPPES) 2026-11-02",
      "location.name NPI Registry (NPPES) 2026-11-02",
      "address.address_1 NPI Registry (NPPES) 2026-11-02",
      "address.city NPI Registry (NPPES) 2026-11-02",
      "address.state_province NPI Registry (NPPES) 2026-11-02",
      "address.postal_code NPI Registry (NPPES) 2026-11-02",
      "phone.number Provider 2026-11-15",
      "attribute.taxonomy_term_id NPI Registry (NPPES) 2026-11-02",
    ]);
    const byField = new Map(r.metadata.map((m) => [`${m.resource_type}.${m.field_name}`, m]));
    expect(byField.get("organization.name")).toEqual({
      id: metadataId(77, 1),
      resource_id: r.organization.id,
      resource_type: "organization",
      last_action_date: "2026-11-02",
      last_action_type: "confirm",
      field_name: "name",
      previous_value: "",
      replacement_value: "Spectrum Pathways ABA LLC",
      updated_by: "NPI Registry (NPPES)",
    });
    expect(byField.get("phone.number")).toMatchObject({
      resource_id: r.phone!.id,
      replacement_value: "(512) 555-0147",
    });
    expect(byField.get("address.postal_code")).toMatchObject({
      resource_id: r.address!.id,
      replacement_value: "78704",
    });
    const serviceAttribute = r.attributes[0]!;
    expect(byField.get("attribute.taxonomy_term_id")).toMatchObject({
      id: attributeMetadataId(serviceAttribute.id),
      resource_id: serviceAttribute.id,
      replacement_value: serviceAttribute.taxonomy_term_id,
    });
    // Our own sentence (the organization description) and derived coordinates have no source.
    expect(r.metadata.filter((m) => m.field_name === "description" || m.field_name === "latitude")).toEqual([]);
  });

  it("describe an owner's description on both records, and skip sources the database should not hold", () => {
    const r = mapListing(
      {
        ...registry,
        description: "Home and clinic ABA.",
        factSources: {
          description: { source: "owner", confirmedOn: "2026-11-20" },
          name: { source: "admin", confirmedOn: "yesterday" },
          phone: { source: "someone" as "owner", confirmedOn: "2026-11-20" },
          insurances: { source: "csv_import", confirmedOn: "2026-10-01" },
        },
      },
      ctx,
    );
    expect(r.metadata.map((m) => `${m.resource_type}.${m.field_name} ${m.updated_by}`)).toEqual([
      "organization.description Provider",
      "service.description Provider",
    ]);
  });

  it("nest metadata on the record it describes in the single-record answers, never in lists", () => {
    const r = mapListing(registry, ctx);
    const organization = organizationFull(r);
    expectValidFull("organization", organization);
    expect(organization.organization_identifiers).toEqual([r.organizationIdentifier]);
    expect(organization.metadata?.map((m) => m.field_name)).toEqual(["name"]);
    expect(organization.phones[0]!.metadata?.map((m) => m.field_name)).toEqual(["number"]);
    expect(organization.locations[0]!.metadata?.map((m) => m.field_name)).toEqual(["name"]);
    expect(organization.locations[0]!.addresses[0]!.metadata).toHaveLength(4);
    const service = serviceFull(r);
    expectValidFull("service", service);
    expect(service.metadata?.map((m) => m.field_name)).toEqual(["name"]);
    expect(service.organization.organization_identifiers[0]!.identifier).toBe("1588667638");
    expect(service.attributes[0]!.metadata).toHaveLength(1);
    for (const item of [organizationListItem(r), serviceListItem(r), locationItem(r)]) {
      expect(JSON.stringify(item)).not.toContain('"metadata"');
    }
    expect(organizationListItem(r).organization_identifiers).toEqual([r.organizationIdentifier]);
    expectValid("organization", organizationListItem(r));
    expectValid("service", serviceListItem(r));
  });

  it("say 'listed from the NPI Registry' only while the registry is the source of the name and address", () => {
    expect(mapListing(registry, ctx).organization.description).toBe(
      "Spectrum Pathways ABA LLC: an ABA provider in Austin, TX, listed from the NPI Registry.",
    );
    const renamed = mapListing(
      { ...registry, factSources: { ...registry.factSources, name: { source: "owner", confirmedOn: "2026-11-20" } } },
      ctx,
    );
    expect(renamed.organization.description).toBe(
      "Spectrum Pathways ABA LLC: an ABA provider in Austin, TX, listed on ABA Atlas.",
    );
  });

  it("say that a zip-centre position is approximate, and map a listing without an email", () => {
    const r = mapListing(registry, ctx);
    expect(r.location.description).toBe("The latitude and longitude are approximate: the centre of zip code 78704.");
    expect(mapListing({ ...registry, locationPrecision: "address" }, ctx).location).not.toHaveProperty("description");
    expect(r.organization).not.toHaveProperty("email");
    expect(r.service).not.toHaveProperty("email");
    expectValid("location", locationItem(r));
  });
});

describe("the validators themselves", () => {
  it("reject broken records, so the checks above can fail", () => {
    const r = mapListing(full, ctx);
    const { status: _status, ...noStatus } = r.service;
    expect(v.official.record("service", noStatus)).not.toEqual([]);
    expect(v.official.record("service", { ...r.service, id: "42" })).not.toEqual([]);
    expect(v.official.record("service", { ...r.service, minimum_age: "2" })).not.toEqual([]);
    expect(v.official.record("phone", { ...r.phone, number: 5125550147 })).not.toEqual([]);
    expect(v.official.record("organization", { ...r.organization, website: "not a url" })).not.toEqual([]);
    expect(v.official.record("service", { ...serviceFull(r), attributes: [{ link_id: r.service.id }] })).not.toEqual(
      [],
    );
    const registryRecords = mapListing(registry, ctx);
    const { previous_value: _previous, ...noPrevious } = registryRecords.metadata[0]!;
    expect(v.official.tableRow("metadata", noPrevious)).not.toEqual([]);
    const { identifier_type: _type, ...noType } = registryRecords.organizationIdentifier!;
    expect(v.official.record("organization_identifier", noType)).not.toEqual([]);
    expect(v.official.tableRow("metadata", { ...registryRecords.metadata[0], resource_type: undefined })).not.toEqual(
      [],
    );
    // An invented field passes HSDS's open objects but not the closed check.
    expect(v.official.record("service", { ...r.service, wait_list: "3 weeks" })).toEqual([]);
    expect(v.closed.record("service", { ...r.service, wait_list: "3 weeks" })).not.toEqual([]);
  });
});

describe("intake (issue 29)", () => {
  const intakeAttributes = (row: HsdsListingRow) =>
    mapListing(row, ctx)
      .attributes.filter((a) => a.taxonomy_term?.taxonomy === "ABA Atlas intake")
      .map((a) => [a.taxonomy_term?.code, a.value ?? null]);
  const confirmed = (confirmedOn: string) => ({ intake: { source: "owner" as const, confirmedOn } });

  it("is published while current, with the date it was assured in the attribute's metadata", () => {
    const row = { ...full, acceptingNewClients: true, factSources: confirmed("2026-10-29") };
    expect(intakeAttributes(row)).toEqual([["accepting-new-clients", null]]);
    const records = mapListing(row, ctx);
    const attribute = records.attributes.find((a) => a.taxonomy_term?.code === "accepting-new-clients")!;
    expect(records.metadata.find((m) => m.resource_id === attribute.id)).toMatchObject({
      last_action_date: "2026-10-29",
      last_action_type: "confirm",
    });
    expect(
      intakeAttributes({ ...full, acceptingNewClients: false, waitlistWeeks: 6, factSources: confirmed("2026-11-20") }),
    ).toEqual([["waitlist", "6"]]);
  });

  it("is left out once expired, or never confirmed", () => {
    expect(intakeAttributes({ ...full, acceptingNewClients: true, factSources: confirmed("2026-10-28") })).toEqual([]);
    expect(intakeAttributes({ ...full, acceptingNewClients: true, factSources: {} })).toEqual([]);
  });
});
