/**
 * The owner use cases queue their emails inside the transaction of the write they are about
 * (ADR 0013): when the email cannot be queued, the write is rolled back too, and when it can,
 * the write and its email job exist together.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { changeListingStatus } from "../../server/owners/change-listing-status.server.ts";
import { createListing } from "../../server/owners/create-listing.server.ts";
import { requestClaimCode } from "../../server/owners/request-claim-code.server.ts";
import type { AppServices } from "../../server/context.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, insertListing, listingValues } from "./owners-support.ts";

let t: TestDatabase;
let services: AppServices;
let owner: number;
let admin: number;

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  owner = (await makeUser(t)).id;
  admin = (await makeUser(t, { role: "listing_admin" })).id;
});

/** From now on the job queue refuses every new job, as a full disk or a lost schema would. */
async function breakTheQueue() {
  await t.sql.unsafe(`
    create or replace function refuse_jobs() returns trigger language plpgsql as $$
    begin raise exception 'queue down'; end $$;
    create trigger refuse_jobs before insert on graphile_worker._private_jobs
      for each row execute function refuse_jobs();`);
}

afterEach(async () => {
  await t.sql.unsafe("drop trigger if exists refuse_jobs on graphile_worker._private_jobs");
});

const emailJobs = async () =>
  (
    await t.sql<{ n: number }[]>`
      select count(*)::int as n from graphile_worker._private_jobs j
      join graphile_worker._private_tasks k on k.id = j.task_id where k.identifier = 'send_email'`
  )[0]!.n;

describe("owner emails are queued in the write's transaction", () => {
  it("adding a listing: no listing without its email", async () => {
    await breakTheQueue();
    const name = "Queue Down ABA";
    await expect(
      createListing(await callerCtx(services, owner), { values: listingValues({ name }), locale: "en" }),
    ).rejects.toThrow();
    expect(await t.sql`select id from listings where name = ${name}`).toHaveLength(0);
    expect(await t.sql`select id from audit_log where action = 'listing_created' and user_id = ${owner}`).toHaveLength(
      0,
    );
  });

  it("requesting a claim code: no stored code that was never sent", async () => {
    const listingId = await insertListing(t, { userId: null, email: "front@claim.example" });
    await breakTheQueue();
    await expect(requestClaimCode(await callerCtx(services, owner), { listingId, locale: "en" })).rejects.toThrow();
    expect(await t.sql`select id from listing_claims where listing_id = ${listingId}`).toHaveLength(0);
  });

  it("an admin's status change: the listing keeps its status when the owner cannot be told", async () => {
    const listingId = await insertListing(t, { userId: owner, status: "pending" });
    await breakTheQueue();
    await expect(
      changeListingStatus(await callerCtx(services, admin), { listingId, status: "active", locale: "en" }),
    ).rejects.toThrow();
    const [row] = await t.sql<{ status: string }[]>`select status from listings where id = ${listingId}`;
    expect(row!.status).toBe("pending");
  });

  it("with the queue working, each write comes with exactly one email job", async () => {
    const before = await emailJobs();
    const created = await createListing(await callerCtx(services, owner), {
      values: listingValues({ name: "Queue Up ABA" }),
      locale: "en",
    });
    expect(created.ok).toBe(true);
    const listingId = await insertListing(t, { userId: owner, status: "pending" });
    const moved = await changeListingStatus(await callerCtx(services, admin), {
      listingId,
      status: "active",
      locale: "en",
    });
    expect(moved.ok).toBe(true);
    expect(await emailJobs()).toBe(before + 2);
  });
});
