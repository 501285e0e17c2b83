/** The listing columns kept by triggers: review summary and insurer ids. */
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

async function newListing(name: string): Promise<number> {
  const [row] = await t.sql<{ id: number }[]>`
    insert into listings (name, city, state, email) values (${name}, 'Austin', 'TX', 'x@example.com') returning id`;
  return row!.id;
}

async function summary(id: number) {
  const [row] = await t.sql<{ average: string; count: number; insurers: number[] }[]>`
    select rating_average::text as average, review_count as count, insurance_provider_ids as insurers
    from listings where id = ${id}`;
  return row!;
}

describe("rating summary", () => {
  it("starts at 0 and follows inserts, updates and deletes of reviews", async () => {
    const id = await newListing("Summary One");
    expect(await summary(id)).toMatchObject({ average: "0.0", count: 0 });
    await t.sql`insert into reviews (listing_id, rating) values (${id}, 5)`;
    expect(await summary(id)).toMatchObject({ average: "5.0", count: 1 });
    await t.sql`insert into reviews (listing_id, rating) values (${id}, 4), (${id}, 4)`;
    // 13 / 3 = 4.333 -> 4.3
    expect(await summary(id)).toMatchObject({ average: "4.3", count: 3 });
    await t.sql`update reviews set rating = 1 where listing_id = ${id} and rating = 5`;
    expect(await summary(id)).toMatchObject({ average: "3.0", count: 3 });
    await t.sql`delete from reviews where listing_id = ${id} and rating = 4`;
    expect(await summary(id)).toMatchObject({ average: "1.0", count: 1 });
    await t.sql`delete from reviews where listing_id = ${id}`;
    expect(await summary(id)).toMatchObject({ average: "0.0", count: 0 });
  });

  it("refreshes every listing of a multi-row insert, and both sides of a moved review", async () => {
    const a = await newListing("Summary A");
    const b = await newListing("Summary B");
    await t.sql`
      insert into reviews (listing_id, rating)
      select case when g % 2 = 0 then ${a}::int else ${b}::int end, 1 + g % 5 from generate_series(1, 1000) g`;
    const expected = async (id: number) => {
      const [row] = await t.sql<{ average: string; count: number }[]>`
        select coalesce(round(avg(rating)::numeric, 1), 0)::text as average, count(*)::int as count
        from reviews where listing_id = ${id}`;
      return row!;
    };
    expect(await summary(a)).toMatchObject(await expected(a));
    expect(await summary(b)).toMatchObject(await expected(b));
    expect((await summary(a)).count).toBe(500);
    await t.sql`update reviews set listing_id = ${b} where listing_id = ${a} and rating = 5`;
    expect(await summary(a)).toMatchObject(await expected(a));
    expect(await summary(b)).toMatchObject(await expected(b));
    expect((await summary(b)).count).toBeGreaterThan(500);
  });
});

describe("insurer ids", () => {
  it("follow inserts and deletes of listing_insurances", async () => {
    const id = await newListing("Insurers One");
    const providers = await t.sql<{ id: number }[]>`
      insert into insurance_providers (name, display_name)
      values ('summary-x', 'X'), ('summary-y', 'Y'), ('summary-z', 'Z') returning id`;
    const [x, y, z] = providers.map((p) => p.id) as [number, number, number];
    expect((await summary(id)).insurers).toEqual([]);
    await t.sql`insert into listing_insurances (listing_id, insurance_provider_id) values (${id}, ${z}), (${id}, ${x})`;
    expect((await summary(id)).insurers).toEqual([x, z]);
    await t.sql`insert into listing_insurances (listing_id, insurance_provider_id) values (${id}, ${y})`;
    expect((await summary(id)).insurers).toEqual([x, y, z]);
    await t.sql`delete from listing_insurances where listing_id = ${id} and insurance_provider_id = ${x}`;
    expect((await summary(id)).insurers).toEqual([y, z]);
    // Deleting a provider cascades to listing_insurances, and the listing follows.
    await t.sql`delete from insurance_providers where id = ${z}`;
    expect((await summary(id)).insurers).toEqual([y]);
    await t.sql`delete from listing_insurances where listing_id = ${id}`;
    expect((await summary(id)).insurers).toEqual([]);
  });
});
