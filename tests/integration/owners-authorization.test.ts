/**
 * The authorization matrix of the owner actions: every state-changing use case × every kind of
 * caller → allowed or refused, and a refusal changes nothing in the database.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { changeListingStatus } from "../../server/owners/change-listing-status.server.ts";
import { createListing } from "../../server/owners/create-listing.server.ts";
import { decideClaim } from "../../server/owners/decide-claim.server.ts";
import { requestClaimCode } from "../../server/owners/request-claim-code.server.ts";
import { requestClaimReview } from "../../server/owners/request-claim-review.server.ts";
import { updateListing } from "../../server/owners/update-listing.server.ts";
import { verifyListingDetails } from "../../server/owners/verify-listing-details.server.ts";
import { billingPortal } from "../../server/payments/billing-portal.server.ts";
import { confirmDemoPayment } from "../../server/payments/confirm-demo-payment.server.ts";
import { startCheckout } from "../../server/payments/start-checkout.server.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import type { AppServices } from "../../server/context.ts";
import type { CallerContext } from "../../server/use-case.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, insertListing, listingValues } from "./owners-support.ts";

type Caller = "signed_out" | "owner" | "non_owner" | "listing_admin" | "site_admin";
const CALLERS: Caller[] = ["signed_out", "owner", "non_owner", "listing_admin", "site_admin"];

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

const ctxFor = (caller: Caller): Promise<CallerContext> =>
  callerCtx(services, caller === "signed_out" ? null : ids[caller]);

/** Everything an action could change, for comparing before and after a refusal. */
async function snapshot(): Promise<string> {
  await runQueuedJobs(services);
  const tables = [
    "listings",
    "listing_insurances",
    "listing_claims",
    "checkout_sessions",
    "listing_subscriptions",
    "users",
    "email_outbox",
  ];
  const parts = [];
  for (const table of tables) {
    const rows = await t.sql.unsafe(`select * from ${table} order by 1`);
    parts.push(JSON.stringify(rows.map((r) => ({ ...r, updated_at: undefined, last_login_at: undefined }))));
  }
  return parts.join("\n");
}

interface Action {
  name: string;
  /** Who may do it. */
  allowed: Caller[];
  /** Makes a fresh object (owned by "owner") and runs the action on it as the caller. */
  run: (ctx: CallerContext) => Promise<{ ok: boolean; error?: { status: number } }>;
}

const ACTIONS: Action[] = [
  {
    name: "add a listing",
    allowed: ["owner", "non_owner", "listing_admin", "site_admin"],
    run: (ctx) => createListing(ctx, { values: listingValues(), locale: "en" }),
  },
  {
    name: "edit a listing",
    allowed: ["owner", "listing_admin", "site_admin"],
    run: async (ctx) =>
      updateListing(ctx, { listingId: await insertListing(t, { userId: ids.owner }), values: listingValues() }),
  },
  {
    name: "activate a pending listing",
    allowed: ["listing_admin", "site_admin"],
    run: async (ctx) =>
      changeListingStatus(ctx, {
        listingId: await insertListing(t, { userId: ids.owner, status: "pending" }),
        status: "active",
        locale: "en",
      }),
  },
  {
    name: "close a listing",
    allowed: ["owner", "listing_admin", "site_admin"],
    run: async (ctx) =>
      changeListingStatus(ctx, {
        listingId: await insertListing(t, { userId: ids.owner }),
        status: "closed",
        locale: "en",
      }),
  },
  {
    name: "mark details verified",
    allowed: ["owner", "listing_admin", "site_admin"],
    run: async (ctx) => verifyListingDetails(ctx, { listingId: await insertListing(t, { userId: ids.owner }) }),
  },
  {
    name: "start a tier checkout",
    allowed: ["owner", "listing_admin", "site_admin"],
    run: async (ctx) =>
      startCheckout(ctx, {
        listingId: await insertListing(t, { userId: ids.owner }),
        kind: "tier",
        product: "premium",
        locale: "en",
      }),
  },
  {
    name: "start a job pack checkout",
    allowed: ["owner", "listing_admin", "site_admin"],
    run: async (ctx) =>
      startCheckout(ctx, {
        listingId: await insertListing(t, { userId: ids.owner }),
        kind: "job_pack",
        product: "single",
        locale: "en",
      }),
  },
  {
    name: "confirm a demo payment",
    allowed: ["owner", "listing_admin", "site_admin"],
    run: async (ctx) => {
      const listingId = await insertListing(t, { userId: ids.owner });
      const ownerCtx = await ctxFor("owner");
      const started = await startCheckout(ownerCtx, { listingId, kind: "tier", product: "premium", locale: "en" });
      if (!started.ok) throw new Error("setup failed");
      // Only the setup's own rows exist before the action runs (the snapshot is taken after setup).
      return confirmDemoPayment(ctx, { sessionId: started.value.id });
    },
  },
  {
    name: "open the billing portal",
    allowed: ["owner", "listing_admin", "site_admin"],
    run: async (ctx) => {
      const listingId = await insertListing(t, { userId: ids.owner, tier: "premium" });
      await t.sql`insert into listing_subscriptions (listing_id, customer_id, subscription_id, status, tier)
                  values (${listingId}, 'demo_cus_1', ${`demo_sub_${listingId}`}, 'active', 'premium')`;
      return billingPortal(ctx, { listingId });
    },
  },
  {
    name: "ask for a claim code",
    allowed: ["owner", "non_owner", "listing_admin", "site_admin"],
    run: async (ctx) => requestClaimCode(ctx, { listingId: await insertListing(t, { userId: null }), locale: "en" }),
  },
  {
    name: "send a claim for review",
    allowed: ["owner", "non_owner", "listing_admin", "site_admin"],
    run: async (ctx) =>
      requestClaimReview(ctx, {
        listingId: await insertListing(t, { userId: null }),
        evidence: "I am the director of this clinic.",
      }),
  },
  {
    name: "decide a claim",
    allowed: ["listing_admin", "site_admin"],
    run: async (ctx) => {
      const listingId = await insertListing(t, { userId: null });
      const [claim] = await t.sql<{ id: number }[]>`
        insert into listing_claims (listing_id, user_id, method, evidence) values (${listingId}, ${ids.non_owner}, 'evidence', 'I run it, honestly.') returning id`;
      return decideClaim(ctx, { claimId: claim!.id, approve: true });
    },
  },
];

describe.each(ACTIONS)("$name", (action) => {
  it.each(CALLERS)("as %s", async (caller) => {
    const ctx = await ctxFor(caller);
    if (action.allowed.includes(caller)) {
      const result = await action.run(ctx);
      expect(result.ok, JSON.stringify(result)).toBe(true);
      return;
    }
    // A refusal: run the setup, then take the snapshot just before the use case reads anything.
    let before = "";
    const result = await runRefused(action, ctx, async () => {
      before = await snapshot();
    });
    expect(result.ok).toBe(false);
    expect([401, 403]).toContain(result.error?.status);
    expect(await snapshot()).toBe(before);
  });
});

/**
 * Runs an action whose setup inserts rows, taking the "before" snapshot once setup is done:
 * the caller's auth.user() is the first thing every use case awaits, so the snapshot is taken
 * there.
 */
async function runRefused(action: Action, ctx: CallerContext, takeSnapshot: () => Promise<void>) {
  const user = ctx.auth.user.bind(ctx.auth);
  let taken = false;
  const patched: CallerContext = {
    ...ctx,
    auth: {
      ...ctx.auth,
      user: async () => {
        if (!taken) {
          taken = true;
          await takeSnapshot();
        }
        return user();
      },
    },
  };
  return action.run(patched);
}
