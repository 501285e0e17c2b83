/** Favorites, comparison and "suggest an edit" (issue 12), through their use cases on a real database. */
import { beforeAll, describe, expect, it } from "vitest";
import { compareListings } from "../../server/compare/compare-listings.server.ts";
import { favoriteIds } from "../../server/favorites/favorite-ids.server.ts";
import { mergeFavorites } from "../../server/favorites/merge-favorites.server.ts";
import { setFavorite } from "../../server/favorites/set-favorite.server.ts";
import { acceptSuggestion } from "../../server/suggestions/accept-suggestion.server.ts";
import { adminPendingSuggestions } from "../../server/suggestions/admin-pending-suggestions.server.ts";
import { ownerPendingSuggestions } from "../../server/suggestions/owner-pending-suggestions.server.ts";
import { rejectSuggestion } from "../../server/suggestions/reject-suggestion.server.ts";
import { suggestEdit } from "../../server/suggestions/suggest-edit.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { makeUser } from "./auth-support.ts";
import { callerAs, makeListing } from "./community-support.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

describe("favorites", () => {
  it("keeps a signed-in person's favorites, refuses visitors, and merges a browser's list at sign-in", async () => {
    const user = await makeUser(t);
    const [a, b, c] = [await makeListing(t), await makeListing(t), await makeListing(t)];
    const ctx = await callerAs(t, user.id);
    expect(await setFavorite(ctx, { listingId: a, on: true })).toEqual({ ok: true, value: { on: true } });
    expect(await setFavorite(ctx, { listingId: a, on: true })).toMatchObject({ ok: true });
    const refused = await setFavorite(await callerAs(t, null), { listingId: b, on: true });
    expect(refused.ok ? null : refused.error.status).toBe(401);
    const missing = await setFavorite(ctx, { listingId: 999_999, on: true });
    expect(missing.ok ? null : missing.error.status).toBe(404);
    expect(await favoriteIds({ database: t }, { userId: user.id })).toEqual([a]);

    // The browser kept b, c, a (and an id that names no listing) while signed out.
    expect(await mergeFavorites({ database: t }, { userId: user.id, listingIds: [b, c, a, 999_998] })).toBe(2);
    expect((await favoriteIds({ database: t }, { userId: user.id })).sort()).toEqual([a, b, c].sort());

    await setFavorite(ctx, { listingId: b, on: false });
    expect((await favoriteIds({ database: t }, { userId: user.id })).sort()).toEqual([a, c].sort());
  });
});

describe("comparison", () => {
  it("shows at most 4 listings in the order asked, with distances from a searched zip", async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await makeListing(t));
    const result = await compareListings({ database: t }, { ids: ids.join(","), location: "78701" });
    expect(result.listings.map((l) => l.id)).toEqual(ids.slice(0, 4));
    expect(result.place?.label).toContain("78701");
    expect(result.listings[0]!.distanceMiles).toBeLessThan(5);
    const unknown = await compareListings({ database: t }, { ids: `${ids[0]},x,-3`, location: "Nowhere Land" });
    expect(unknown.listings).toHaveLength(1);
    expect(unknown.unknownPlace).toBe(true);
  });
});

describe("suggest an edit", () => {
  it("sends a correction to the verified owner, who accepts it: the listing changes and the audit log says who", async () => {
    const owner = await makeUser(t);
    const listing = await makeListing(t, { owner: owner.id });
    const visitor = await callerAs(t, null, "198.51.100.60");
    const bad = await suggestEdit(visitor, {
      listingId: listing,
      values: { field: "phone", value: "123", email: "x@" },
    });
    expect(bad.ok ? null : bad.error.fields).toEqual({
      value: "communityMessage.phone_invalid",
      email: "communityMessage.email_invalid",
    });
    const sent = await suggestEdit(visitor, {
      listingId: listing,
      values: { field: "phone", value: "+1 (512) 555-0199", email: "parent@example.com" },
    });
    const address = await suggestEdit(visitor, {
      listingId: listing,
      values: { field: "address", value: "  12  Main   St " },
    });
    expect(sent).toMatchObject({ ok: true, value: { code: "suggestion_received", toOwner: true } });
    const id = sent.ok ? sent.value.id : 0;
    expect(address).toMatchObject({ ok: true });

    const ownerCtx = await callerAs(t, owner.id);
    const mine = await ownerPendingSuggestions(ownerCtx);
    expect(mine.ok && mine.value.map((s) => [s.field, s.value])).toEqual([
      ["phone", "5125550199"],
      ["address", "12 Main St"],
    ]);
    const admin = await makeUser(t, { role: "site_admin" });
    const queue = await adminPendingSuggestions(await callerAs(t, admin.id));
    expect(queue.ok && queue.value.map((s) => s.id)).not.toContain(id);

    const stranger = await makeUser(t);
    const refused = await acceptSuggestion(await callerAs(t, stranger.id), { suggestionId: id });
    expect(refused.ok ? null : refused.error.status).toBe(403);
    const anon = await acceptSuggestion(visitor, { suggestionId: id });
    expect(anon.ok ? null : anon.error.status).toBe(401);

    expect(await acceptSuggestion(ownerCtx, { suggestionId: id })).toEqual({
      ok: true,
      value: { listingId: listing, listingName: expect.any(String), field: "phone" },
    });
    const [row] = await t.sql<{ phone: string }[]>`select phone from listings where id = ${listing}`;
    expect(row!.phone).toBe("5125550199");
    const [entry] = await t.sql<{ action: string; details: string }[]>`
      select action, details from audit_log where user_id = ${owner.id} order by id desc limit 1`;
    expect(entry!.action).toBe("edit_suggestion_accepted");
    expect(JSON.parse(entry!.details)).toMatchObject({
      suggestionId: id,
      field: "phone",
      before: "5125550100",
      after: "5125550199",
    });
    const twice = await rejectSuggestion(ownerCtx, { suggestionId: id });
    expect(twice.ok ? null : twice.error.status).toBe(409);
  });

  it("sends corrections of listings without a verified owner to the admin queue; admins only", async () => {
    const unverified = await makeUser(t);
    const listing = await makeListing(t, { owner: unverified.id, verified: false });
    const visitor = await callerAs(t, null, "198.51.100.61");
    const closed = await suggestEdit(visitor, { listingId: listing, values: { field: "closed" } });
    expect(closed).toMatchObject({ ok: true, value: { toOwner: false } });
    const services = await suggestEdit(visitor, {
      listingId: listing,
      values: { field: "services", value: "ABA Therapy, speech therapy, ABA Therapy" },
    });
    const notAdmin = await adminPendingSuggestions(await callerAs(t, unverified.id));
    expect(notAdmin.ok ? null : notAdmin.error.status).toBe(403);
    const notOwnerYet = await acceptSuggestion(await callerAs(t, unverified.id), {
      suggestionId: closed.ok ? closed.value.id : 0,
    });
    expect(notOwnerYet.ok ? null : notOwnerYet.error.status).toBe(403);

    const admin = await makeUser(t, { role: "listing_admin" });
    const adminCtx = await callerAs(t, admin.id);
    const queue = await adminPendingSuggestions(adminCtx);
    expect(queue.ok && queue.value.map((s) => s.listingId)).toContain(listing);
    expect(await acceptSuggestion(adminCtx, { suggestionId: services.ok ? services.value.id : 0 })).toMatchObject({
      ok: true,
    });
    const [after] = await t.sql<{ services: string[] }[]>`select services from listings where id = ${listing}`;
    expect(after!.services).toEqual(["ABA Therapy", "Speech Therapy"]);
    expect(await rejectSuggestion(adminCtx, { suggestionId: closed.ok ? closed.value.id : 0 })).toMatchObject({
      ok: true,
    });
    const [still] = await t.sql<{ status: string }[]>`select status from listings where id = ${listing}`;
    expect(still!.status).toBe("active");
    const missing = await acceptSuggestion(adminCtx, { suggestionId: 999_999 });
    expect(missing.ok ? null : missing.error.status).toBe(404);
  });
});
