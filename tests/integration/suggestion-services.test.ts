/**
 * A "services" correction (issue 30, item 32a) names only the services the listing forms offer:
 * anything else is refused on submit with a field error, and accepting a suggestion stored before
 * that check never puts an unknown value on the listing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { editSuggestions, listings } from "../../db/schema/index.ts";
import { acceptSuggestion } from "../../server/suggestions/accept-suggestion.server.ts";
import { suggestEdit } from "../../server/suggestions/suggest-edit.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { makeUser } from "./auth-support.ts";
import { callerAs, makeListing } from "./community-support.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

const servicesOf = async (listingId: number) =>
  (await t.sql<{ services: string[] }[]>`select services from listings where id = ${listingId}`)[0]!.services;

const suggestionCount = async (listingId: number) =>
  (await t.sql<{ n: number }[]>`select count(*)::int as n from edit_suggestions where listing_id = ${listingId}`)[0]!.n;

/** A suggestion as one submitted before the check could have been stored, for the admin queue. */
async function storedSuggestion(listingId: number, value: string[]): Promise<number> {
  const [row] = await t.db
    .insert(editSuggestions)
    .values({ listingId, field: "services", proposed: { value } })
    .returning({ id: editSuggestions.id });
  return row!.id;
}

describe("submitting a services correction", () => {
  it("refuses services outside the list with a field error, and stores nothing", async () => {
    const listing = await makeListing(t);
    const visitor = await callerAs(t, null, "198.51.100.71");
    for (const value of ["Totally Fake Service, <b>Bold</b> Therapy", "ABA Therapy, Totally Fake Service"]) {
      const refused = await suggestEdit(visitor, { listingId: listing, values: { field: "services", value } });
      expect(refused).toMatchObject({
        ok: false,
        error: { status: 400, fields: { value: "communityMessage.service_unknown" } },
      });
    }
    expect(await suggestionCount(listing)).toBe(0);
  });

  it("takes the services by their names or labels in either language, stored as the forms spell them", async () => {
    const listing = await makeListing(t);
    const visitor = await callerAs(t, null, "198.51.100.72");
    const sent = await suggestEdit(visitor, {
      listingId: listing,
      values: { field: "services", value: "aba therapy; Terapia del habla, ABA Therapy\nEarly  Intervention" },
    });
    expect(sent).toMatchObject({ ok: true });
    const [row] = await t.sql<{ proposed: { value: string[] } }[]>`
      select proposed from edit_suggestions where listing_id = ${listing}`;
    expect(row!.proposed.value).toEqual(["ABA Therapy", "Speech Therapy", "Early Intervention"]);
  });
});

describe("accepting a services correction", () => {
  it("puts only the allowed services on the listing", async () => {
    const admin = await makeUser(t, { role: "site_admin" });
    const listing = await makeListing(t);
    const id = await storedSuggestion(listing, ["Totally Fake Service", "<b>Bold</b> Therapy", "aba therapy"]);
    expect(await acceptSuggestion(await callerAs(t, admin.id), { suggestionId: id })).toMatchObject({ ok: true });
    expect(await servicesOf(listing)).toEqual(["ABA Therapy"]);
  });

  it("leaves the listing's services as they were when none of the proposed ones is allowed", async () => {
    const admin = await makeUser(t, { role: "site_admin" });
    const listing = await makeListing(t);
    await t.db
      .update(listings)
      .set({ services: ["Speech Therapy"] })
      .where(eq(listings.id, listing));
    const id = await storedSuggestion(listing, ["Totally Fake Service", "<b>Bold</b> Therapy"]);
    expect(await acceptSuggestion(await callerAs(t, admin.id), { suggestionId: id })).toMatchObject({ ok: true });
    expect(await servicesOf(listing)).toEqual(["Speech Therapy"]);
    const [entry] = await t.sql<{ details: string }[]>`
      select details from audit_log where action = 'edit_suggestion_accepted' order by id desc limit 1`;
    expect(JSON.parse(entry!.details)).toMatchObject({ suggestionId: id, unmatched: 2 });
  });
});
