/**
 * The job board's use cases against a real database: posting and renewing each spend one
 * posting of the allowance (refused at zero), every change is checked per caller, jobs expire
 * after 60 days unless renewed, open jobs (only) are in the sitemap,
 * and the search filters by keyword, place and radius, role, type and pay.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readJobSearch } from "../../domain/job-board.ts";
import { closeJob } from "../../server/job-board/close-job.server.ts";
import { jobForPage } from "../../server/job-board/job-for-page.server.ts";
import { openJobsForSitemap } from "../../server/job-board/jobs-sitemap.server.ts";
import { listingJobs } from "../../server/job-board/listing-jobs.server.ts";
import { postJob } from "../../server/job-board/post-job.server.ts";
import { renewJob } from "../../server/job-board/renew-job.server.ts";
import { searchJobs } from "../../server/job-board/search-jobs.server.ts";
import { updateJob } from "../../server/job-board/update-job.server.ts";
import type { AppServices } from "../../server/context.ts";
import type { CallerContext } from "../../server/use-case.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";

type Caller = "signed_out" | "owner" | "non_owner" | "site_admin";
let t: TestDatabase;
let services: AppServices;
const ids = { owner: 0, non_owner: 0, site_admin: 0 };
const ctxFor = (caller: Caller): Promise<CallerContext> =>
  callerCtx(services, caller === "signed_out" ? null : ids[caller]);

const DAY = 86_400_000;
const job = (overrides: Record<string, string> = {}) => ({
  title: "BCBA — center based",
  description: "Lead a small team serving young children.",
  requirements: "Current BCBA certification.",
  role: "bcba",
  employmentType: "full_time",
  payMin: "70,000",
  payMax: "$85000",
  payUnit: "year",
  ...overrides,
});
const allowance = async (listingId: number) =>
  (await t.sql<{ a: number }[]>`select job_posting_allowance as a from listings where id = ${listingId}`)[0]!.a;
const search = (query: string, now?: Date) =>
  searchJobs({ database: services.database }, { search: readJobSearch(new URLSearchParams(query)), now });

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  ids.owner = (await makeUser(t)).id;
  ids.non_owner = (await makeUser(t)).id;
  ids.site_admin = (await makeUser(t, { role: "site_admin" })).id;
});

describe("posting", () => {
  it("takes one posting from the allowance and publishes the job for 60 days", async () => {
    const listingId = await insertListing(t, { userId: ids.owner, allowance: 2 });
    const now = new Date("2026-11-01T12:00:00Z");
    const result = await postJob(await ctxFor("owner"), { listingId, values: job(), now });
    expect(result).toMatchObject({ ok: true, value: { remaining: 1 } });
    if (!result.ok) return;
    expect(await allowance(listingId)).toBe(1);
    const page = await jobForPage({ database: services.database }, { id: result.value.id, now });
    expect(page).toMatchObject({ title: "BCBA — center based", payMin: 70000, payMax: 85000, open: true });
    expect(page!.expiresAt.getTime() - page!.postedAt.getTime()).toBe(60 * DAY);
  });

  it("takes one posting at a time, never below zero, when posts run at once", async () => {
    const listingId = await insertListing(t, { userId: ids.owner, allowance: 2 });
    const ctx = await ctxFor("owner");
    const results = await Promise.all([1, 2, 3].map(() => postJob(ctx, { listingId, values: job() })));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok && r.error.code === "no_allowance")).toHaveLength(1);
    expect(await allowance(listingId)).toBe(0);
    expect((await t.sql`select id from job_listings where listing_id = ${listingId}`).length).toBe(2);
  });

  it("is refused with a clear message when no posting is left, and nothing is published", async () => {
    const listingId = await insertListing(t, { userId: ids.owner, allowance: 0 });
    const result = await postJob(await ctxFor("owner"), { listingId, values: job() });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ status: 409, code: "no_allowance" });
    const [row] = await t.sql<
      { n: number }[]
    >`select count(*)::int as n from job_listings where listing_id = ${listingId}`;
    expect(row?.n).toBe(0);
  });

  it("names each wrong field and spends nothing", async () => {
    const listingId = await insertListing(t, { userId: ids.owner, allowance: 1 });
    const result = await postJob(await ctxFor("owner"), {
      listingId,
      values: job({ title: "", role: "wizard", payMin: "90000", payMax: "80000", applicationUrl: "not a url" }),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.status).toBe(400);
    expect(Object.keys(result.error.fields ?? {}).sort()).toEqual(["applicationUrl", "payMax", "role", "title"]);
    expect(await allowance(listingId)).toBe(1);
  });

  it("spends nothing when the job cannot be stored: the posting and the job are one transaction", async () => {
    const listingId = await insertListing(t, { userId: ids.owner, allowance: 1 });
    // The database refuses this listing's jobs after the allowance was already decremented.
    await t.sql.unsafe(`
      create function refuse_job() returns trigger language plpgsql as $$
      begin raise exception 'job store down'; end $$;
      create trigger refuse_job before insert on job_listings
        for each row when (new.listing_id = ${listingId}) execute function refuse_job();`);
    try {
      await expect(postJob(await ctxFor("owner"), { listingId, values: job() })).rejects.toThrow(
        /insert into "job_listings"/,
      );
    } finally {
      await t.sql.unsafe("drop trigger refuse_job on job_listings; drop function refuse_job();");
    }
    expect(await allowance(listingId)).toBe(1);
    const [used] = await t.sql<{ n: number }[]>`
      select count(*)::int as n from audit_log where action = 'job_posting_used' and details::jsonb ->> 'listingId' = ${String(listingId)}`;
    expect(used!.n).toBe(0);
  });
});

describe("authorization", () => {
  const expected: Record<Caller, number | null> = { owner: null, site_admin: null, non_owner: 403, signed_out: 401 };

  for (const caller of Object.keys(expected) as Caller[]) {
    it(`${caller}: post, edit, close and renew are ${expected[caller] ? `refused (${expected[caller]})` : "allowed"}`, async () => {
      const listingId = await insertListing(t, { userId: ids.owner, allowance: 5 });
      const posted = await postJob(await ctxFor("owner"), { listingId, values: job() });
      if (!posted.ok) throw new Error("setup");
      const jobId = posted.value.id;
      const before = JSON.stringify(await t.sql`select * from job_listings where id = ${jobId}`);
      const ctx = await ctxFor(caller);
      const results = [
        await postJob(ctx, { listingId, values: job({ title: "Another" }) }),
        await updateJob(ctx, { listingId, jobId, values: job({ title: "Changed" }) }),
        await renewJob(ctx, { listingId, jobId }),
        await closeJob(ctx, { listingId, jobId }),
        await listingJobs(ctx, { listingId }),
      ];
      const status = expected[caller];
      for (const result of results) {
        if (status === null) expect(result.ok).toBe(true);
        else expect(result).toMatchObject({ ok: false, error: { status } });
      }
      if (status !== null) {
        expect(JSON.stringify(await t.sql`select * from job_listings where id = ${jobId}`)).toBe(before);
        expect(await allowance(listingId)).toBe(4);
      } else {
        const [row] = await t.sql<
          { title: string; is_active: boolean }[]
        >`select title, is_active from job_listings where id = ${jobId}`;
        expect(row).toEqual({ title: "Changed", is_active: false });
        // The setup post, "Another" and the renewal: three postings.
        expect(await allowance(listingId)).toBe(2);
      }
    });
  }

  it("an unknown job is 404", async () => {
    const listingId = await insertListing(t, { userId: ids.owner });
    expect(await closeJob(await ctxFor("owner"), { listingId, jobId: 999999 })).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
    expect(await closeJob(await ctxFor("owner"), { listingId, jobId: "x" })).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
  });
});

describe("expiry and search", () => {
  it("a job leaves the board after 60 days and renewing brings it back for 60 more, for one posting", async () => {
    const listingId = await insertListing(t, { userId: ids.owner, allowance: 2, name: "Expiry Test ABA" });
    const posted = new Date("2026-01-01T00:00:00Z");
    const result = await postJob(await ctxFor("owner"), {
      listingId,
      values: job({ title: "Zebrafinch coordinator" }),
      now: posted,
    });
    if (!result.ok) throw new Error("setup");
    const day59 = new Date(posted.getTime() + 59 * DAY);
    const day61 = new Date(posted.getTime() + 61 * DAY);
    expect((await search("q=zebrafinch", day59)).total).toBe(1);
    expect((await search("q=zebrafinch", day61)).total).toBe(0);
    const page = await jobForPage({ database: services.database }, { id: result.value.id, now: day61 });
    expect(page?.open).toBe(false);
    const renewed = await renewJob(await ctxFor("owner"), { listingId, jobId: result.value.id, now: day61 });
    expect(renewed).toMatchObject({ ok: true, value: { remaining: 0 } });
    expect(renewed.ok && renewed.value.expiresAt.getTime()).toBe(day61.getTime() + 60 * DAY);
    expect((await search("q=zebrafinch", new Date(day61.getTime() + 59 * DAY))).total).toBe(1);
    expect((await search("q=zebrafinch", new Date(day61.getTime() + 61 * DAY))).total).toBe(0);
    expect(await allowance(listingId)).toBe(0);
  });

  it("renewing with no posting left is refused and the job stays as it was (closed stays closed)", async () => {
    const listingId = await insertListing(t, { userId: ids.owner, allowance: 1 });
    const ctx = await ctxFor("owner");
    const posted = await postJob(ctx, { listingId, values: job({ title: "Narwhal BCaBA" }) });
    if (!posted.ok) throw new Error("setup");
    await closeJob(ctx, { listingId, jobId: posted.value.id });
    const before = JSON.stringify(await t.sql`select * from job_listings where id = ${posted.value.id}`);
    const refused = await renewJob(ctx, { listingId, jobId: posted.value.id });
    expect(refused).toMatchObject({ ok: false, error: { status: 409, code: "no_allowance" } });
    expect(JSON.stringify(await t.sql`select * from job_listings where id = ${posted.value.id}`)).toBe(before);
    expect((await search("q=narwhal")).total).toBe(0);
    expect(await allowance(listingId)).toBe(0);
  });

  it("a renewal that cannot be stored spends nothing: the posting and the new dates are one transaction", async () => {
    const listingId = await insertListing(t, { userId: ids.owner, allowance: 2 });
    const ctx = await ctxFor("owner");
    const posted = await postJob(ctx, { listingId, values: job() });
    if (!posted.ok) throw new Error("setup");
    await t.sql.unsafe(`
      create function refuse_renewal() returns trigger language plpgsql as $$
      begin raise exception 'job store down'; end $$;
      create trigger refuse_renewal before update on job_listings
        for each row when (new.id = ${posted.value.id}) execute function refuse_renewal();`);
    try {
      await expect(renewJob(ctx, { listingId, jobId: posted.value.id })).rejects.toThrow(/update "job_listings"/);
    } finally {
      await t.sql.unsafe("drop trigger refuse_renewal on job_listings; drop function refuse_renewal();");
    }
    expect(await allowance(listingId)).toBe(1);
    const [used] = await t.sql<{ n: number }[]>`
      select count(*)::int as n from audit_log where action = 'job_posting_used' and details::jsonb ->> 'listingId' = ${String(listingId)}`;
    expect(used!.n).toBe(1);
  });

  it("filters by place and radius, role, type and pay, and sorts nearest first", async () => {
    const ctx = await ctxFor("site_admin");
    // Austin (78701) and Round Rock (~20 miles north) and Dallas (~180 miles).
    const austin = await insertListing(t, { userId: ids.owner, allowance: 5, name: "Austin ABA" });
    const roundRock = (
      await t.sql<{ id: number }[]>`
      insert into listings (name, city, state, zip_code, latitude, longitude, email, job_posting_allowance)
      values ('Round Rock ABA', 'Round Rock', 'TX', '78664', 30.51, -97.68, 'rr@example.com', 5) returning id`
    )[0]!.id;
    const dallas = (
      await t.sql<{ id: number }[]>`
      insert into listings (name, city, state, zip_code, latitude, longitude, email, job_posting_allowance)
      values ('Dallas ABA', 'Dallas', 'TX', '75201', 32.78, -96.80, 'd@example.com', 5) returning id`
    )[0]!.id;
    const now = new Date("2026-11-10T00:00:00Z");
    const older = new Date("2026-11-05T00:00:00Z");
    await postJob(ctx, {
      listingId: roundRock,
      values: job({
        title: "Quokka RBT",
        role: "rbt",
        employmentType: "part_time",
        payMin: "20",
        payMax: "25",
        payUnit: "hour",
      }),
      now: older,
    });
    await postJob(ctx, { listingId: austin, values: job({ title: "Quokka BCBA" }), now: older });
    await postJob(ctx, {
      listingId: dallas,
      values: job({ title: "Quokka director", role: "clinical_director", payMin: "", payMax: "120000" }),
      now,
    });

    const titles = async (q: string) => (await search(`q=quokka&${q}`, now)).jobs.map((j) => j.title);
    expect(await titles("")).toEqual(["Quokka director", "Quokka BCBA", "Quokka RBT"]);
    expect(await titles("place=78701&radius=25&sort=nearest")).toEqual(["Quokka BCBA", "Quokka RBT"]);
    expect(await titles("place=Austin%2C+TX&radius=10")).toEqual(["Quokka BCBA"]);
    expect(await titles("place=Dallas&radius=25")).toEqual(["Quokka director"]);
    expect(await titles("role=rbt")).toEqual(["Quokka RBT"]);
    expect(await titles("type=part_time")).toEqual(["Quokka RBT"]);
    // $25/hour is $52,000 a year.
    expect(await titles("pay=50000")).toEqual(["Quokka director", "Quokka BCBA", "Quokka RBT"]);
    expect(await titles("pay=60000")).toEqual(["Quokka director", "Quokka BCBA"]);
    expect(await titles("pay=100000")).toEqual(["Quokka director"]);
    const unknown = await search("q=quokka&place=Nowheresville+ZZ", now);
    expect(unknown.placeUnknown).toBe(true);
    expect(unknown.total).toBe(3);
    const nearest = await search("q=quokka&place=78701&sort=nearest", now);
    expect(nearest.jobs[0]!.miles).toBeLessThan(nearest.jobs[1]!.miles!);
  });

  it("pages through results 20 at a time", async () => {
    const listingId = await insertListing(t, { userId: ids.owner, allowance: 25, name: "Pager ABA" });
    const ctx = await ctxFor("owner");
    for (let i = 0; i < 23; i += 1) {
      await postJob(ctx, { listingId, values: job({ title: `Wombat ${i}` }), now: new Date(Date.UTC(2026, 10, 1, i)) });
    }
    const now = new Date("2026-11-02T00:00:00Z");
    const first = await search("q=wombat", now);
    const second = await search("q=wombat&page=2", now);
    expect([first.total, first.pages, first.jobs.length, second.jobs.length]).toEqual([23, 2, 20, 3]);
    expect(first.jobs[0]!.title).toBe("Wombat 22");
    expect(second.jobs.at(-1)!.title).toBe("Wombat 0");
  });
});

describe("the jobs sitemap", () => {
  it("lists every open job and no expired or closed one, nor a job of a listing that is not public", async () => {
    const ctx = await ctxFor("site_admin");
    const listingId = await insertListing(t, { userId: ids.owner, allowance: 4 });
    const pendingListing = await insertListing(t, { userId: ids.owner, allowance: 1, status: "pending" });
    const now = new Date("2026-11-20T00:00:00Z");
    const post = async (title: string, listing: number, at: Date) => {
      const result = await postJob(ctx, { listingId: listing, values: job({ title }), now: at });
      if (!result.ok) throw new Error("setup");
      return result.value.id;
    };
    const open = await post("Sitemap open", listingId, now);
    const expired = await post("Sitemap expired", listingId, new Date(now.getTime() - 61 * DAY));
    const closed = await post("Sitemap closed", listingId, now);
    await closeJob(ctx, { listingId, jobId: closed });
    const hidden = await post("Sitemap pending listing", pendingListing, now);
    const listed = (await openJobsForSitemap({ database: services.database }, { now })).map((j) => j.id);
    expect(listed).toContain(open);
    for (const id of [expired, closed, hidden]) expect(listed).not.toContain(id);
  });
});
