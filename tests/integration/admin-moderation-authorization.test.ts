/**
 * The authorization matrix of the admin moderation actions (issue 13): every action × (signed
 * out, listing_contributor, listing_admin, site_admin) → allowed or refused, a refusal
 * changes nothing in the database (nor queues an email), and an allowed change is in the audit
 * log under the admin who made it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_LISTING_FILTERS } from "../../domain/admin-listing-filters.ts";
import { adminListing } from "../../server/admin/admin-listing.server.ts";
import { adminListings } from "../../server/admin/admin-listings.server.ts";
import { changeListingTier } from "../../server/admin/change-listing-tier.server.ts";
import { mergeListings } from "../../server/admin/merge-listings.server.ts";
import { pendingClaims } from "../../server/admin/pending-claims.server.ts";
import { changeListingStatus } from "../../server/owners/change-listing-status.server.ts";
import { decideClaim } from "../../server/owners/decide-claim.server.ts";
import { adminReviews } from "../../server/reviews/admin-reviews.server.ts";
import { pendingReports } from "../../server/reviews/pending-reports.server.ts";
import { resolveReport } from "../../server/reviews/resolve-report.server.ts";
import { setReviewVisibility } from "../../server/reviews/set-review-visibility.server.ts";
import { acceptSuggestion } from "../../server/suggestions/accept-suggestion.server.ts";
import { adminPendingSuggestions } from "../../server/suggestions/admin-pending-suggestions.server.ts";
import { rejectSuggestion } from "../../server/suggestions/reject-suggestion.server.ts";
import type { AppServices } from "../../server/context.ts";
import type { CallerContext } from "../../server/use-case.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { insertClaim, insertReport, insertReview, insertSuggestion } from "./admin-moderation-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";
import { auditedCount } from "./audit-support.ts";

type Caller = "signed_out" | "listing_contributor" | "listing_admin" | "site_admin";
const CALLERS: Caller[] = ["signed_out", "listing_contributor", "listing_admin", "site_admin"];
const ADMINS: Caller[] = ["listing_admin", "site_admin"];

let t: TestDatabase;
let services: AppServices;
const ids: Record<Exclude<Caller, "signed_out">, number> = { listing_contributor: 0, listing_admin: 0, site_admin: 0 };
let claimant = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  ids.listing_contributor = (await makeUser(t)).id;
  ids.listing_admin = (await makeUser(t, { role: "listing_admin" })).id;
  ids.site_admin = (await makeUser(t, { role: "site_admin" })).id;
  claimant = (await makeUser(t)).id;
});

const ctxFor = (caller: Caller): Promise<CallerContext> =>
  callerCtx(services, caller === "signed_out" ? null : ids[caller]);

/** Everything an action could change (graphile's job table holds queued emails). */
async function snapshot(): Promise<string> {
  const tables = [
    "listings",
    "listing_claims",
    "listing_insurances",
    "reviews",
    "violation_reports",
    "favorites",
    "edit_suggestions",
    "job_listings",
    "users",
    "audit_log",
    "graphile_worker._private_jobs",
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
  allowed: Caller[];
  /** The audit_log action a change writes, found in /admin/audit under the caller's id. */
  audit?: string;
  /** Sets up a fresh object, then runs the action on it as the caller. */
  run: (ctx: CallerContext) => Promise<{ ok: boolean; error?: { status: number } }>;
}

const ACTIONS: Action[] = [
  {
    name: "approve a pending listing (with a reason)",
    allowed: ADMINS,
    audit: "listing_status_changed",
    run: async (ctx) =>
      changeListingStatus(ctx, {
        listingId: await insertListing(t, { status: "pending" }),
        status: "active",
        reason: "Checked the license.",
        locale: "en",
      }),
  },
  {
    name: "suspend a listing",
    allowed: ADMINS,
    audit: "listing_status_changed",
    run: async (ctx) =>
      changeListingStatus(ctx, {
        listingId: await insertListing(t),
        status: "suspended",
        reason: "Phone disconnected.",
        locale: "en",
      }),
  },
  {
    name: "change a listing's plan",
    allowed: ADMINS,
    audit: "listing_tier_changed",
    run: async (ctx) =>
      changeListingTier(ctx, { listingId: await insertListing(t), tier: "featured", reason: "Goodwill." }),
  },
  {
    name: "merge a duplicate",
    allowed: ADMINS,
    audit: "listing_merged",
    run: async (ctx) => {
      const survivorId = await insertListing(t);
      const duplicateId = await insertListing(t, { name: "Owned ABA (copy)" });
      await insertReview(t, duplicateId, 4);
      return mergeListings(ctx, { survivorId, duplicateId, reason: "Same clinic.", confirmed: true });
    },
  },
  {
    name: "approve a claim",
    allowed: ADMINS,
    audit: "listing_claimed",
    run: async (ctx) =>
      decideClaim(ctx, { claimId: await insertClaim(t, await insertListing(t), claimant), approve: true }),
  },
  {
    name: "reject a claim with a message",
    allowed: ADMINS,
    audit: "listing_claimed",
    run: async (ctx) =>
      decideClaim(ctx, {
        claimId: await insertClaim(t, await insertListing(t), claimant),
        approve: false,
        message: "Please send a document.",
      }),
  },
  {
    name: "uphold a report",
    allowed: ADMINS,
    audit: "review_report_resolved",
    run: async (ctx) =>
      resolveReport(ctx, {
        reportId: await insertReport(t, await insertReview(t, await insertListing(t), 1)),
        decision: "upheld",
        notes: "Advertising.",
      }),
  },
  {
    name: "dismiss a report",
    allowed: ADMINS,
    audit: "review_report_resolved",
    run: async (ctx) =>
      resolveReport(ctx, {
        reportId: await insertReport(t, await insertReview(t, await insertListing(t), 5)),
        decision: "dismissed",
      }),
  },
  {
    name: "hide a review",
    allowed: ADMINS,
    audit: "review_hidden",
    run: async (ctx) =>
      setReviewVisibility(ctx, { reviewId: await insertReview(t, await insertListing(t), 2), hidden: true }),
  },
  {
    name: "restore a review",
    allowed: ADMINS,
    audit: "review_restored",
    run: async (ctx) => {
      const reviewId = await insertReview(t, await insertListing(t), 2);
      await t.sql`update reviews set status = 'hidden' where id = ${reviewId}`;
      return setReviewVisibility(ctx, { reviewId, hidden: false });
    },
  },
  {
    name: "accept a suggested edit",
    allowed: ADMINS,
    audit: "edit_suggestion_accepted",
    run: async (ctx) => acceptSuggestion(ctx, { suggestionId: await insertSuggestion(t, await insertListing(t)) }),
  },
  {
    name: "reject a suggested edit",
    allowed: ADMINS,
    audit: "edit_suggestion_rejected",
    run: async (ctx) => rejectSuggestion(ctx, { suggestionId: await insertSuggestion(t, await insertListing(t)) }),
  },
  // The queues and tables the screens read: refused the same way, and they change nothing.
  { name: "read the listings table", allowed: ADMINS, run: (ctx) => adminListings(ctx, DEFAULT_ADMIN_LISTING_FILTERS) },
  { name: "read one listing", allowed: ADMINS, run: async (ctx) => adminListing(ctx, await insertListing(t)) },
  { name: "read the claims queue", allowed: ADMINS, run: (ctx) => pendingClaims(ctx) },
  { name: "read the reports queue", allowed: ADMINS, run: (ctx) => pendingReports(ctx) },
  { name: "read the latest reviews", allowed: ADMINS, run: (ctx) => adminReviews(ctx, { hiddenOnly: false }) },
  { name: "read the suggestions queue", allowed: ADMINS, run: (ctx) => adminPendingSuggestions(ctx) },
];

describe.each(ACTIONS)("$name", (action) => {
  it.each(CALLERS)("as %s", async (caller) => {
    const ctx = await ctxFor(caller);
    if (caller !== "signed_out" && action.allowed.includes(caller)) {
      const siteAdmin = await ctxFor("site_admin");
      const audited = action.audit ? await auditedCount(siteAdmin, ids[caller], action.audit) : 0;
      const result = await action.run(ctx);
      expect(result.ok, JSON.stringify(result)).toBe(true);
      if (action.audit) expect(await auditedCount(siteAdmin, ids[caller], action.audit)).toBeGreaterThan(audited);
      return;
    }
    let before = "";
    const result = await runRefused(action, ctx, async () => {
      before = await snapshot();
    });
    expect(result.ok).toBe(false);
    expect(result.error?.status).toBe(caller === "signed_out" ? 401 : 403);
    expect(await snapshot()).toBe(before);
  });
});

/** Takes the "before" snapshot once the setup is done: at the use case's first auth.user(). */
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
