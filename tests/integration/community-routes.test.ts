/**
 * The community and job board pages (issue 12) through the whole HTTP app on a real database,
 * their route modules run as React Router runs them: an id that names nothing is a 404 on every
 * new page, read or posted (and a real one is not, so the 404s mean something); hostile input
 * never answers 500; a job page's JobPosting JSON-LD; the sitemap lists open jobs only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/http/app.server.ts";
import { closeJob } from "../../server/job-board/close-job.server.ts";
import { postJob } from "../../server/job-board/post-job.server.ts";
import { submitReview } from "../../server/reviews/submit-review.server.ts";
import * as login from "../../app/features/accounts/routes/login.tsx";
import * as compare from "../../app/features/community/routes/compare.tsx";
import * as favorites from "../../app/features/community/routes/favorites.tsx";
import * as reviewConfirm from "../../app/features/community/routes/review-confirm.tsx";
import * as reviewReport from "../../app/features/community/routes/review-report.tsx";
import * as reviewRespond from "../../app/features/community/routes/review-respond.tsx";
import * as review from "../../app/features/community/routes/review.tsx";
import * as suggestEdit from "../../app/features/community/routes/suggest-edit.tsx";
import * as job from "../../app/features/jobs/routes/job.tsx";
import * as jobs from "../../app/features/jobs/routes/jobs.tsx";
import * as listingJobs from "../../app/features/jobs/routes/listing-jobs.tsx";
import * as sitemap from "../../app/features/site/routes/sitemap.ts";
import { jobUrl } from "../../domain/job-board.ts";
import { generator, hostileText, pick, rawFormValue } from "../support/fuzz-values.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { makeUser, ORIGIN } from "./auth-support.ts";
import { callerAs, GOOD_COMMENT, makeListing } from "./community-support.ts";
import { patternRouter } from "./route-modules.ts";

/** The pages, in app/routes.ts order. */
const router = patternRouter([
  ["/login", login],
  ["/listings/:id/review", review],
  ["/reviews/confirm", reviewConfirm],
  ["/reviews/:id/respond", reviewRespond],
  ["/reviews/:id/report", reviewReport],
  ["/listings/:id/suggest-edit", suggestEdit],
  ["/favorites", favorites],
  ["/compare", compare],
  ["/jobs", jobs],
  ["/jobs/:job", job],
  ["/my-listings/:id/jobs", listingJobs],
  ["/sitemap.xml", sitemap],
]);

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
/** The configured site address: the sitemap's links use it, whatever host a request names. */
let siteUrl = "";
/** The owner's session: the verified owner of `ids.listing`. */
let cookie: string;
const ids = { listing: 0, review: 0, job: 0, closedJob: 0 };
let openJobPath = "";

const JOB = {
  title: "Lead BCBA",
  description: "Lead a small clinical team.",
  requirements: "Current BCBA certification.",
  role: "bcba",
  employmentType: "full_time",
  payMin: "70000",
  payMax: "85000",
};

beforeAll(async () => {
  t = await createTestDatabase();
  const services = testServices(t);
  siteUrl = services.config.siteUrl;
  app = createApp(services, { handlePage: router });
  const owner = await makeUser(t);
  ids.listing = await makeListing(t, { owner: owner.id, name: "Routes Test ABA" });
  await t.sql`update listings set job_posting_allowance = 2 where id = ${ids.listing}`;
  const reviewer = await makeUser(t);
  await submitReview(await callerAs(t, reviewer.id), {
    listingId: ids.listing,
    values: { rating: "4", comment: GOOD_COMMENT, name: "Routes Reviewer" },
    locale: "en",
  });
  ids.review = (await t.sql<{ id: number }[]>`select id from reviews where listing_id = ${ids.listing}`)[0]!.id;
  const ownerCtx = await callerAs(t, owner.id);
  const open = await postJob(ownerCtx, { listingId: ids.listing, values: JOB });
  const closed = await postJob(ownerCtx, { listingId: ids.listing, values: { ...JOB, title: "Closed RBT" } });
  if (!open.ok || !closed.ok) throw new Error("setup");
  ids.job = open.value.id;
  ids.closedJob = closed.value.id;
  await closeJob(ownerCtx, { listingId: ids.listing, jobId: ids.closedJob });
  openJobPath = jobUrl(open.value);
  const signIn = await post("/login", { login: owner.username, password: owner.password }, "");
  cookie = signIn.headers.getSetCookie()[0]!.split(";")[0]!;
});

function get(path: string, withCookie = cookie) {
  return app.request(`${ORIGIN}${path}`, { headers: withCookie ? { cookie: withCookie } : {} });
}

function post(path: string, fields: Record<string, string> | string, withCookie = cookie) {
  const body = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
  return app.request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      origin: ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      ...(withCookie ? { cookie: withCookie } : {}),
    },
    body,
  });
}

describe("an id that names nothing", () => {
  const MISSING = 999_999;
  const TOO_BIG = "99999999999";

  it("is a 404 on every new page, where the real id answers the page", async () => {
    const pages: [missing: string, real: () => string][] = [
      [`/jobs/${MISSING}-lead-bcba`, () => openJobPath],
      ["/jobs/abc", () => openJobPath],
      [`/jobs/${TOO_BIG}-x`, () => openJobPath],
      [`/compare?ids=${MISSING},${MISSING + 1}`, () => `/compare?ids=${ids.listing}`],
      ["/compare?ids=x,-1,0", () => `/compare?ids=${ids.listing}`],
      [`/listings/${MISSING}/review`, () => `/listings/${ids.listing}/review`],
      [`/listings/${TOO_BIG}/review`, () => `/listings/${ids.listing}/review`],
      [`/listings/${MISSING}/suggest-edit`, () => `/listings/${ids.listing}/suggest-edit`],
      [`/reviews/${MISSING}/report`, () => `/reviews/${ids.review}/report`],
      ["/reviews/abc/report", () => `/reviews/${ids.review}/report`],
      [`/reviews/${MISSING}/respond`, () => `/reviews/${ids.review}/respond`],
      [`/reviews/${TOO_BIG}/respond`, () => `/reviews/${ids.review}/respond`],
      [`/my-listings/${MISSING}/jobs`, () => `/my-listings/${ids.listing}/jobs`],
      [`/my-listings/${TOO_BIG}/jobs`, () => `/my-listings/${ids.listing}/jobs`],
    ];
    const statuses: Record<string, number> = {};
    for (const [missing, real] of pages) {
      statuses[missing] = (await get(missing)).status;
      statuses[real()] = (await get(real())).status;
    }
    const expected = Object.fromEntries(
      pages.flatMap(([missing, real]) => [
        [missing, 404],
        [real(), 200],
      ]),
    );
    expect(statuses).toEqual(expected);
  });

  it("is a 404 when posted to, and nothing is stored", async () => {
    const counts = async () =>
      (
        await t.sql<{ n: string }[]>`
          select (select count(*) from reviews) + (select count(*) from violation_reports)
            + (select count(*) from review_responses) + (select count(*) from edit_suggestions)
            + (select count(*) from job_listings) + (select count(*) from favorites) as n`
      )[0]!.n;
    const before = await counts();
    const jobForm = { intent: "post", ...JOB };
    const posts: [string, Record<string, string>][] = [
      [`/listings/${MISSING}/review`, { rating: "5", comment: GOOD_COMMENT, name: "Ana", email: "ana@example.com" }],
      [`/reviews/${MISSING}/report`, { reason: "spam", description: "Fake" }],
      [`/reviews/${MISSING}/respond`, { response: "Thank you for your review." }],
      [`/listings/${MISSING}/suggest-edit`, { field: "phone", value: "(512) 555-0111" }],
      [`/my-listings/${MISSING}/jobs`, jobForm],
      [`/my-listings/${TOO_BIG}/jobs`, jobForm],
      [`/my-listings/${ids.listing}/jobs`, { intent: "renew", jobId: String(MISSING) }],
      [`/my-listings/${ids.listing}/jobs`, { intent: "close", jobId: TOO_BIG }],
      [`/my-listings/${ids.listing}/jobs`, { intent: "update", jobId: String(MISSING), ...JOB }],
      ["/compare", { intent: "add", listingId: String(MISSING) }],
      ["/favorites", { listingId: String(MISSING), on: "1" }],
    ];
    const statuses = [];
    for (const [path, fields] of posts) statuses.push(`${path} ${(await post(path, fields)).status}`);
    // A visitor's heart lives in a cookie, but an unknown listing is still refused.
    statuses.push(
      `/favorites (visitor) ${(await post("/favorites", { listingId: String(MISSING), on: "1" }, "")).status}`,
    );
    expect(statuses).toEqual([...posts.map(([path]) => `${path} 404`), "/favorites (visitor) 404"]);
    expect(await counts()).toBe(before);
  });
});

describe("hostile input", () => {
  it("never answers 500 on the issue's forms and pages", async () => {
    const FORMS: [string, string[]][] = [
      [`/listings/${ids.listing}/review`, ["rating", "comment", "name", "email"]],
      [`/reviews/${ids.review}/report`, ["reason", "description"]],
      [`/reviews/${ids.review}/respond`, ["response"]],
      [`/listings/${ids.listing}/suggest-edit`, ["field", "value", "note", "email"]],
      ["/reviews/confirm", ["token"]],
      ["/favorites", ["listingId", "on", "returnTo"]],
      ["/compare", ["intent", "listingId", "returnTo"]],
      [
        `/my-listings/${ids.listing}/jobs`,
        ["intent", "jobId", ...Object.keys(JOB), "salary", "applicationUrl", "payMin", "payMax", "payUnit"],
      ],
    ];
    const PAGES: [string, string[]][] = [
      ["/jobs", ["q", "place", "radius", "role", "type", "pay", "sort", "page"]],
      ["/compare", ["ids", "location", "full"]],
      ["/reviews/confirm", ["token"]],
      [`/my-listings/${ids.listing}/jobs`, ["edit"]],
    ];
    const SEGMENTS = ["/jobs/", "/reviews/", "/listings/"];
    const random = generator(12_2026);
    const failures: string[] = [];
    for (let i = 0; i < 300; i++) {
      const signedIn = random() < 0.5 ? cookie : "";
      let label: string;
      let res: Response;
      const roll = random();
      if (roll < 0.6) {
        const [path, fields] = pick(random, FORMS);
        // The intent, when there is one, is mostly a real one so the use cases run.
        const body = fields
          .filter(() => random() < 0.9)
          .map((name) => {
            if (name === "intent" && random() < 0.8)
              return `intent=${pick(random, ["post", "update", "close", "renew", "add", "remove"])}`;
            return `${name}=${rawFormValue(hostileText(random))}`;
          })
          .join("&");
        label = `POST ${path} ${body.slice(0, 160)}`;
        res = await post(path, body, signedIn);
      } else if (roll < 0.9) {
        const [path, names] = pick(random, PAGES);
        const query = names
          .filter(() => random() < 0.5)
          .map((name) => `${name}=${rawFormValue(hostileText(random).slice(0, 2000))}`)
          .join("&");
        label = `GET ${path}?${query.slice(0, 160)}`;
        res = await get(`${path}?${query}`, signedIn);
      } else {
        const path = `${pick(random, SEGMENTS)}${rawFormValue(hostileText(random).slice(0, 300))}`;
        const tail = path.startsWith("/jobs/") ? "" : pick(random, ["/review", "/report", "/respond", "/suggest-edit"]);
        label = `GET ${path.slice(0, 160)}${tail}`;
        res = await get(`${path}${tail}`, signedIn);
      }
      const text = await res.text();
      if (res.status >= 500) failures.push(`${label}: ${res.status} ${text.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe("the sitemap", () => {
  it("lists the job board and each open job, not a closed one", async () => {
    const xml = await (await get("/sitemap.xml", "")).text();
    expect(xml).toContain(`${siteUrl}/jobs</loc>`);
    expect(xml).toContain(`${siteUrl}${openJobPath}</loc>`);
    expect(xml).not.toContain(`/jobs/${ids.closedJob}-`);
  });
});

describe("a job's page", () => {
  it("offers an open job to search engines with every JobPosting field, and a closed one with none", async () => {
    const open = (await (await get(openJobPath, "")).json()) as { structuredData: Record<string, unknown> | null };
    expect(open.structuredData).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Lead BCBA",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Routes Test ABA" },
      jobLocation: { address: { addressLocality: "Austin", addressRegion: "TX", addressCountry: "US" } },
      baseSalary: { currency: "USD", value: { minValue: 70000, maxValue: 85000, unitText: "YEAR" } },
    });
    const { datePosted, validThrough, description } = open.structuredData as {
      datePosted: string;
      validThrough: string;
      description: string;
    };
    expect(description).toContain("Lead a small clinical team.");
    expect(new Date(validThrough).getTime() - new Date(datePosted).getTime()).toBe(60 * 86_400_000);

    const closedPath = jobUrl({ id: ids.closedJob, title: "Closed RBT" });
    const res = await get(closedPath, "");
    expect(res.status).toBe(200);
    const closed = (await res.json()) as { structuredData: unknown; job: { open: boolean } };
    expect(closed).toMatchObject({ structuredData: null, job: { open: false } });
  });
});
