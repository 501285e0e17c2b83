import { beforeAll, describe, expect, it } from "vitest";
import { runQueuedJobs } from "../support/jobs.ts";
import { decideClaim } from "../../server/owners/decide-claim.server.ts";
import { requestClaimCode } from "../../server/owners/request-claim-code.server.ts";
import { requestClaimReview } from "../../server/owners/request-claim-review.server.ts";
import { verifyClaimCode } from "../../server/owners/verify-claim-code.server.ts";
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

/** The code in the latest development-outbox message to an address. */
async function mailedCode(to: string): Promise<string> {
  await runQueuedJobs(services);
  const [mail] = await t.sql<
    { text: string }[]
  >`select text from email_outbox where "to" = ${to} order by id desc limit 1`;
  const match = /The code is (\d{6})/.exec(mail?.text ?? "");
  if (!match) throw new Error(`no code mailed to ${to}`);
  return match[1]!;
}

describe("claim by emailed code", () => {
  it("mails a code to the listing's address; the right code gives the listing to the user, verified", async () => {
    const user = await makeUser(t);
    const id = await insertListing(t, { email: "front-desk@clinic.example" });
    const ctx = await callerCtx(services, user.id);
    const sent = await requestClaimCode(ctx, { listingId: id, locale: "en" });
    expect(sent.ok).toBe(true);
    const code = await mailedCode("front-desk@clinic.example");
    const wrong = await verifyClaimCode(ctx, { listingId: id, code: code === "000000" ? "111111" : "000000" });
    expect(!wrong.ok && wrong.error.code).toBe("code_invalid");
    const right = await verifyClaimCode(ctx, { listingId: id, code });
    expect(right.ok).toBe(true);
    const [listing] = await t.sql`select user_id, owner_verified from listings where id = ${id}`;
    expect(listing).toEqual({ user_id: user.id, owner_verified: true });
    const [u] = await t.sql`select no_claimed_listings from users where id = ${user.id}`;
    expect(u!.no_claimed_listings).toBe(1);
    // Claimed now: a second claim is refused.
    const other = await makeUser(t);
    const again = await requestClaimCode(await callerCtx(services, other.id), { listingId: id, locale: "en" });
    expect(!again.ok && again.error.code).toBe("already_claimed");
  });

  it("the code dies after 5 tries", async () => {
    const user = await makeUser(t);
    const id = await insertListing(t, { email: "tries@clinic.example" });
    const ctx = await callerCtx(services, user.id);
    await requestClaimCode(ctx, { listingId: id, locale: "en" });
    const code = await mailedCode("tries@clinic.example");
    const wrong = code === "999999" ? "999998" : "999999";
    for (let i = 0; i < 5; i++) await verifyClaimCode(ctx, { listingId: id, code: wrong });
    const late = await verifyClaimCode(ctx, { listingId: id, code });
    expect(!late.ok && late.error.code).toBe("code_expired");
    expect((await t.sql`select user_id from listings where id = ${id}`)[0]!.user_id).toBeNull();
  });

  it("an expired code is refused", async () => {
    const user = await makeUser(t);
    const id = await insertListing(t, { email: "late@clinic.example" });
    const ctx = await callerCtx(services, user.id);
    await requestClaimCode(ctx, { listingId: id, locale: "en" });
    const code = await mailedCode("late@clinic.example");
    await t.sql`update listing_claims set code_expires_at = now() - interval '1 minute' where listing_id = ${id}`;
    const result = await verifyClaimCode(ctx, { listingId: id, code });
    expect(!result.ok && result.error.code).toBe("code_expired");
  });

  it("code requests are rate limited per user, counted in the database", async () => {
    const user = await makeUser(t);
    const ctx = await callerCtx(services, user.id);
    const results = [];
    for (let i = 0; i < 6; i++) {
      const id = await insertListing(t, { email: `rate${i}@clinic.example` });
      results.push(await requestClaimCode(ctx, { listingId: id, locale: "en" }));
    }
    expect(results.slice(0, 5).every((r) => r.ok)).toBe(true);
    const last = results[5]!;
    expect(!last.ok && last.error.status).toBe(429);
  });
});

describe("claim by evidence", () => {
  it("queues a claim for an admin; approving gives the listing to the claimant", async () => {
    const user = await makeUser(t);
    const admin = await makeUser(t, { role: "site_admin" });
    const id = await insertListing(t);
    const ctx = await callerCtx(services, user.id);
    const short = await requestClaimReview(ctx, { listingId: id, evidence: "me" });
    expect(!short.ok && short.error.fields?.evidence).toBe("ownerMessage.evidence_required");
    const queued = await requestClaimReview(ctx, {
      listingId: id,
      evidence: "I am the clinical director; license TX-12345.",
    });
    expect(queued.ok).toBe(true);
    const [claim] = await t.sql<
      { id: number }[]
    >`select id from listing_claims where listing_id = ${id} and method = 'evidence' and status = 'pending'`;
    const byUser = await decideClaim(ctx, { claimId: claim!.id, approve: true });
    expect(!byUser.ok && byUser.error.status).toBe(403);
    const approved = await decideClaim(await callerCtx(services, admin.id), { claimId: claim!.id, approve: true });
    expect(approved.ok).toBe(true);
    const [listing] = await t.sql`select user_id, owner_verified from listings where id = ${id}`;
    expect(listing).toEqual({ user_id: user.id, owner_verified: true });
  });
});
