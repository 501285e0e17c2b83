/** The dashboard's "needs action" counts: what they count, and who may read them. */
import { beforeAll, describe, expect, it } from "vitest";
import { adminActionCounts } from "../../server/admin/admin-action-counts.server.ts";
import { dashboardTrends } from "../../server/admin/dashboard-trends.server.ts";
import type { AppServices } from "../../server/context.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";

let t: TestDatabase;
let services: AppServices;
let adminId: number;
let contributorId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  adminId = (await makeUser(t, { role: "site_admin" })).id;
  contributorId = (await makeUser(t)).id;
});

describe("adminActionCounts", () => {
  it("counts pending listings and unanswered messages, not active or answered ones", async () => {
    const before = await adminActionCounts(await callerCtx(services, adminId));
    if (!before.ok) throw new Error("refused");
    await insertListing(t, { status: "pending", name: "Waiting ABA" });
    await insertListing(t, { status: "active", name: "Live ABA" });
    await t.sql`insert into contact_messages (name, email, topic, message, locale) values
      ('A', 'a@example.com', 'general', 'Hello there, a question', 'en'),
      ('B', 'b@example.com', 'general', 'Hello there, answered', 'en')`;
    await t.sql`update contact_messages set handled_at = now() where name = 'B'`;
    const after = await adminActionCounts(await callerCtx(services, adminId));
    if (!after.ok) throw new Error("refused");
    expect(after.value.pendingListings).toBe(before.value.pendingListings + 1);
    expect(after.value.unansweredMessages).toBe(before.value.unansweredMessages + 1);
  });

  it("refuses a contributor and a signed-out caller", async () => {
    const contributor = await adminActionCounts(await callerCtx(services, contributorId));
    expect(contributor.ok ? 200 : contributor.error.status).toBe(403);
    const anonymous = await adminActionCounts(await callerCtx(services, null));
    expect(anonymous.ok ? 200 : anonymous.error.status).toBe(401);
  });
});

describe("dashboardTrends", () => {
  it("counts this week's new listings and this month's revenue per tier, with empty buckets as zero", async () => {
    const before = await dashboardTrends(await callerCtx(services, adminId));
    if (!before.ok) throw new Error("refused");
    const listingId = await insertListing(t, { name: "New This Week ABA" });
    await t.sql`insert into payments (source_id, listing_id, kind, product, amount_cents, mode) values
      ('in_dash_1', ${listingId}, 'tier', 'featured', 99900, 'stripe'),
      ('cs_dash_1', ${listingId}, 'job_pack', 'single', 9900, 'demo'),
      ('in_dash_old', ${listingId}, 'tier', 'featured', 99900, 'stripe')`;
    await t.sql`update payments set paid_at = now() - interval '2 years' where source_id = 'in_dash_old'`;
    const after = await dashboardTrends(await callerCtx(services, adminId));
    if (!after.ok) throw new Error("refused");
    expect(after.value.listingsPerWeek).toHaveLength(12);
    expect(after.value.listingsPerWeek.at(-1)!.value).toBe(before.value.listingsPerWeek.at(-1)!.value + 1);
    expect(after.value.revenuePerMonth).toHaveLength(12);
    expect(after.value.revenuePerMonth.at(-1)!.byProduct).toEqual({ featured: 99900, job_pack: 9900 });
    expect(after.value.revenuePerMonth.slice(0, -1).every((m) => Object.keys(m.byProduct).length === 0)).toBe(true);
  });

  it("is for site_admin only", async () => {
    const listingAdmin = (await makeUser(t, { role: "listing_admin" })).id;
    const refused = await dashboardTrends(await callerCtx(services, listingAdmin));
    expect(refused.ok ? 200 : refused.error.status).toBe(403);
  });
});
