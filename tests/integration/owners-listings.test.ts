import { beforeAll, describe, expect, it } from "vitest";
import { runQueuedJobs } from "../support/jobs.ts";
import { changeListingStatus } from "../../server/owners/change-listing-status.server.ts";
import { createListing } from "../../server/owners/create-listing.server.ts";
import { updateListing } from "../../server/owners/update-listing.server.ts";
import { listingPlace } from "../../server/owners/listing-place.server.ts";
import { verifyListingDetails } from "../../server/owners/verify-listing-details.server.ts";
import { listingById } from "../../server/listings/listing-by-id.server.ts";
import type { AppServices } from "../../server/context.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, insertListing, listingValues } from "./owners-support.ts";
import { factDay } from "../../domain/fact-freshness.ts";
import { connect } from "../../db/client.server.ts";

let t: TestDatabase;
let services: AppServices;
let owner: number;
let other: number;
let admin: number;

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  owner = (await makeUser(t)).id;
  other = (await makeUser(t)).id;
  admin = (await makeUser(t, { role: "listing_admin" })).id;
});

describe("add listing", () => {
  it("stores every field, geocodes the zip offline, waits for review and mails the owner", async () => {
    const result = await createListing(await callerCtx(services, owner), { values: listingValues(), locale: "en" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.status).toBe("pending");
    const [row] = await t.sql`select * from listings where id = ${result.value.id}`;
    expect(row).toMatchObject({
      user_id: owner,
      status: "pending",
      tier: "basic",
      phone: "5125550147",
      website: "https://brightsteps.example/",
      accepting_new_clients: false,
      waitlist_weeks: 6,
      care_settings: ["center", "in-home"],
      bcba_certificant_numbers: ["1-23-45678", "1-11-2222"],
    });
    expect(row!.latitude).toBeCloseTo(30.27, 1);
    // Not public until an admin activates it.
    expect(await listingById({ database: t }, { id: result.value.id })).toBeNull();
    await runQueuedJobs(services);
    const mails = await t.sql`select subject from email_outbox where subject like '%waiting for review%'`;
    expect(mails).toHaveLength(1);
    const audit = await t.sql`select action from audit_log where user_id = ${owner} and action = 'listing_created'`;
    expect(audit).toHaveLength(1);
  });

  it("names each wrong field and stores nothing", async () => {
    const before = await t.sql`select count(*)::int as n from listings`;
    const result = await createListing(await callerCtx(services, owner), {
      values: listingValues({
        email: "",
        zipCode: "7870",
        phone: "12",
        state: "ZZ",
        minAgeYears: "9",
        maxAgeYears: "3",
      }),
      locale: "en",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.fields).toMatchObject({
      email: "ownerMessage.email_required",
      zipCode: "ownerMessage.zip_invalid",
      phone: "ownerMessage.phone_invalid",
      state: "ownerMessage.state_invalid",
      maxAgeYears: "ownerMessage.ages_order",
    });
    const invalid = await createListing(await callerCtx(services, owner), {
      values: listingValues({ email: "not-an-email" }),
      locale: "en",
    });
    expect(!invalid.ok && invalid.error.fields?.email).toBe("ownerMessage.email_invalid");
    const after = await t.sql`select count(*)::int as n from listings`;
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("uses typed coordinates when the zip is unknown, and refuses an unknown zip without them", async () => {
    const unknown = await createListing(await callerCtx(services, owner), {
      values: listingValues({ zipCode: "00000" }),
      locale: "en",
    });
    expect(!unknown.ok && unknown.error.fields?.zipCode).toBe("ownerMessage.zip_unknown");
    const typed = await createListing(await callerCtx(services, owner), {
      values: listingValues({ zipCode: "00000", latitude: "30.5", longitude: "-97.5" }),
      locale: "en",
    });
    expect(typed.ok).toBe(true);
  });

  it("an admin's listing is active at once; a signed-out caller is refused", async () => {
    const byAdmin = await createListing(await callerCtx(services, admin), { values: listingValues(), locale: "en" });
    expect(byAdmin.ok && byAdmin.value.status).toBe("active");
    const signedOut = await createListing(await callerCtx(services, null), { values: listingValues(), locale: "en" });
    expect(!signedOut.ok && signedOut.error.status).toBe(401);
  });
});

describe("edit listing", () => {
  it("the owner edits their own listing, audited with the changed fields; the email may stay empty", async () => {
    const id = await insertListing(t, { userId: owner });
    const result = await updateListing(await callerCtx(services, owner), {
      listingId: id,
      values: listingValues({ name: "Renamed ABA", email: "" }),
    });
    expect(result.ok).toBe(true);
    const [row] = await t.sql`select name, email from listings where id = ${id}`;
    expect(row).toEqual({ name: "Renamed ABA", email: "clinic@example.com" });
    const [audit] =
      await t.sql`select details from audit_log where action = 'listing_updated' order by id desc limit 1`;
    expect(JSON.parse(audit!.details as string)).toMatchObject({ listingId: id });
    expect(JSON.parse(audit!.details as string).changed).toContain("name");
  });

  it("records whose facts they are: an account not verified as the provider ranks below the registry", async () => {
    const sourcesOf = async (id: number) =>
      (
        await t.sql<
          { s: Record<string, { source: string }> }[]
        >`select fact_sources as s from listings where id = ${id}`
      )[0]!.s;
    const created = await createListing(await callerCtx(services, owner), { values: listingValues(), locale: "en" });
    if (!created.ok) throw new Error(created.error.code);
    await expect(sourcesOf(created.value.id)).resolves.toMatchObject({
      name: { source: "unverified_owner" },
      phone: { source: "unverified_owner" },
    });
    await updateListing(await callerCtx(services, owner), {
      listingId: created.value.id,
      values: listingValues({ name: "Still Unverified ABA" }),
    });
    expect((await sourcesOf(created.value.id)).name).toMatchObject({ source: "unverified_owner" });
    // Verified (a claim or an admin): their edits are the provider's word.
    await t.sql`update listings set owner_verified = true where id = ${created.value.id}`;
    await updateListing(await callerCtx(services, owner), {
      listingId: created.value.id,
      values: listingValues({ name: "Verified Owner ABA" }),
    });
    expect((await sourcesOf(created.value.id)).name).toMatchObject({ source: "owner" });
    // An admin editing someone else's listing.
    await updateListing(await callerCtx(services, admin), {
      listingId: created.value.id,
      values: listingValues({ name: "Admin Fixed ABA" }),
    });
    expect((await sourcesOf(created.value.id)).name).toMatchObject({ source: "admin" });
  });

  it("a new zip moves the pin when the coordinates were left as stored; typed ones win", async () => {
    const id = await insertListing(t, { userId: owner });
    const stored = { latitude: "30.27", longitude: "-97.74" };
    const [place] = await t.sql<{ lat: number; lng: number }[]>`
      select latitude as lat, longitude as lng from places where zip = '10001' limit 1`;
    const ctx = await callerCtx(services, owner);
    const moved = await updateListing(ctx, {
      listingId: id,
      values: listingValues({ zipCode: "10001", city: "New York", state: "NY", ...stored }),
    });
    expect(moved.ok && moved.value.changed).toEqual(expect.arrayContaining(["zipCode", "latitude", "longitude"]));
    const position = async () =>
      (
        await t.sql<
          { lat: number; lng: number }[]
        >`select latitude as lat, longitude as lng from listings where id = ${id}`
      )[0]!;
    expect(await position()).toEqual({ lat: place!.lat, lng: place!.lng });

    // The same zip again, the pin moved by hand: the typed position stays.
    await updateListing(ctx, {
      listingId: id,
      values: listingValues({
        zipCode: "10001",
        city: "New York",
        state: "NY",
        latitude: "40.75",
        longitude: "-73.99",
      }),
    });
    expect(await position()).toEqual({ lat: 40.75, lng: -73.99 });
    // A new zip together with new typed coordinates: the typed ones win.
    await updateListing(ctx, { listingId: id, values: listingValues({ latitude: "30.3", longitude: "-97.7" }) });
    expect(await position()).toEqual({ lat: 30.3, lng: -97.7 });
  });

  it("a position outside the United States is the latitude field's error; the stored one stays", async () => {
    const id = await insertListing(t, { userId: owner });
    const [before] = await t.sql`select latitude, longitude from listings where id = ${id}`;
    const refused = await updateListing(await callerCtx(services, owner), {
      listingId: id,
      values: listingValues({ latitude: "30.2672", longitude: "97.7431" }),
    });
    expect(!refused.ok && refused.error).toMatchObject({
      status: 400,
      fields: { latitude: "ownerMessage.coordinates_outside_us" },
    });
    expect((await t.sql`select latitude, longitude from listings where id = ${id}`)[0]).toEqual(before);
  });

  it("the form's pin place: the zip code's, else the city's in its state, else none", async () => {
    const [zip] = await t.sql<{ lat: number; lng: number }[]>`
      select latitude as lat, longitude as lng from places where zip = '78701'`;
    const ctx = { database: t };
    expect(await listingPlace(ctx, { zipCode: "78701", city: "", state: "" })).toEqual({ ...zip, zip: true });
    const austin = await listingPlace(ctx, { zipCode: "7870", city: "Austin", state: "TX" });
    expect(austin).toMatchObject({ zip: false });
    expect(austin!.lat).toBeCloseTo(30.3, 0);
    expect(await listingPlace(ctx, { zipCode: "00000", city: "Austin", state: "" })).toBeNull();
    expect(await listingPlace(ctx, { zipCode: "", city: "Nowhereville", state: "TX" })).toBeNull();
  });

  it("someone else is refused and nothing changes; an admin may edit any listing", async () => {
    const id = await insertListing(t, { userId: owner, name: "Untouched" });
    const refused = await updateListing(await callerCtx(services, other), { listingId: id, values: listingValues() });
    expect(!refused.ok && refused.error.status).toBe(403);
    expect((await t.sql`select name from listings where id = ${id}`)[0]!.name).toBe("Untouched");
    const byAdmin = await updateListing(await callerCtx(services, admin), { listingId: id, values: listingValues() });
    expect(byAdmin.ok).toBe(true);
    const missing = await updateListing(await callerCtx(services, admin), {
      listingId: 999999,
      values: listingValues(),
    });
    expect(!missing.ok && missing.error.status).toBe(404);
  });
});

describe("status machine", () => {
  it("an admin activates a pending listing (it becomes public, the owner is emailed); owners cannot", async () => {
    const id = await insertListing(t, { userId: owner, status: "pending", name: "Pending Place" });
    const byOwner = await changeListingStatus(await callerCtx(services, owner), {
      listingId: id,
      status: "active",
      locale: "en",
    });
    expect(!byOwner.ok && byOwner.error.status).toBe(403);
    const activated = await changeListingStatus(await callerCtx(services, admin), {
      listingId: id,
      status: "active",
      locale: "en",
    });
    expect(activated.ok).toBe(true);
    expect(await listingById({ database: t }, { id })).not.toBeNull();
    const again = await changeListingStatus(await callerCtx(services, admin), {
      listingId: id,
      status: "active",
      locale: "en",
    });
    expect(!again.ok && again.error.status).toBe(409);
    await runQueuedJobs(services);
    expect(await t.sql`select 1 from email_outbox where subject = 'Pending Place: Active'`).toHaveLength(1);
    const closed = await changeListingStatus(await callerCtx(services, owner), {
      listingId: id,
      status: "closed",
      locale: "en",
    });
    expect(closed.ok).toBe(true);
  });
});

describe("details verified", () => {
  it("marks the details verified today", async () => {
    const id = await insertListing(t, { userId: owner });
    const result = await verifyListingDetails(await callerCtx(services, owner), { listingId: id });
    expect(result.ok && result.value.lastVerifiedAt).toBe(factDay(new Date()));
  });

  it("dates it by the UTC day, as the facts, whatever the database's time zone", async () => {
    // A zone whose day is not the UTC day at this hour: 12 hours behind before noon UTC, 14 ahead after.
    const zone = new Date().getUTCHours() < 12 ? "Etc/GMT+12" : "Etc/GMT-14";
    await t.sql.unsafe(`alter database "${t.name}" set timezone = '${zone}'`);
    const shifted = connect(t.url, { max: 2 });
    try {
      const [local] = await shifted.sql<{ d: string }[]>`select current_date::text as d`;
      expect(local!.d).not.toBe(factDay(new Date()));
      const id = await insertListing(t, { userId: owner });
      const shiftedServices = testServices(shifted);
      const result = await verifyListingDetails(await callerCtx(shiftedServices, owner), { listingId: id });
      expect(result.ok && result.value.lastVerifiedAt).toBe(factDay(new Date()));
    } finally {
      await shifted.close();
      await t.sql.unsafe(`alter database "${t.name}" reset timezone`);
    }
  });

  it("confirms today each expiring fact the listing states, by its owner, and leaves the unstated ones alone", async () => {
    const id = await insertListing(t, { userId: owner });
    await t.sql`
      update listings set accepting_new_clients = true, services = '["ABA Therapy"]'::jsonb,
        funding_accepted = '["private-pay"]'::jsonb, opening_hours = null,
        fact_sources = '{"intake":{"source":"registry","confirmedOn":"2026-01-02"},"phone":{"source":"registry","confirmedOn":"2026-01-02"}}'::jsonb
      where id = ${id}`;
    expect((await verifyListingDetails(await callerCtx(services, owner), { listingId: id })).ok).toBe(true);
    const [row] = await t.sql<{ sources: Record<string, { source: string; confirmedOn: string }>; fresh: boolean }[]>`
      select fact_sources as sources, intake_fresh as fresh from listings where id = ${id}`;
    const today = factDay(new Date());
    const mine = { source: "unverified_owner", confirmedOn: today };
    expect(row!.sources).toEqual({
      intake: mine,
      insurances: mine,
      services: mine,
      phone: { source: "registry", confirmedOn: "2026-01-02" },
    });
    // The stored intake is current again, so the listing ranks and filters as accepting.
    expect(row!.fresh).toBe(true);
  });
});
