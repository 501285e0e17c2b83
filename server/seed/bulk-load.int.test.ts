import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database.ts";
import { LISTINGS_BULK_LOAD, withBulkLoad, type LoadPhase } from "./bulk-load.server.ts";

type Db = Awaited<ReturnType<typeof createTestDatabase>>;

/** Indexes, foreign keys and trigger states of the bulk-loaded tables. */
async function schemaOf(t: Db) {
  const indexes = await t.sql<{ name: string; definition: string }[]>`
    select indexname as name, indexdef as definition from pg_indexes
    where tablename in ('listings', 'reviews', 'listing_insurances') order by 1`;
  const keys = await t.sql<{ name: string; definition: string; validated: boolean }[]>`
    select conname as name, pg_get_constraintdef(oid) as definition, convalidated as validated from pg_constraint
    where contype = 'f' and conrelid in ('listings'::regclass, 'reviews'::regclass, 'listing_insurances'::regclass)
    order by 1`;
  const triggers = await t.sql<{ name: string; enabled: string }[]>`
    select tgname as name, tgenabled as enabled from pg_trigger
    where not tgisinternal and tgrelid in ('listings'::regclass, 'reviews'::regclass, 'listing_insurances'::regclass)
    order by 1`;
  return { indexes, keys, triggers };
}

const addListing = (t: Db) =>
  t.sql<
    { id: number }[]
  >`insert into listings (name, city, state, email) values ('Bulk Test', 'Austin', 'TX', 'b@example.com') returning id`;

describe("withBulkLoad", () => {
  it("loads without the indexes, foreign keys and summary triggers, then restores them all", async () => {
    const t = await createTestDatabase();
    const before = await schemaOf(t);
    expect(before.keys.map((k) => k.name)).toContain("reviews_listing_id_listings_id_fk");
    const phases: LoadPhase[] = [];
    const count = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n;
    let during: Record<string, number | undefined> = {};
    await t.sql.begin((tx) =>
      withBulkLoad(tx, { ...LISTINGS_BULK_LOAD, onPhase: (p) => phases.push(p) }, async () => {
        const [listing] = await tx<{ id: number }[]>`
          insert into listings (name, city, state, email) values ('Bulk Test', 'Austin', 'TX', 'b@example.com') returning id`;
        await tx`insert into reviews (listing_id, rating, name) values (${listing!.id}, 4, 'A parent')`;
        during = {
          keys: await count(tx`
            select count(*)::int as n from pg_constraint where contype = 'f' and conrelid = 'reviews'::regclass`),
          disabled: await count(tx`
            select count(*)::int as n from pg_trigger where tgname = 'reviews_rating_insert' and tgenabled = 'D'`),
          indexes: await count(tx`
            select count(*)::int as n from pg_indexes where tablename = 'reviews' and indexname = 'reviews_listing_id_idx'`),
        };
      }),
    );
    expect(during).toEqual({ keys: 0, disabled: 1, indexes: 0 });
    expect(await schemaOf(t)).toEqual(before);
    // Every index but the constraints' (primary and pair keys) was rebuilt, every key checked.
    const names = phases.map((p) => p.name);
    const rebuilt = before.indexes.filter((i) => !/_pkey$|_pair_key$/.test(i.name));
    expect(names.filter((n) => n.startsWith("index "))).toHaveLength(rebuilt.length);
    expect(names).toContain("index listings.listings_earth_point_idx");
    expect(names.filter((n) => n.startsWith("foreign key "))).toEqual(before.keys.map((k) => `foreign key ${k.name}`));
    expect(phases.every((p) => p.ms >= 0 && (p.walBytes === null || p.walBytes >= 0))).toBe(true);
    // The trigger was off: the summary is whatever the loader wrote (here nothing, a test of the switch).
    const [listing] = await t.sql<{ count: number }[]>`select review_count as count from listings`;
    expect(listing!.count).toBe(0);
    // And it is on again afterwards.
    const [again] = await addListing(t);
    await t.sql`insert into reviews (listing_id, rating, name) values (${again!.id}, 5, 'Another parent')`;
    const [summary] = await t.sql<
      { count: number }[]
    >`select review_count as count from listings where id = ${again!.id}`;
    expect(summary!.count).toBe(1);
  });

  it("checks the foreign keys after the load: rows that break one roll the whole load back", async () => {
    const t = await createTestDatabase();
    const before = await schemaOf(t);
    const load = t.sql.begin((tx) =>
      withBulkLoad(tx, LISTINGS_BULK_LOAD, async () => {
        await tx`insert into listings (name, city, state, email) values ('Kept?', 'Austin', 'TX', 'k@example.com')`;
        await tx`insert into reviews (listing_id, rating, name) values (987654, 3, 'Orphan')`;
      }),
    );
    await expect(load).rejects.toThrow(/reviews_listing_id_listings_id_fk/);
    expect(await schemaOf(t)).toEqual(before);
    const [rows] = await t.sql<
      { n: number }[]
    >`select (select count(*) from listings) + (select count(*) from reviews) as n`;
    expect(Number(rows!.n)).toBe(0);
  });
});
