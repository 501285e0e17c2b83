/**
 * The public freshness figures (issue 29, /freshness and /api/freshness): the one aggregate
 * counts active listings whose intake and insurers are current by domain/fact-freshness.ts
 * (the lifetime's last day in, the day after out), nationwide and per state, never mixing demo
 * listings into the real figures; the daily job stores the day's figures (a rerun replaces them)
 * and the page and the API read the latest day.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, factDay, FACT_LIFETIME_DAYS } from "../../domain/fact-freshness.ts";
import {
  computeFreshnessFigures,
  latestFreshnessSnapshot,
  recordFreshnessSnapshot,
} from "../../server/freshness/freshness-figures.server.ts";
import { enqueueJob } from "../../server/jobs/enqueue.server.ts";
import { cronItems } from "../../server/jobs/schedule.ts";
import { startJobQueue } from "../../server/jobs/queue.server.ts";
import { queueMissingFreshnessSnapshot } from "../../server/freshness/queue-missing-snapshot.server.ts";
import { createApp } from "../../server/http/app.server.ts";
import { freshnessSchema } from "../../server/api/schemas.ts";
import * as freshnessPage from "../../app/features/freshness/routes/freshness.tsx";
import { testServices } from "../support/services.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
const today = factDay(new Date());
const daysAgo = (n: number) => addDays(today, -n)!;
const INTAKE = FACT_LIFETIME_DAYS.intake;
const INSURERS = FACT_LIFETIME_DAYS.insurances;

interface Seed {
  state: string;
  intake?: string;
  insurances?: string;
  source?: string;
  demo?: boolean;
  status?: string;
}

async function addListing({ state, intake, insurances, source = "owner", demo = false, status = "active" }: Seed) {
  const sources: Record<string, { source: string; confirmedOn: string }> = {};
  if (intake) sources.intake = { source, confirmedOn: intake };
  if (insurances) sources.insurances = { source, confirmedOn: insurances };
  await t.sql`
    insert into listings (name, city, state, email, status, demo, fact_sources)
    values ('Listing', 'Somewhere', ${state}, 'x@example.com', ${status}, ${demo}, ${JSON.stringify(sources)}::jsonb)`;
}

beforeAll(async () => {
  t = await createTestDatabase();
  // Texas, real: intake at its lifetime's edges (one day before, the last day, the day after),
  // insurers likewise, plus a listing with nothing confirmed and an impossible day.
  await addListing({ state: "TX", intake: daysAgo(INTAKE - 1), insurances: daysAgo(INSURERS - 1) });
  await addListing({ state: "TX", intake: daysAgo(INTAKE), insurances: daysAgo(INSURERS) });
  await addListing({ state: "TX", intake: daysAgo(INTAKE + 1), insurances: daysAgo(INSURERS + 1) });
  await addListing({ state: "TX" });
  await addListing({ state: "TX", intake: "2026-02-30", insurances: "yesterday" });
  // Texas, not active: never counted, however current.
  await addListing({ state: "TX", intake: today, insurances: today, status: "inactive" });
  // California, real: one confirmed by an admin today, one whose intake only is current.
  await addListing({ state: "CA", intake: today, insurances: today, source: "admin" });
  await addListing({ state: "CA", intake: daysAgo(2) });
  // Demo listings, all current: counted apart, never in the real figures.
  await addListing({ state: "TX", intake: today, insurances: today, source: "demo", demo: true });
  await addListing({ state: "NY", intake: today, insurances: today, source: "demo", demo: true });
  await addListing({ state: "NY", source: "demo", demo: true });
});

const runPage = (lang: "en" | "es" = "en") =>
  freshnessPage.loader({
    request: new Request("http://localhost/freshness", { headers: { cookie: `lang=${lang}` } }),
    context: testServices(t),
    params: {},
  } as never);

const generation = async () =>
  (await t.sql<{ g: string }[]>`select generation::text as g from page_cache_generation`)[0]!.g;

const real = { demo: false };
const demo = { demo: true };

describe("the freshness aggregate", () => {
  it(`counts intake current for ${INTAKE} days and insurers for ${INSURERS}, per state and nationwide, demo apart`, async () => {
    expect(await computeFreshnessFigures(t.sql, today)).toEqual([
      { ...real, state: null, activeListings: 7, intakeConfirmed: 4, insurersConfirmed: 3 },
      { ...real, state: "CA", activeListings: 2, intakeConfirmed: 2, insurersConfirmed: 1 },
      { ...real, state: "TX", activeListings: 5, intakeConfirmed: 2, insurersConfirmed: 2 },
      { ...demo, state: null, activeListings: 3, intakeConfirmed: 2, insurersConfirmed: 2 },
      { ...demo, state: "NY", activeListings: 2, intakeConfirmed: 1, insurersConfirmed: 1 },
      { ...demo, state: "TX", activeListings: 1, intakeConfirmed: 1, insurersConfirmed: 1 },
    ]);
  });

  it("never counts intake the registry recorded as confirmed", async () => {
    await addListing({ state: "WA", intake: today, insurances: today, source: "registry" });
    try {
      const rows = await computeFreshnessFigures(t.sql, today);
      expect(rows.find((r) => !r.demo && r.state === "WA")).toMatchObject({
        activeListings: 1,
        intakeConfirmed: 0,
        insurersConfirmed: 1,
      });
    } finally {
      await t.sql`delete from listings where state = 'WA'`;
    }
  });

  it("moves with the day: tomorrow, the last day's intake and insurers have expired", async () => {
    const rows = await computeFreshnessFigures(t.sql, addDays(today, 1)!);
    expect(rows.find((r) => !r.demo && r.state === "TX")).toMatchObject({ intakeConfirmed: 1, insurersConfirmed: 1 });
  });
});

describe("the daily snapshot", () => {
  it("is a daily crontab job", () => {
    const item = cronItems().find((i) => i.task === "freshness_snapshot")!;
    expect(item.options).toMatchObject({ jobKey: "freshness_snapshot" });
    const slots = Array.from({ length: 24 * 60 }, (_, m) => m).filter((m) =>
      item.match({ min: m % 60, hour: Math.floor(m / 60), date: 1, month: 1, dow: 1 }),
    );
    expect(slots).toHaveLength(1);
  });

  it("is absent before the first run: the page has none to show, the API has no day", async () => {
    expect(await latestFreshnessSnapshot(t.sql)).toBeNull();
    expect((await runPage()).snapshot).toBeNull();
    const app = createApp(testServices(t));
    const api = await app.request("/api/freshness");
    expect(await api.json()).toEqual({
      day: null,
      intakeLifetimeDays: INTAKE,
      insurersLifetimeDays: INSURERS,
      real: [],
      demo: [],
    });
  });

  it("is made when the workers start and today has none, and queued once however many processes ask", async () => {
    const queued = () =>
      t.sql<{ n: number }[]>`
        select count(*)::int as n from graphile_worker.jobs where task_identifier = 'freshness_snapshot'`.then(
        ([r]) => r!.n,
      );
    const queue = await startJobQueue(testServices(t), t.url, { periodic: true, concurrency: 1, pollIntervalMs: 200 });
    try {
      for (let i = 0; i < 100 && (await latestFreshnessSnapshot(t.sql))?.day !== today; i++)
        await new Promise((r) => setTimeout(r, 100));
    } finally {
      await queue.stop();
    }
    expect((await latestFreshnessSnapshot(t.sql))?.day).toBe(today);
    await t.sql`select graphile_worker.remove_job('freshness_snapshot')`;
    expect(await queueMissingFreshnessSnapshot(t)).toBe(false);
    expect(await queued()).toBe(0);

    await t.sql`delete from freshness_snapshots`;
    expect(await queueMissingFreshnessSnapshot(t)).toBe(true);
    expect(await queueMissingFreshnessSnapshot(t)).toBe(true);
    expect(await queued()).toBe(1);
    await t.sql`select graphile_worker.remove_job('freshness_snapshot')`;
  });

  it("is written by the job, replaced by a rerun the same day, and the latest day is read", async () => {
    const services = testServices(t);
    await enqueueJob(t, "freshness_snapshot", {});
    await runQueuedJobs(services);
    const first = await latestFreshnessSnapshot(t.sql);
    expect(first?.day).toBe(today);
    expect(first?.rows).toEqual(await computeFreshnessFigures(t.sql, today));

    // An older day stays as it was; a rerun today replaces today's rows (one more CA listing),
    // and cached pages and API answers are dropped (ADR 0014).
    await recordFreshnessSnapshot(t.sql, daysAgo(1));
    const before = await generation();
    await addListing({ state: "CA", intake: today });
    await enqueueJob(t, "freshness_snapshot", {});
    await runQueuedJobs(services);
    const [stored] = await t.sql<
      { n: number }[]
    >`select count(*)::int as n from freshness_snapshots where day = ${today}::date`;
    expect(stored?.n).toBe(6);
    expect(await generation()).not.toBe(before);
    const latest = await latestFreshnessSnapshot(t.sql);
    expect(latest?.day).toBe(today);
    expect(latest?.rows.find((r) => !r.demo && r.state === "CA")).toMatchObject({
      activeListings: 3,
      intakeConfirmed: 3,
    });
  });

  it("is what the page and the API show, real and demo apart", async () => {
    const page = await runPage("es");
    expect(page.locale).toBe("es");
    expect(page.meta.title).toBe("Qué tan al día están nuestros anuncios");
    expect(page.snapshot?.day).toBe(today);
    expect(page.snapshot?.real.every((row) => !row.demo)).toBe(true);
    expect(page.snapshot?.demo.every((row) => row.demo)).toBe(true);
    // Nationwide, real: 8 active, 5 intake (62.5%), 3 insurers (37.5%).
    expect(page.snapshot?.real[0]).toMatchObject({ state: null, activeListings: 8, intakeConfirmed: 5 });
    const app = createApp(testServices(t));
    const api = (await (await app.request("/api/freshness")).json()) as {
      day: string;
      real: { state: string | null; activeListings: number; intakePercent: number | null }[];
      demo: { state: string | null; activeListings: number }[];
    };
    expect(freshnessSchema.strict().parse(api)).toEqual(api);
    expect(api.day).toBe(today);
    expect(api.real[0]).toEqual({
      state: null,
      activeListings: 8,
      intakeConfirmed: 5,
      intakePercent: 62.5,
      insurersConfirmed: 3,
      insurersPercent: 37.5,
    });
    expect(api.demo.map((r) => [r.state, r.activeListings])).toEqual([
      [null, 3],
      ["NY", 2],
      ["TX", 1],
    ]);
  });
});
