/**
 * What the moderation actions do (issue 13): the listings table's filters and sorts, reasons
 * in the audit log, merging duplicates, the claimant's email, hiding reviews and the rating.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { parseAdminListingFilters } from "../../domain/admin-listing-filters.ts";
import { adminListings } from "../../server/admin/admin-listings.server.ts";
import { changeListingTier } from "../../server/admin/change-listing-tier.server.ts";
import { mergeListings } from "../../server/admin/merge-listings.server.ts";
import { mergedInto } from "../../server/listings/merged-into.server.ts";
import { changeListingStatus } from "../../server/owners/change-listing-status.server.ts";
import { decideClaim } from "../../server/owners/decide-claim.server.ts";
import { resolveReport } from "../../server/reviews/resolve-report.server.ts";
import { setReviewVisibility } from "../../server/reviews/set-review-visibility.server.ts";
import type { AppServices } from "../../server/context.ts";
import type { CallerContext } from "../../server/use-case.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { insertClaim, insertReport, insertReview } from "./admin-moderation-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";

let t: TestDatabase;
let services: AppServices;
let admin: CallerContext;
let adminId = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  adminId = (await makeUser(t, { role: "listing_admin" })).id;
  admin = await callerCtx(services, adminId);
});

const lastAudit = async (action: string) => {
  const [row] = await t.sql<{ user_id: number; details: string }[]>`
    select user_id, details from audit_log where action = ${action} order by id desc limit 1`;
  return { userId: row?.user_id, details: JSON.parse(row?.details ?? "null") as Record<string, unknown> };
};
const rating = async (id: number) => {
  const [row] = await t.sql<{ average: string; count: number }[]>`
    select rating_average::text as average, review_count as count from listings where id = ${id}`;
  return row!;
};

describe("the listings table", () => {
  it("filters by words, state, status, owner and staleness, and sorts", async () => {
    const owner = (await makeUser(t)).id;
    const a = await insertListing(t, { name: "Zebra Kids ABA", email: "zebra@clinic.example", status: "pending" });
    const b = await insertListing(t, { name: "Aardvark Therapy", userId: owner });
    await t.sql`update listings set owner_verified = true, last_verified_at = current_date where id = ${b}`;
    await t.sql`update listings set last_verified_at = current_date - 200 where id = ${a}`;
    const find = async (query: string) => {
      const result = await adminListings(admin, parseAdminListingFilters(new URLSearchParams(query)));
      if (!result.ok) throw new Error("refused");
      return result.value;
    };
    expect((await find("q=zebra%20austin")).rows.map((r) => r.id)).toEqual([a]);
    expect((await find("q=ZEBRA@CLINIC")).rows.map((r) => r.id)).toEqual([a]);
    expect((await find("q=78701&status=pending")).rows.map((r) => r.id)).toEqual([a]);
    expect((await find("verified=yes")).rows.map((r) => r.id)).toEqual([b]);
    const stale = (await find("stale=1")).rows.map((r) => r.id);
    expect(stale).toContain(a);
    expect(stale).not.toContain(b);
    // A pattern character typed by the admin is literal.
    expect((await find("q=%25")).total).toBe(0);
    const byName = (await find("sort=name&dir=asc")).rows.map((r) => r.name);
    expect(byName).toEqual([...byName].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect((await find("state=CA")).total).toBe(0);
  });

  it("filters by plan and pages through the matches without repeating or losing a row", async () => {
    const ids = [];
    for (let i = 0; i < 30; i++) ids.push(await insertListing(t, { name: `Paged ABA ${i}`, tier: "premium" }));
    await insertListing(t, { name: "Paged ABA basic", tier: "basic" });
    const page = async (n: number) => {
      const result = await adminListings(
        admin,
        parseAdminListingFilters(new URLSearchParams(`q=paged&tier=premium&sort=name&dir=asc&page=${n}`)),
      );
      if (!result.ok) throw new Error("refused");
      return result.value;
    };
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first.total).toBe(30);
    expect(first.rows).toHaveLength(first.pageSize);
    expect(third.rows).toHaveLength(0);
    const seen = [...first.rows, ...second.rows].map((r) => r.id);
    expect(seen.sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
  });
});

describe("status and plan changes", () => {
  it("require a reason and keep it with before → after in the audit log", async () => {
    const id = await insertListing(t, { status: "pending" });
    const empty = await changeListingStatus(admin, { listingId: id, status: "active", reason: "  ", locale: "en" });
    expect(empty).toMatchObject({
      ok: false,
      error: { status: 400, fields: { reason: "ownerMessage.reason_required" } },
    });
    expect(
      await changeListingStatus(admin, { listingId: id, status: "active", reason: "License checked", locale: "en" }),
    ).toMatchObject({ ok: true });
    expect((await lastAudit("listing_status_changed")).details).toMatchObject({
      listingId: id,
      from: "pending",
      to: "active",
      reason: "License checked",
    });

    expect(await changeListingTier(admin, { listingId: id, tier: "gold", reason: "x" })).toMatchObject({
      ok: false,
      error: { status: 400 },
    });
    expect(
      await changeListingTier(admin, { listingId: id, tier: "featured", reason: "Refund dispute settled" }),
    ).toMatchObject({ ok: true });
    const [row] = await t.sql<{ status: string; tier: string }[]>`select status, tier from listings where id = ${id}`;
    expect(row).toEqual({ status: "active", tier: "featured" });
    expect(await lastAudit("listing_tier_changed")).toMatchObject({
      userId: adminId,
      details: { from: "basic", to: "featured" },
    });
  });
});

describe("merging duplicates", () => {
  it("moves reviews, favorites, the owner, claims, insurers and suggestions, closes the duplicate, and redirects", async () => {
    const owner = (await makeUser(t)).id;
    const fan = (await makeUser(t)).id;
    const claimant = (await makeUser(t)).id;
    const survivor = await insertListing(t, { name: "Sunrise ABA" });
    const duplicate = await insertListing(t, { name: "Sunrise A.B.A.", userId: owner });
    await insertReview(t, survivor, 5);
    await insertReview(t, duplicate, 1);
    await t.sql`insert into favorites (user_id, listing_id) values (${fan}, ${survivor}), (${fan}, ${duplicate})`;
    await insertClaim(t, duplicate, claimant);
    const insurers = await t.sql<{ id: number }[]>`
      insert into insurance_providers (name, display_name) values ('merge-a', 'Merge A'), ('merge-b', 'Merge B') returning id`;
    await t.sql`insert into listing_insurances (listing_id, insurance_provider_id)
      values (${survivor}, ${insurers[0]!.id}), (${duplicate}, ${insurers[0]!.id}), (${duplicate}, ${insurers[1]!.id})`;
    const earlier = await insertListing(t, { name: "Sunrise old" });
    await t.sql`update listings set merged_into_id = ${duplicate}, status = 'closed' where id = ${earlier}`;

    const same = await mergeListings(admin, {
      survivorId: survivor,
      duplicateId: survivor,
      reason: "x",
      confirmed: true,
    });
    expect(same).toMatchObject({ ok: false, error: { fields: { duplicateId: "ownerMessage.merge_same" } } });
    const unconfirmed = await mergeListings(admin, {
      survivorId: survivor,
      duplicateId: duplicate,
      reason: "x",
      confirmed: false,
    });
    expect(unconfirmed).toMatchObject({ ok: false, error: { fields: { confirm: "ownerMessage.confirm_required" } } });

    const merged = await mergeListings(admin, {
      survivorId: survivor,
      duplicateId: `#${duplicate}`,
      reason: "Same address",
      confirmed: true,
    });
    expect(merged).toMatchObject({
      ok: true,
      value: { moved: { reviews: 1, favorites: 0, claims: 1, ownerMoved: true } },
    });
    expect(await rating(survivor)).toEqual({ average: "3.0", count: 2 });
    expect(await rating(duplicate)).toEqual({ average: "0.0", count: 0 });
    const [s] = await t.sql<
      { user_id: number; ids: number[] }[]
    >`select user_id, insurance_provider_ids as ids from listings where id = ${survivor}`;
    expect(s!.user_id).toBe(owner);
    expect(s!.ids).toHaveLength(2);
    const [d] = await t.sql<{ status: string; merged_into_id: number; user_id: number | null }[]>`
      select status, merged_into_id, user_id from listings where id = ${duplicate}`;
    expect(d).toEqual({ status: "closed", merged_into_id: survivor, user_id: null });
    expect(await t.sql`select 1 from favorites where listing_id = ${duplicate}`).toHaveLength(0);
    expect(await mergedInto(services, duplicate)).toBe(survivor);
    expect(await mergedInto(services, earlier)).toBe(survivor);
    expect((await lastAudit("listing_merged")).details).toMatchObject({
      listingId: survivor,
      duplicateId: duplicate,
      reason: "Same address",
    });

    const again = await mergeListings(admin, {
      survivorId: survivor,
      duplicateId: duplicate,
      reason: "x",
      confirmed: true,
    });
    expect(again).toMatchObject({ ok: false, error: { status: 409 } });
  });
});

describe("claims", () => {
  it("approving gives the listing and emails the claimant with the message; rejecting needs a message", async () => {
    const claimantUser = await makeUser(t, { preferredLanguage: "es" });
    const listing = await insertListing(t, { name: "Casa ABA" });
    const claim = await insertClaim(t, listing, claimantUser.id);
    const noMessage = await decideClaim(admin, { claimId: claim, approve: false, message: " " });
    expect(noMessage).toMatchObject({ ok: false, error: { fields: { message: "ownerMessage.message_required" } } });
    expect(await decideClaim(admin, { claimId: claim, approve: true, message: "Bienvenido." })).toMatchObject({
      ok: true,
    });
    await runQueuedJobs(services);
    const [mail] = await t.sql<{ subject: string; text: string }[]>`
      select subject, text from email_outbox where "to" = ${claimantUser.email} order by id desc limit 1`;
    expect(mail?.subject).toBe("Ahora gestiona Casa ABA");
    expect(mail?.text).toContain("Bienvenido.");
    const [row] = await t.sql<
      { user_id: number; owner_verified: boolean }[]
    >`select user_id, owner_verified from listings where id = ${listing}`;
    expect(row).toEqual({ user_id: claimantUser.id, owner_verified: true });
    expect(await decideClaim(admin, { claimId: claim, approve: true })).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
  });
});

describe("reviews", () => {
  it("upholding a report or hiding a review takes it out of the average and the count; restoring puts it back", async () => {
    const listing = await insertListing(t);
    await insertReview(t, listing, 5);
    const bad = await insertReview(t, listing, 1);
    expect(await rating(listing)).toEqual({ average: "3.0", count: 2 });
    const report = await insertReport(t, bad);
    expect(await resolveReport(admin, { reportId: report, decision: "upheld", notes: "Spam link" })).toMatchObject({
      ok: true,
    });
    expect(await rating(listing)).toEqual({ average: "5.0", count: 1 });
    expect(await setReviewVisibility(admin, { reviewId: bad, hidden: false })).toMatchObject({
      ok: true,
      value: { changed: true },
    });
    expect(await rating(listing)).toEqual({ average: "3.0", count: 2 });
    expect((await lastAudit("review_restored")).details).toMatchObject({
      reviewId: bad,
      from: "hidden",
      to: "published",
    });
    expect(await setReviewVisibility(admin, { reviewId: bad, hidden: true })).toMatchObject({ ok: true });
    expect(await rating(listing)).toEqual({ average: "5.0", count: 1 });
    expect(await setReviewVisibility(admin, { reviewId: 2_000_000_000, hidden: true })).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
  });
});
