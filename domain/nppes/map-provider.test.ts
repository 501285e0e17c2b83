import { describe, expect, it } from "vitest";
import { listingDecision, addressKey } from "./listing-rules.ts";
import { displayName, registryListingDrafts, registryPhone } from "./map-provider.ts";
import type { NppesAddress, NppesProvider } from "./record.ts";

const address = (over: Partial<NppesAddress> = {}): NppesAddress => ({
  line1: "100 MAIN ST",
  line2: "",
  city: "COLUMBUS",
  state: "OH",
  postalCode: "432151234",
  countryCode: "US",
  phone: "6145550147",
  fax: "",
  ...over,
});

const provider = (over: Partial<NppesProvider> = {}): NppesProvider => ({
  npi: "1234567893",
  entityType: 2,
  organizationName: "BRIGHT STEPS ABA LLC",
  lastName: "",
  firstName: "",
  middleName: "",
  namePrefix: "",
  nameSuffix: "",
  credential: "",
  otherOrganizationName: "",
  otherOrganizationNameTypeCode: "",
  practice: address(),
  mailing: address({ line1: "PO BOX 9", city: "DAYTON", postalCode: "45401" }),
  enumerationDate: "2019-04-02",
  lastUpdateDate: "2026-10-01",
  deactivationDate: "",
  deactivationReasonCode: "",
  reactivationDate: "",
  soleProprietor: "",
  taxonomies: [{ code: "103K00000X", license: "", licenseState: "", primary: true }],
  ...over,
});

describe("listingDecision", () => {
  const none = new Set<string>();
  it("lists an organisation with any ABA code", () => {
    expect(listingDecision(provider(), none)).toEqual({ list: true, kind: "organization" });
    const technicianOrg = provider({
      taxonomies: [{ code: "106S00000X", license: "", licenseState: "", primary: true }],
    });
    expect(listingDecision(technicianOrg, none)).toEqual({ list: true, kind: "organization" });
  });
  it("lists an individual Behavior Analyst at their own address as an independent practitioner", () => {
    const person = provider({ entityType: 1, organizationName: "", firstName: "JANE", lastName: "DOE" });
    expect(listingDecision(person, none)).toEqual({ list: true, kind: "independent_practitioner" });
    expect(listingDecision(person, new Set([addressKey(person.practice)]))).toEqual({
      list: false,
      reason: "works_at_listed_practice",
    });
  });
  it("does not list technicians or assistants alone, non-ABA rows, deactivated NPIs or places outside the states", () => {
    const tech = provider({
      entityType: 1,
      taxonomies: [{ code: "106S00000X", license: "", licenseState: "", primary: true }],
    });
    expect(listingDecision(tech, new Set())).toEqual({ list: false, reason: "assistant_or_technician_only" });
    const other = provider({ taxonomies: [{ code: "207Q00000X", license: "", licenseState: "", primary: true }] });
    expect(listingDecision(other, none)).toEqual({ list: false, reason: "not_aba" });
    expect(listingDecision(provider({ deactivationDate: "2026-09-01" }), none)).toEqual({
      list: false,
      reason: "deactivated",
    });
    expect(listingDecision(provider({ deactivationDate: "2026-01-01", reactivationDate: "2026-03-01" }), none)).toEqual(
      { list: true, kind: "organization" },
    );
    expect(listingDecision(provider({ practice: address({ state: "ON", countryCode: "CA" }) }), none)).toEqual({
      list: false,
      reason: "outside_covered_states",
    });
  });
});

describe("registryListingDrafts", () => {
  it("uses the practice address, never the mailing address, and formats what the registry gives", () => {
    const [draft, ...rest] = registryListingDrafts(provider(), "organization", [], []);
    expect(rest).toEqual([]);
    expect(draft).toMatchObject({
      primary: true,
      name: "Bright Steps ABA LLC",
      address: "100 Main St",
      city: "Columbus",
      state: "OH",
      zipCode: "43215",
      phone: "(614) 555-0147",
      services: ["ABA Therapy", "Behavior Analysis"],
      poBox: false,
    });
    expect(JSON.stringify(draft)).not.toMatch(/Dayton|PO Box 9/i);
  });
  it("shows the DBA name and keeps the legal name in the record", () => {
    const p = provider({ otherOrganizationName: "SUNNY DAYS AUTISM CENTER", otherOrganizationNameTypeCode: "3" });
    expect(displayName(p, [])).toEqual({ name: "Sunny Days Autism Center", legalName: "Bright Steps ABA LLC" });
    expect(displayName(provider(), [{ npi: p.npi, name: "KIDS FIRST ABA", typeCode: "3" }]).name).toBe(
      "Kids First ABA",
    );
    // Type 5 is "other name", not a trading name.
    expect(displayName(provider(), [{ npi: p.npi, name: "FORMER NAME INC", typeCode: "5" }]).name).toBe(
      "Bright Steps ABA LLC",
    );
  });
  it("names a person with their middle initial and keeps their credential and licenses", () => {
    const person = provider({
      entityType: 1,
      organizationName: "",
      firstName: "MARÍA",
      middleName: "LUISA",
      lastName: "O'BRIEN-PEÑA",
      credential: "M.A., BCBA",
      taxonomies: [
        { code: "364SP0808X", license: "RN1", licenseState: "OH", primary: true },
        { code: "103K00000X", license: "BA.12345", licenseState: "OH", primary: false },
      ],
    });
    const [draft] = registryListingDrafts(person, "independent_practitioner", [], []);
    expect(draft!.name).toBe("María L. O'Brien-Peña");
    expect(draft!.registryRecord).toMatchObject({
      credential: "M.A., BCBA",
      licenses: [{ code: "103K00000X", number: "BA.12345", state: "OH" }],
      primaryTaxonomy: "364SP0808X",
      taxonomyCodes: ["364SP0808X", "103K00000X"],
    });
  });
  it("adds each distinct secondary location in a covered state", () => {
    const drafts = registryListingDrafts(
      provider(),
      "organization",
      [],
      [
        address({ line1: "9 ELM ST", city: "AKRON", postalCode: "44308" }),
        address(),
        address({ line1: "1 BAY ST", state: "ON", countryCode: "CA" }),
        address({ line1: "PO BOX 77", city: "AKRON", postalCode: "44309" }),
      ],
    );
    expect(drafts.map((d) => [d.primary, d.address, d.city, d.poBox])).toEqual([
      [true, "100 Main St", "Columbus", false],
      [false, "9 Elm St", "Akron", false],
      [false, "PO Box 77", "Akron", true],
    ]);
  });
  it("keeps only dialable phone numbers", () => {
    expect(registryPhone("16145550147")).toBe("(614) 555-0147");
    expect(registryPhone("555")).toBeNull();
    expect(registryPhone("")).toBeNull();
  });
});
