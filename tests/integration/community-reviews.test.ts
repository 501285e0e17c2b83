/**
 * Reviews, owner responses and reports (issue 12), through their use cases on a real database;
 * the rate limits of reviews, reports and suggestions hold across processes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Database } from "../../db/client.server.ts";
import { RATE_LIMITS } from "../../server/rate-limit/rate-limit.server.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { testServices } from "../support/services.ts";
import { confirmReview } from "../../server/reviews/confirm-review.server.ts";
import { listingReviews } from "../../server/reviews/listing-reviews.server.ts";
import { pendingReports } from "../../server/reviews/pending-reports.server.ts";
import { reportReview } from "../../server/reviews/report-review.server.ts";
import { resolveReport } from "../../server/reviews/resolve-report.server.ts";
import { respondToReview } from "../../server/reviews/respond-to-review.server.ts";
import { submitReview } from "../../server/reviews/submit-review.server.ts";
import { suggestEdit } from "../../server/suggestions/suggest-edit.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { linkFrom, makeUser } from "./auth-support.ts";
import { GOOD_COMMENT, callerAs, makeListing, summary } from "./community-support.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

const review = (rating: number, comment = GOOD_COMMENT, name = "Maria G.", email?: string) => ({
  rating: String(rating),
  comment,
  name,
  ...(email ? { email } : {}),
});

async function reviewIdOf(listingId: number, name: string): Promise<number> {
  const [row] = await t.sql<
    { id: number }[]
  >`select id from reviews where listing_id = ${listingId} and name = ${name}`;
  return row!.id;
}

describe("writing a review", () => {
  it("publishes a signed-in person's review at once; a second one edits the first; the average follows", async () => {
    const user = await makeUser(t);
    const listing = await makeListing(t);
    const ctx = await callerAs(t, user.id);
    const first = await submitReview(ctx, { listingId: listing, values: review(5), locale: "es" });
    expect(first).toEqual({ ok: true, value: { code: "review_published" } });
    expect(await summary(t, listing)).toEqual({ average: 5, count: 1 });
    expect((await listingReviews({ database: t }, { listingId: listing })).reviews[0]!.language).toBe("es");
    const second = await submitReview(ctx, { listingId: listing, values: review(2), locale: "en" });
    expect(second).toEqual({ ok: true, value: { code: "review_updated" } });
    expect(await summary(t, listing)).toEqual({ average: 2, count: 1 });
    const other = await makeUser(t);
    await submitReview(await callerAs(t, other.id), {
      listingId: listing,
      values: review(5, GOOD_COMMENT, "Lee"),
      locale: "en",
    });
    expect(await summary(t, listing)).toEqual({ average: 3.5, count: 2 });
    const page = await listingReviews({ database: t }, { listingId: listing });
    expect(page.total).toBe(2);
    expect(page.counts).toEqual({ 2: 1, 5: 1 });
    expect(page.reviews[0]!.name).toBe("Lee");
    expect(JSON.stringify(page)).not.toContain("@example.com");
  });

  it("refuses the listing's owner, signed in or writing from the owner's address", async () => {
    const owner = await makeUser(t);
    const listing = await makeListing(t, { owner: owner.id });
    const asOwner = await submitReview(await callerAs(t, owner.id), {
      listingId: listing,
      values: review(5),
      locale: "en",
    });
    expect(asOwner.ok ? null : asOwner.error).toMatchObject({ status: 403, code: "owner_cannot_review" });
    const byAddress = await submitReview(await callerAs(t, null), {
      listingId: listing,
      values: review(5, GOOD_COMMENT, "Owner", owner.email.toUpperCase()),
      locale: "en",
    });
    expect(byAddress.ok ? null : byAddress.error).toMatchObject({ status: 403 });
    expect(await summary(t, listing)).toEqual({ average: 0, count: 0 });
  });

  it("names each wrong field, refuses links and repeated text, and 404s an unknown listing", async () => {
    const listing = await makeListing(t);
    const ctx = await callerAs(t, null, "198.51.100.20");
    const bad = await submitReview(ctx, {
      listingId: listing,
      values: { rating: "7", comment: "short", name: "" },
      locale: "en",
    });
    expect(bad.ok ? null : bad.error.fields).toEqual({
      rating: "communityMessage.rating_required",
      comment: "communityMessage.comment_short",
      name: "communityMessage.name_required",
      email: "communityMessage.email_invalid",
    });
    const link = await submitReview(ctx, {
      listingId: listing,
      values: review(5, "Great place, see https://cheap-pills.example for more details", "A", "a@example.com"),
      locale: "en",
    });
    expect(link.ok ? null : link.error.fields?.comment).toBe("communityMessage.spam_links");
    const repeated = await submitReview(ctx, {
      listingId: listing,
      values: review(5, "good good good good good good good good good good good good good", "A", "a@example.com"),
      locale: "en",
    });
    expect(repeated.ok ? null : repeated.error.fields?.comment).toBe("communityMessage.spam_repeated");
    const missing = await submitReview(ctx, { listingId: 999_999, values: review(5), locale: "en" });
    expect(missing.ok ? null : missing.error.status).toBe(404);
  });

  it("publishes a visitor's review only through the emailed link, once; the same address edits", async () => {
    const listing = await makeListing(t, { name: "Visitor Target ABA" });
    const ctx = await callerAs(t, null, "198.51.100.30");
    const sent = await submitReview(ctx, {
      listingId: listing,
      values: review(4, GOOD_COMMENT, "Ana", "ana@example.com"),
      locale: "es",
    });
    expect(sent).toEqual({ ok: true, value: { code: "review_check_inbox" } });
    await runQueuedJobs(testServices(t));
    expect(await summary(t, listing)).toEqual({ average: 0, count: 0 });
    const [mail] = await t.sql<{ to: string; subject: string; text: string }[]>`
      select "to", subject, text from email_outbox order by id desc limit 1`;
    expect(mail!.to).toBe("ana@example.com");
    expect(mail!.subject).toBe("Confirme su reseña de Visitor Target ABA");
    const token = new URL(linkFrom(mail!.text, "/reviews/confirm")).searchParams.get("token");
    expect(await confirmReview({ database: t }, { token })).toEqual({
      ok: true,
      value: { code: "review_published", listingId: listing },
    });
    expect(await summary(t, listing)).toEqual({ average: 4, count: 1 });
    // Written on a Spanish page: the listing page marks it lang="es", not as English.
    expect((await listingReviews({ database: t }, { listingId: listing })).reviews[0]!.language).toBe("es");
    const again = await confirmReview({ database: t }, { token });
    expect(again.ok ? null : again.error.code).toBe("review_link_invalid");

    await submitReview(ctx, {
      listingId: listing,
      values: review(2, GOOD_COMMENT, "Ana", "ANA@example.com"),
      locale: "en",
    });
    await runQueuedJobs(testServices(t));
    const [mail2] = await t.sql<{ text: string }[]>`select text from email_outbox order by id desc limit 1`;
    const token2 = new URL(linkFrom(mail2!.text, "/reviews/confirm")).searchParams.get("token");
    expect(await confirmReview({ database: t }, { token: token2 })).toMatchObject({
      ok: true,
      value: { code: "review_updated" },
    });
    expect(await summary(t, listing)).toEqual({ average: 2, count: 1 });
    // Rewritten on an English page: English now.
    expect((await listingReviews({ database: t }, { listingId: listing })).reviews[0]!.language).toBe("en");
  });

  it("is rate limited per IP address in the database", async () => {
    const listing = await makeListing(t);
    const ctx = await callerAs(t, null, "198.51.100.40");
    let last;
    for (let i = 0; i < 11; i++) {
      last = await submitReview(ctx, {
        listingId: listing,
        values: review(5, GOOD_COMMENT, "R", `r${i}@example.com`),
        locale: "en",
      });
    }
    expect(last!.ok ? null : last!.error).toMatchObject({ status: 429, code: "rate_limited" });
    await runQueuedJobs(testServices(t));
  });
});

describe("owner responses", () => {
  it("lets the verified owner respond once (a second response edits it) and refuses everyone else", async () => {
    const owner = await makeUser(t);
    const listing = await makeListing(t, { owner: owner.id });
    const reviewer = await makeUser(t);
    await submitReview(await callerAs(t, reviewer.id), {
      listingId: listing,
      values: review(3, GOOD_COMMENT, "Rev"),
      locale: "en",
    });
    const reviewId = await reviewIdOf(listing, "Rev");

    const anon = await respondToReview(await callerAs(t, null), {
      reviewId,
      values: { response: "Thanks" },
      locale: "en",
    });
    expect(anon.ok ? null : anon.error.status).toBe(401);
    const stranger = await respondToReview(await callerAs(t, reviewer.id), {
      reviewId,
      values: { response: "Thanks" },
      locale: "en",
    });
    expect(stranger.ok ? null : stranger.error.status).toBe(403);

    const asOwner = await callerAs(t, owner.id);
    expect(
      await respondToReview(asOwner, {
        reviewId,
        values: { response: "Thank you for your kind words." },
        locale: "en",
      }),
    ).toMatchObject({ ok: true });
    // Edited from the Spanish page: the response is now Spanish, and marked so (WCAG 3.1.2).
    expect(
      await respondToReview(asOwner, { reviewId, values: { response: "Gracias, editado." }, locale: "es" }),
    ).toMatchObject({ ok: true });
    const page = await listingReviews({ database: t }, { listingId: listing });
    expect(page.reviews[0]!.response).toMatchObject({ text: "Gracias, editado.", language: "es" });
    const [count] = await t.sql<
      { n: number }[]
    >`select count(*)::int as n from review_responses where review_id = ${reviewId}`;
    expect(count!.n).toBe(1);

    // An owner whose claim is not verified may not respond.
    const unverifiedOwner = await makeUser(t);
    const other = await makeListing(t, { owner: unverifiedOwner.id, verified: false });
    await submitReview(await callerAs(t, reviewer.id), {
      listingId: other,
      values: review(4, GOOD_COMMENT, "Rev2"),
      locale: "en",
    });
    const refused = await respondToReview(await callerAs(t, unverifiedOwner.id), {
      reviewId: await reviewIdOf(other, "Rev2"),
      values: { response: "Thanks" },
      locale: "en",
    });
    expect(refused.ok ? null : refused.error.status).toBe(403);
  });
});

describe("reports", () => {
  it("stores one report per reporter; only an admin resolves; upheld hides the review and updates the average", async () => {
    const listing = await makeListing(t);
    const a = await makeUser(t);
    const b = await makeUser(t);
    await submitReview(await callerAs(t, a.id), {
      listingId: listing,
      values: review(1, GOOD_COMMENT, "Low"),
      locale: "en",
    });
    await submitReview(await callerAs(t, b.id), {
      listingId: listing,
      values: review(5, GOOD_COMMENT, "High"),
      locale: "en",
    });
    expect(await summary(t, listing)).toEqual({ average: 3, count: 2 });
    const lowId = await reviewIdOf(listing, "Low");

    const reporter = await callerAs(t, null, "198.51.100.50");
    const bad = await reportReview(reporter, { reviewId: lowId, values: { reason: "because" } });
    expect(bad.ok ? null : bad.error.fields).toEqual({ reason: "communityMessage.reason_required" });
    for (let i = 0; i < 2; i++) {
      expect(
        await reportReview(reporter, { reviewId: lowId, values: { reason: "spam", description: "Fake" } }),
      ).toMatchObject({
        ok: true,
        value: { code: "report_received" },
      });
    }
    const reports = await t.sql<
      { id: number; status: string }[]
    >`select id, status from violation_reports where review_id = ${lowId}`;
    expect(reports).toHaveLength(1);
    expect(reports[0]!.status).toBe("pending");

    const notAdmin = await resolveReport(await callerAs(t, a.id), { reportId: reports[0]!.id, decision: "upheld" });
    expect(notAdmin.ok ? null : notAdmin.error.status).toBe(403);
    const listRefused = await pendingReports(await callerAs(t, a.id));
    expect(listRefused.ok).toBe(false);

    const admin = await makeUser(t, { role: "site_admin" });
    const adminCtx = await callerAs(t, admin.id);
    const pending = await pendingReports(adminCtx);
    expect(pending.ok && pending.value.map((r) => r.id)).toContain(reports[0]!.id);
    expect(await resolveReport(adminCtx, { reportId: reports[0]!.id, decision: "upheld" })).toEqual({
      ok: true,
      value: { status: "upheld", reviewId: lowId },
    });
    expect(await summary(t, listing)).toEqual({ average: 5, count: 1 });
    expect((await listingReviews({ database: t }, { listingId: listing })).reviews.map((r) => r.name)).toEqual([
      "High",
    ]);
    const twice = await resolveReport(adminCtx, { reportId: reports[0]!.id, decision: "dismissed" });
    expect(twice.ok ? null : twice.error.status).toBe(409);
    const [audit] = await t.sql<{ action: string; details: string }[]>`
      select action, details from audit_log where user_id = ${admin.id} order by id desc limit 1`;
    expect(audit!.action).toBe("review_report_resolved");
    expect(JSON.parse(audit!.details)).toMatchObject({ reviewId: lowId, decision: "upheld" });

    // A hidden review can no longer be reported or answered.
    const gone = await reportReview(reporter, { reviewId: lowId, values: { reason: "spam" } });
    expect(gone.ok ? null : gone.error.status).toBe(404);
  });

  it("dismissed leaves the review shown", async () => {
    const listing = await makeListing(t);
    const a = await makeUser(t);
    await submitReview(await callerAs(t, a.id), {
      listingId: listing,
      values: review(4, GOOD_COMMENT, "Kept"),
      locale: "en",
    });
    const id = await reviewIdOf(listing, "Kept");
    await reportReview(await callerAs(t, a.id), { reviewId: id, values: { reason: "offensive" } });
    const [report] = await t.sql<{ id: number }[]>`select id from violation_reports where review_id = ${id}`;
    const admin = await makeUser(t, { role: "listing_admin" });
    expect(
      await resolveReport(await callerAs(t, admin.id), { reportId: report!.id, decision: "dismissed" }),
    ).toMatchObject({ ok: true });
    expect(await summary(t, listing)).toEqual({ average: 4, count: 1 });
  });
});

describe("rate limits", () => {
  // A second connection pool stands in for a second app process: the counts live in the database.
  let other: Database;
  beforeAll(() => {
    other = connect(t.url, { max: 2 });
  });
  afterAll(() => other.close());

  let reviewId = 0;
  beforeAll(async () => {
    const listing = await makeListing(t);
    const author = await makeUser(t);
    await submitReview(await callerAs(t, author.id), { listingId: listing, values: review(4), locale: "en" });
    reviewId = (await t.sql<{ id: number }[]>`select id from reviews where listing_id = ${listing}`)[0]!.id;
  });

  type Attempt = (database: Database, ip: string, i: number) => Promise<{ ok: boolean; error?: { status: number } }>;
  const kinds: [keyof typeof RATE_LIMITS, Attempt][] = [
    [
      "reviewIp",
      async (database, ip, i) =>
        submitReview(await callerAs(database, null, ip), {
          listingId: await makeListing(t),
          values: review(5, GOOD_COMMENT, "R", `limit${i}@example.com`),
          locale: "en",
        }),
    ],
    [
      "reportIp",
      async (database, ip) =>
        reportReview(await callerAs(database, null, ip), { reviewId, values: { reason: "spam" } }),
    ],
    [
      "suggestionIp",
      async (database, ip, i) =>
        suggestEdit(await callerAs(database, null, ip), {
          listingId: await makeListing(t),
          values: { field: "website", value: `https://practice${i}.example` },
        }),
    ],
  ];

  it.each(kinds)(
    "%s: attempts from two processes share one count; past the limit 429, another address is not",
    async (kind, attempt) => {
      const ip = `198.51.100.${kinds.findIndex(([k]) => k === kind) + 100}`;
      const { limit } = RATE_LIMITS[kind];
      for (let i = 0; i < limit; i++) {
        const result = await attempt(i % 2 === 0 ? t : other, ip, i);
        expect(result.ok, `attempt ${i + 1}`).toBe(true);
      }
      expect(await attempt(other, ip, limit)).toMatchObject({ ok: false, error: { status: 429 } });
      expect(await attempt(t, ip, limit + 1)).toMatchObject({ ok: false, error: { status: 429 } });
      expect(await attempt(other, "198.51.100.199", limit + 2)).toMatchObject({ ok: true });
      await runQueuedJobs(testServices(t));
    },
  );
});
