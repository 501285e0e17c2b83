/**
 * Claim requests at the same moment (issue 30, item 25): the hourly limits hold however many
 * arrive together, and a double submit of the same claim answers as the first did (sent, or
 * queued) with one open claim and one code mailed, never an error.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { runQueuedJobs } from "../support/jobs.ts";
import { requestClaimCode } from "../../server/owners/request-claim-code.server.ts";
import { requestClaimReview } from "../../server/owners/request-claim-review.server.ts";
import { CLAIM_RATE } from "../../server/owners/claim-target.server.ts";
import type { AppServices } from "../../server/context.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";

let t: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
});

const EVIDENCE = "I am the clinical director; license TX-12345.";

const listingsWithEmail = (n: number, prefix: string) =>
  Promise.all(Array.from({ length: n }, (_, i) => insertListing(t, { email: `${prefix}${i}@clinic.example` })));

async function claimsBy(userId: number): Promise<number> {
  const [row] = await t.sql<{ n: number }[]>`select count(*)::int as n from listing_claims where user_id = ${userId}`;
  return row!.n;
}

/** Claim-code emails sent to these addresses (the development outbox, once the queue ran). */
async function codesMailedTo(prefix: string): Promise<number> {
  await runQueuedJobs(services);
  const [row] = await t.sql<{ n: number }[]>`
    select count(*)::int as n from email_outbox where "to" like ${`${prefix}%`} and text like '%The code is%'`;
  return row!.n;
}

describe("the hourly limit under concurrent requests", () => {
  it(`20 code requests at once on 20 listings send ${CLAIM_RATE.perUserPerHour} codes, the rest 429`, async () => {
    const user = await makeUser(t);
    const ctx = await callerCtx(services, user.id);
    const ids = await listingsWithEmail(20, "burst-code-");
    const results = await Promise.all(ids.map((listingId) => requestClaimCode(ctx, { listingId, locale: "en" })));
    expect(results.filter((r) => r.ok)).toHaveLength(CLAIM_RATE.perUserPerHour);
    for (const r of results) if (!r.ok) expect(r.error.status).toBe(429);
    expect(await claimsBy(user.id)).toBe(CLAIM_RATE.perUserPerHour);
    expect(await codesMailedTo("burst-code-")).toBe(CLAIM_RATE.perUserPerHour);
  });

  it(`20 evidence claims at once on 20 listings store ${CLAIM_RATE.perUserPerHour}`, async () => {
    const user = await makeUser(t);
    const ctx = await callerCtx(services, user.id);
    const ids = await listingsWithEmail(20, "burst-evidence-");
    const results = await Promise.all(
      ids.map((listingId) => requestClaimReview(ctx, { listingId, evidence: EVIDENCE })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(CLAIM_RATE.perUserPerHour);
    for (const r of results) if (!r.ok) expect(r.error.status).toBe(429);
    expect(await claimsBy(user.id)).toBe(CLAIM_RATE.perUserPerHour);
  });

  it(`12 users asking for one listing's code at once: ${CLAIM_RATE.perListingPerHour} codes go out`, async () => {
    const [listingId] = await listingsWithEmail(1, "one-listing-");
    const users = await Promise.all(Array.from({ length: 12 }, () => makeUser(t)));
    const ctxs = await Promise.all(users.map((u) => callerCtx(services, u.id)));
    const results = await Promise.all(ctxs.map((ctx) => requestClaimCode(ctx, { listingId, locale: "en" })));
    expect(results.filter((r) => r.ok)).toHaveLength(CLAIM_RATE.perListingPerHour);
    const [row] = await t.sql<
      { n: number }[]
    >`select count(*)::int as n from listing_claims where listing_id = ${listingId!}`;
    expect(row!.n).toBe(CLAIM_RATE.perListingPerHour);
  });
});

describe("a double submit of the same claim", () => {
  it("3 code requests at once for one listing: all answer 'sent', one open claim, one code mailed", async () => {
    const user = await makeUser(t);
    const ctx = await callerCtx(services, user.id);
    const [listingId] = await listingsWithEmail(1, "double-code-");
    const results = await Promise.all(
      [1, 2, 3].map(() => requestClaimCode(ctx, { listingId: listingId!, locale: "en" })),
    );
    expect(results).toEqual(
      Array(3).fill({ ok: true, value: { listingId: listingId!, email: "double-code-0@clinic.example" } }),
    );
    expect(await claimsBy(user.id)).toBe(1);
    expect(await codesMailedTo("double-code-")).toBe(1);
  });

  it("3 identical evidence claims at once: all answer 'queued', one claim waits for review", async () => {
    const user = await makeUser(t);
    const ctx = await callerCtx(services, user.id);
    const [listingId] = await listingsWithEmail(1, "double-evidence-");
    const results = await Promise.all([1, 2, 3].map(() => requestClaimReview(ctx, { listingId, evidence: EVIDENCE })));
    for (const r of results) expect(r).toMatchObject({ ok: true, value: { listingId } });
    const rows = await t.sql`select status from listing_claims where user_id = ${user.id}`;
    expect(rows).toEqual([{ status: "pending" }]);
  });

  it("a later request still replaces the code: the older claim expires and a new code goes out", async () => {
    const user = await makeUser(t);
    const ctx = await callerCtx(services, user.id);
    const [listingId] = await listingsWithEmail(1, "resend-");
    expect((await requestClaimCode(ctx, { listingId, locale: "en" })).ok).toBe(true);
    // Past the double-submit window: a deliberate "send the code again".
    await t.sql`update listing_claims set created_at = now() - interval '2 minutes' where user_id = ${user.id}`;
    expect((await requestClaimCode(ctx, { listingId, locale: "en" })).ok).toBe(true);
    const rows = await t.sql`select status from listing_claims where user_id = ${user.id} order by id`;
    expect(rows).toEqual([{ status: "expired" }, { status: "pending" }]);
    expect(await codesMailedTo("resend-")).toBe(2);
  });
});
