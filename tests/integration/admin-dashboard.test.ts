/** The dashboard's "needs action" counts: what they count, and who may read them. */
import { beforeAll, describe, expect, it } from "vitest";
import { adminActionCounts } from "../../server/admin/admin-action-counts.server.ts";
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
