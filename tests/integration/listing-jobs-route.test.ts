/**
 * /my-listings/{id}/jobs acts only on that listing's jobs (issue 30, item 32b): a job posted to
 * another listing's page, even the caller's own job, is refused before anything is written:
 * 403 when the listing in the URL is not the caller's, 404 when the job is not that listing's.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/http/app.server.ts";
import { postJob } from "../../server/job-board/post-job.server.ts";
import * as login from "../../app/features/accounts/routes/login.tsx";
import * as listingJobs from "../../app/features/jobs/routes/listing-jobs.tsx";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { makeUser, ORIGIN } from "./auth-support.ts";
import { callerAs, makeListing } from "./community-support.ts";
import { patternRouter } from "./route-modules.ts";

const router = patternRouter([
  ["/login", login],
  ["/my-listings/:id/jobs", listingJobs],
]);

const JOB = {
  title: "Lead BCBA",
  description: "Lead a small clinical team.",
  requirements: "Current BCBA certification.",
  role: "bcba",
  employmentType: "full_time",
  payMin: "70000",
  payMax: "85000",
};

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
/** The session of the owner of `ids.mine` and `ids.myOther`; `ids.theirs` is somebody else's. */
let cookie: string;
const ids = { mine: 0, myOther: 0, theirs: 0 };

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp(testServices(t), { handlePage: router });
  const me = await makeUser(t);
  const them = await makeUser(t);
  ids.mine = await makeListing(t, { owner: me.id });
  ids.myOther = await makeListing(t, { owner: me.id });
  ids.theirs = await makeListing(t, { owner: them.id });
  await t.sql`update listings set job_posting_allowance = 20 where id in ${t.sql([ids.mine, ids.myOther, ids.theirs])}`;
  const signIn = await post("/login", { login: me.username, password: me.password }, "");
  cookie = signIn.headers.getSetCookie()[0]!.split(";")[0]!;
});

function post(path: string, fields: Record<string, string>, withCookie = cookie) {
  return app.request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      origin: ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      ...(withCookie ? { cookie: withCookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A fresh open job of my listing, posted through the use case. */
async function myJob(): Promise<number> {
  const [owner] = await t.sql<{ user_id: number }[]>`select user_id from listings where id = ${ids.mine}`;
  const posted = await postJob(await callerAs(t, owner!.user_id), { listingId: ids.mine, values: JOB });
  if (!posted.ok) throw new Error("setup");
  return posted.value.id;
}

/** What a refused action must leave alone: the job's row and every listing's allowance. */
async function snapshot(jobId: number): Promise<string> {
  const job = await t.sql`select * from job_listings where id = ${jobId}`;
  const allowances = await t.sql`select id, job_posting_allowance from listings order by id`;
  return JSON.stringify({ job, allowances });
}

const INTENTS = {
  update: { ...JOB, title: "Changed from elsewhere" },
  close: {},
  renew: {},
} as const;

describe("a job acted on from another listing's page", () => {
  const pages = [
    ["somebody else's listing", () => ids.theirs, 403],
    ["my other listing", () => ids.myOther, 404],
  ] as const;

  for (const [intent, fields] of Object.entries(INTENTS)) {
    for (const [name, listing, status] of pages) {
      it(`${intent} of my job via ${name} is ${status} and writes nothing`, async () => {
        const jobId = await myJob();
        const before = await snapshot(jobId);
        const res = await post(`/my-listings/${listing()}/jobs`, { intent, jobId: String(jobId), ...fields });
        expect(res.status).toBe(status);
        expect(await snapshot(jobId)).toBe(before);
      });
    }

    it(`${intent} of my job via its own listing's page still works`, async () => {
      const jobId = await myJob();
      const before = await snapshot(jobId);
      const res = await post(`/my-listings/${ids.mine}/jobs`, { intent, jobId: String(jobId), ...fields });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ data: { done: true } });
      expect(await snapshot(jobId)).not.toBe(before);
    });
  }
});
