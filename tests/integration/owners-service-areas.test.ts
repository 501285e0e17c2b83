/**
 * "Where do you serve?" (issue 29, server/owners/update-service-areas.server.ts): who may set a
 * listing's service areas (the owner of that listing, a listing admin, a site admin; nobody
 * else, and a refusal changes nothing), what is refused (unknown zip codes, a radius out of
 * 1-100, unknown states, a care setting the listing does not offer), the audit line and the
 * source and day recorded; then a search from a place the area covers finds the listing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { updateServiceAreas, type ServiceAreaValues } from "../../server/owners/update-service-areas.server.ts";
import { searchListings } from "../../server/listings/search.server.ts";
import type { AppServices } from "../../server/context.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, insertListing, listingValues } from "./owners-support.ts";
import { updateListing } from "../../server/owners/update-listing.server.ts";

type Caller = "signed_out" | "owner" | "non_owner" | "listing_admin" | "site_admin";

let t: TestDatabase;
let services: AppServices;
const ids: Record<Exclude<Caller, "signed_out">, number> = { owner: 0, non_owner: 0, listing_admin: 0, site_admin: 0 };

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  ids.owner = (await makeUser(t)).id;
  ids.non_owner = (await makeUser(t)).id;
  ids.listing_admin = (await makeUser(t, { role: "listing_admin" })).id;
  ids.site_admin = (await makeUser(t, { role: "site_admin" })).id;
});

const none = { kind: "none", radius: "", zips: "", counties: "", states: "" };
const values = (v: Partial<ServiceAreaValues>): ServiceAreaValues => ({ "in-home": none, telehealth: none, ...v });

/** A listing of the owner in Austin offering in-home visits and telehealth. */
async function ownedListing(settings = ["in-home", "telehealth"]) {
  const id = await insertListing(t, { userId: ids.owner });
  await t.sql`update listings set care_settings = ${JSON.stringify(settings)}::jsonb where id = ${id}`;
  return id;
}

const stored = async (id: number) =>
  (
    await t.sql<{ areas: unknown; keys: string[]; radius: number | null; sources: Record<string, unknown> }[]>`
      select service_areas as areas, service_area_keys as keys, service_radius_miles as radius, fact_sources as sources
      from listings where id = ${id}`
  )[0]!;

describe("who may set a listing's service areas", () => {
  const cases: Array<[Caller, boolean]> = [
    ["signed_out", false],
    ["owner", true],
    ["non_owner", false],
    ["listing_admin", true],
    ["site_admin", true],
  ];
  it.each(cases)("%s: allowed %s", async (caller, allowed) => {
    const id = await ownedListing();
    const before = await stored(id);
    const ctx = await callerCtx(services, caller === "signed_out" ? null : ids[caller]);
    const r = await updateServiceAreas(ctx, {
      listingId: id,
      values: values({ "in-home": { ...none, kind: "radius", radius: "20" } }),
    });
    expect(r.ok).toBe(allowed);
    const after = await stored(id);
    if (allowed) {
      expect(after.areas).toEqual([{ careSetting: "in-home", kind: "radius", radiusMiles: 20 }]);
      expect(after.radius).toBe(20);
      const source = caller === "owner" ? "unverified_owner" : "admin";
      expect(after.sources.serviceAreas).toEqual({ source, confirmedOn: new Date().toISOString().slice(0, 10) });
    } else {
      expect(r.ok ? 0 : r.error.status).toBe(caller === "signed_out" ? 401 : 403);
      expect(after).toEqual(before);
    }
  });

  it("an unknown listing is 404", async () => {
    const r = await updateServiceAreas(await callerCtx(services, ids.owner), {
      listingId: 999_999,
      values: values({}),
    });
    expect(r.ok ? 0 : r.error.status).toBe(404);
  });
});

describe("what the form accepts", () => {
  it("refuses bad values field by field and stores nothing", async () => {
    const id = await ownedListing();
    const ctx = await callerCtx(services, ids.owner);
    const r = await updateServiceAreas(ctx, {
      listingId: id,
      values: values({
        "in-home": { ...none, kind: "radius", radius: "101" },
        telehealth: { ...none, kind: "states", states: "TX, ZZ" },
      }),
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.fields).toEqual({
      "in-home.radius": "serviceArea.error.radius_invalid",
      "telehealth.states": "serviceArea.error.states_invalid",
    });
    expect((await stored(id)).areas).toEqual([]);

    const zips = await updateServiceAreas(ctx, {
      listingId: id,
      values: values({ "in-home": { ...none, kind: "zips", zips: "78701 00000" } }),
    });
    expect(!zips.ok && zips.error.fields).toEqual({ "in-home.zips": "serviceArea.error.zips_unknown" });
    const radius0 = await updateServiceAreas(ctx, {
      listingId: id,
      values: values({ "in-home": { ...none, kind: "radius", radius: "0" } }),
    });
    expect(radius0.ok).toBe(false);
    // A state list is telehealth's only.
    const inHomeStates = await updateServiceAreas(ctx, {
      listingId: id,
      values: values({ "in-home": { ...none, kind: "states", states: "TX" } }),
    });
    expect(!inHomeStates.ok && inHomeStates.error.fields).toEqual({ "in-home.kind": "serviceArea.error.kind_invalid" });
  });

  it("finds counties typed as 'Name, ST' in the places table, stores their FIPS codes and names, and refuses an unknown one", async () => {
    const id = await ownedListing();
    const ctx = await callerCtx(services, ids.owner);
    const r = await updateServiceAreas(ctx, {
      listingId: id,
      values: values({ "in-home": { ...none, kind: "counties", counties: "williamson county, tx\nTravis, TX" } }),
    });
    expect(r.ok).toBe(true);
    const row = await stored(id);
    expect(row.areas).toEqual([
      { careSetting: "in-home", kind: "counties", codes: ["48453", "48491"], names: ["Travis, TX", "Williamson, TX"] },
    ]);
    expect(row.keys).toEqual(["in-home:county:48453", "in-home:county:48491"]);
    const unknown = await updateServiceAreas(ctx, {
      listingId: id,
      values: values({ "in-home": { ...none, kind: "counties", counties: "Travis, TX\nNowhere, TX" } }),
    });
    expect(!unknown.ok && unknown.error.fields).toEqual({ "in-home.counties": "serviceArea.error.counties_unknown" });
    // Travis is a Texas county, not an Oklahoma one.
    const wrongState = await updateServiceAreas(ctx, {
      listingId: id,
      values: values({ "in-home": { ...none, kind: "counties", counties: "Travis, OK" } }),
    });
    expect(wrongState.ok).toBe(false);
    expect((await stored(id)).areas).toEqual(row.areas);
  });

  it("drops the area of a care setting the owner stops offering, and keeps the other", async () => {
    const id = await ownedListing();
    const ctx = await callerCtx(services, ids.owner);
    const set = await updateServiceAreas(ctx, {
      listingId: id,
      values: values({
        "in-home": { ...none, kind: "radius", radius: "15" },
        telehealth: { ...none, kind: "states", states: "TX" },
      }),
    });
    expect(set.ok).toBe(true);
    const edited = await updateListing(ctx, {
      listingId: id,
      values: listingValues({ careSettings: ["center", "telehealth"] }),
    });
    expect(edited.ok && edited.value.changed).toContain("serviceAreas");
    const row = await stored(id);
    expect(row.areas).toEqual([{ careSetting: "telehealth", kind: "states", codes: ["TX"] }]);
    expect(row.radius).toBeNull();
  });

  it("refuses an area for a care setting the listing does not offer", async () => {
    const id = await ownedListing(["center", "in-home"]);
    const r = await updateServiceAreas(await callerCtx(services, ids.owner), {
      listingId: id,
      values: values({ telehealth: { ...none, kind: "states", states: "TX" } }),
    });
    expect(!r.ok && r.error.fields).toEqual({ "telehealth.kind": "serviceArea.error.setting_missing" });
  });

  it("stores both settings' areas, audits the change, and a search from a covered zip finds the listing", async () => {
    const id = await ownedListing();
    await t.sql`update listings set latitude = 32.78, longitude = -96.8 where id = ${id}`; // Dallas
    const ctx = await callerCtx(services, ids.owner);
    const r = await updateServiceAreas(ctx, {
      listingId: id,
      values: values({
        "in-home": { ...none, kind: "zips", zips: "78702, 78701\n78701" },
        telehealth: { ...none, kind: "states", states: "tx ok" },
      }),
    });
    expect(r.ok).toBe(true);
    const row = await stored(id);
    expect(row.areas).toEqual([
      { careSetting: "in-home", kind: "zips", codes: ["78701", "78702"] },
      { careSetting: "telehealth", kind: "states", codes: ["OK", "TX"] },
    ]);
    expect(row.keys).toEqual(["in-home:zip:78701", "in-home:zip:78702", "telehealth:state:OK", "telehealth:state:TX"]);
    const [log] = await t.sql<{ details: string }[]>`
      select details from audit_log where action = 'listing_updated' and user_id = ${ids.owner} order by id desc limit 1`;
    expect(JSON.parse(log!.details)).toMatchObject({ listingId: id, changed: "serviceAreas" });

    // 180 miles from Dallas: found from Austin by its in-home zip codes.
    const search = await searchListings(services, { query: "78701" });
    const found = search.listings.find((l) => l.id === id);
    expect(found?.servesSearchedPlace).toEqual({ careSetting: "in-home", state: "TX" });
    expect(found!.distanceMiles).toBeGreaterThan(150);
  });
});
