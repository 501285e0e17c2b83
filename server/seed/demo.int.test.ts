import { afterEach, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "@server/auth/password.server.ts";
import { createLogger } from "@server/logger.server.ts";
import { createTestDatabase } from "../../tests/support/test-database.ts";
import { loadDemoData, withDemoLock } from "./demo.server.ts";
import { listingReviews } from "@server/reviews/listing-reviews.server.ts";
import { loadDemoDataOnFirstStart } from "./first-start.server.ts";
import { RESTORED_STATE_KEY } from "@server/backup/restore-backup.server.ts";
import { DEMO_JOBS } from "./demo-jobs.server.ts";
import { DEFAULT_DEMO_LISTINGS, DEMO_PRODUCTS, DEMO_SEED, generateListings } from "./generator.ts";

const logger = createLogger("silent");

async function counts(sql: Awaited<ReturnType<typeof createTestDatabase>>["sql"]) {
  const [row] = await sql<
    {
      listings: number;
      reviews: number;
      links: number;
      users: number;
      products: number;
      insurers: number;
      jobs: number;
      demo: { listings: number; seed: string } | null;
    }[]
  >`
    select (select count(*)::int from listings) as listings,
           (select count(*)::int from reviews) as reviews,
           (select count(*)::int from listing_insurances) as links,
           (select count(*)::int from users) as users,
           (select count(*)::int from autism_products) as products,
           (select count(*)::int from insurance_providers) as insurers,
           (select count(*)::int from job_listings where expires_at > now() and is_active) as jobs,
           (select value from app_state where key = 'demo_data') as demo`;
  return row!;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("demo data on first start", () => {
  it("loads the default set once, prints working passwords once, and is skipped afterwards", async () => {
    const t = await createTestDatabase();
    const printed: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (printed.push(String(chunk)), true));

    await loadDemoDataOnFirstStart(t, { logger, printPasswords: true });
    const after = await counts(t.sql);
    expect(after).toMatchObject({ listings: DEFAULT_DEMO_LISTINGS, users: 3, insurers: 15, jobs: DEMO_JOBS });
    expect(after.products).toBeGreaterThanOrEqual(24);
    // A fresh start shows the sensory products in Spanish too (audit 30, item 4).
    const spanish = await t.sql<{ name_es: string | null; description_es: string | null }[]>`
      select name_es, description_es from autism_products order by sort_order`;
    expect(spanish.map((p) => [p.name_es, p.description_es])).toEqual(
      DEMO_PRODUCTS.map((p) => [p.nameEs, p.descriptionEs]),
    );
    expect(after.reviews).toBeGreaterThan(DEFAULT_DEMO_LISTINGS * 2);
    expect(after.links).toBeGreaterThan(DEFAULT_DEMO_LISTINGS * 2);
    expect(after.demo).toMatchObject({ seed: DEMO_SEED, listings: DEFAULT_DEMO_LISTINGS });

    const output = printed.join("");
    const match = /^\s+admin\s+(\S+)\s+\(site_admin\)$/m.exec(output);
    expect(match, output).not.toBeNull();
    const [admin] = await t.sql<{ password: string }[]>`select password from users where username = 'admin'`;
    expect(await verifyPassword(admin!.password, match![1]!)).toBe(true);
    const [owner] = await t.sql<{ n: number; claimed: number }[]>`
      select count(*)::int as n, max(u.no_claimed_listings) as claimed
      from listings l join users u on u.id = l.user_id where u.username = 'provider'`;
    expect(owner).toEqual({ n: 3, claimed: 3 });

    printed.length = 0;
    await loadDemoDataOnFirstStart(t, { logger, printPasswords: true });
    expect(await counts(t.sql)).toEqual(after);
    expect(printed.join("")).toBe("");
  });

  it("loads only once when two servers start together", async () => {
    const t = await createTestDatabase();
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    // The lock is the subject here, not the set's size (the test above loads the default set).
    const listings = 120;
    await Promise.all([
      loadDemoDataOnFirstStart(t, { logger, printPasswords: false, listings }),
      loadDemoDataOnFirstStart(t, { logger, printPasswords: false, listings }),
    ]);
    expect(await counts(t.sql)).toMatchObject({ listings, users: 3, demo: { listings } });
  });

  it("leaves a database that already has listings alone", async () => {
    const t = await createTestDatabase();
    await t.sql`insert into listings (name, city, state, email) values ('Real Provider', 'Austin', 'TX', 'real@example.com')`;
    await loadDemoDataOnFirstStart(t, { logger, printPasswords: false });
    expect(await counts(t.sql)).toMatchObject({ listings: 1, users: 0, demo: null });
  });

  it("leaves a site restored from a backup alone, even one with no listings yet", async () => {
    const t = await createTestDatabase();
    await t.sql`insert into app_state (key, value) values (${RESTORED_STATE_KEY}, '{}'::jsonb)`;
    await loadDemoDataOnFirstStart(t, { logger, printPasswords: false, listings: 5 });
    expect(await counts(t.sql)).toMatchObject({ listings: 0, users: 0, demo: null });
  });
});

describe("appending demo listings", () => {
  it("continues the seed's sequence in batches, without new accounts", async () => {
    const t = await createTestDatabase();
    const first = await withDemoLock(t.sql, () => loadDemoData(t, { listings: 150, batchSize: 40 }));
    expect(first).toMatchObject({ listings: 150, startIndex: 0 });
    expect(first.accounts.map((a) => a.username)).toEqual(["admin", "listingadmin", "provider"]);

    const progress: number[] = [];
    const more = await withDemoLock(t.sql, () =>
      loadDemoData(t, { listings: 130, batchSize: 40, onProgress: (p) => progress.push(p.listings) }),
    );
    expect(more).toMatchObject({ listings: 130, startIndex: 150, accounts: [] });
    expect(progress.at(-1)).toBe(130);

    const after = await counts(t.sql);
    expect(after).toMatchObject({ listings: 280, users: 3, insurers: 15, demo: { listings: 280 } });
    expect(after.reviews).toBe(first.reviews + more.reviews);
    expect(after.links).toBe(first.insuranceLinks + more.insuranceLinks);

    const expected = [...generateListings({ count: 280, seed: DEMO_SEED })].map((l) => l.name).sort();
    const stored = await t.sql<{ name: string }[]>`select name from listings`;
    expect(stored.map((r) => r.name).sort()).toEqual(expected);
  });

  it("says no demo review was edited: each was written when it was posted (audit 30, item 11)", async () => {
    const t = await createTestDatabase();
    await withDemoLock(t.sql, () => loadDemoData(t, { listings: 40 }));
    const reviewed = await t.sql<{ id: number }[]>`select id from listings where review_count > 0 order by id`;
    expect(reviewed.length).toBeGreaterThan(10);
    const shown = await Promise.all(reviewed.map((l) => listingReviews({ database: t }, { listingId: l.id })));
    const reviews = shown.flatMap((r) => r.reviews);
    expect(reviews.length).toBeGreaterThan(40);
    expect(reviews.filter((r) => r.editedAt !== null)).toEqual([]);
  });

  it("a bulk load builds the indexes after the rows and stores the summaries the triggers would compute", async () => {
    const t = await createTestDatabase();
    const indexes = () =>
      t.sql<
        { name: string }[]
      >`select indexname as name from pg_indexes where tablename in ('listings', 'reviews', 'listing_insurances') order by 1`;
    const before = (await indexes()).map((r) => r.name);
    const loaded = await withDemoLock(t.sql, () => loadDemoData(t, { listings: 120, batchSize: 50, bulk: true }));
    expect(loaded).toMatchObject({ listings: 120 });
    expect((await indexes()).map((r) => r.name)).toEqual(before);
    expect(await counts(t.sql)).toMatchObject({ listings: 120, demo: { listings: 120 } });
    // What the summary triggers compute from reviews and listing_insurances, for every listing.
    const [differ] = await t.sql<{ n: number }[]>`
      select count(*)::int as n from listings l
      where l.rating_average is distinct from (
              select coalesce(round(avg(r.rating)::numeric, 1), 0) from reviews r where r.listing_id = l.id)
         or l.review_count is distinct from (select count(*)::int from reviews r where r.listing_id = l.id)
         or l.insurance_provider_ids is distinct from (
              select coalesce(array_agg(li.insurance_provider_id order by li.insurance_provider_id), '{}')
              from listing_insurances li where li.listing_id = l.id)`;
    expect(differ!.n).toBe(0);
    const [reviewed] = await t.sql<{ n: number }[]>`select count(*)::int as n from listings where review_count > 0`;
    expect(reviewed!.n).toBeGreaterThan(60);
    // The same rows as a small load builds in this thread (worker threads built these).
    const expected = [...generateListings({ count: 120, seed: DEMO_SEED })].map((l) => l.name).sort();
    const stored = await t.sql<{ name: string }[]>`select name from listings`;
    expect(stored.map((r) => r.name).sort()).toEqual(expected);
    expect(loaded.phases.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        "rows (generate and insert)",
        "index listings.listings_earth_point_idx",
        "vacuum (analyze)",
        "checkpoint",
      ]),
    );
    // The name words the listings' trigger wrote are analysed and all-visible too (issue 30, item 27).
    const [words] = await t.sql<{ analysed: boolean; pages: number; visible: number }[]>`
      select s.last_analyze is not null as analysed, c.relallvisible as visible,
             (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'listing_name_words'`;
    expect(words!.pages).toBeGreaterThan(0);
    expect(words).toEqual({ analysed: true, visible: words!.pages, pages: words!.pages });
    // Starting worker threads (each loads tsx and the zip-code tables) takes seconds on a busy machine.
  }, 120_000);
});
