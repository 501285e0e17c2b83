import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

const SPEC_TABLES = [
  "users",
  "listings",
  "reviews",
  "review_responses",
  "violation_reports",
  "job_listings",
  "uploaded_files",
  "insurance_providers",
  "listing_insurances",
  "newsletter_emails",
  "provider_contacts",
  "autism_products",
  "sessions",
  "places",
];

async function insertListing(name = "Bright Steps ABA", extra: Record<string, unknown> = {}) {
  const [row] = await t.sql`
    insert into listings ${t.sql({ name, city: "Austin", state: "TX", email: "a@example.com", latitude: 30.27, longitude: -97.74, ...extra })}
    returning *`;
  return row!;
}

describe("schema", () => {
  it("has every table of spec section 3 plus sessions and places", async () => {
    const rows = await t.sql<{ table_name: string }[]>`
      select table_name from information_schema.tables where table_schema = 'public'`;
    const names = rows.map((r) => r.table_name);
    for (const table of SPEC_TABLES) expect(names).toContain(table);
  });

  it("applies the spec's listing defaults", async () => {
    const l = await insertListing();
    expect(l).toMatchObject({
      tier: "basic",
      status: "active",
      services: [],
      images: [],
      job_posting_allowance: 0,
      payment_status: "pending",
      care_settings: [],
      owner_verified: false,
    });
    expect(Date.now() - new Date(l.created_at).getTime()).toBeLessThan(60_000);
  });

  it("allows a listing without an email (the NPI registry publishes none) but not an unknown tier or a malformed NPI", async () => {
    await t.sql`insert into listings (name, city, state) values ('X', 'Austin', 'TX')`;
    await expect(
      t.sql`insert into listings (name, city, state, npi, npi_location) values ('Z', 'Austin', 'TX', '12345', 0)`,
    ).rejects.toThrow(/listings_npi_check/);
    await expect(insertListing("Y", { tier: "gold" })).rejects.toThrow(/listings_tier_check/);
  });

  it("keeps usernames and emails unique regardless of case", async () => {
    await t.sql`insert into users (username, password, email) values ('Ana', 'h', 'ana@example.com')`;
    await expect(
      t.sql`insert into users (username, password, email) values ('ana', 'h', 'other@example.com')`,
    ).rejects.toThrow(/users_username_lower_key/);
    await expect(
      t.sql`insert into users (username, password, email) values ('ana2', 'h', 'ANA@example.com')`,
    ).rejects.toThrow(/users_email_lower_key/);
    const [u] = await t.sql`select * from users where username = 'Ana'`;
    expect(u).toMatchObject({
      role: "listing_contributor",
      is_active: true,
      email_verified: false,
      is_password_temporary: false,
      no_claimed_listings: 0,
    });
  });

  it("cascades a listing's insurances and reviews and keeps the insurer pair unique", async () => {
    const l = await insertListing("Cascade Center");
    const [ins] =
      await t.sql`insert into insurance_providers (name, display_name) values ('aetna', 'Aetna') returning id, is_active, sort_order`;
    expect(ins).toMatchObject({ is_active: true, sort_order: 0 });
    await t.sql`insert into listing_insurances (listing_id, insurance_provider_id) values (${l.id}, ${ins!.id})`;
    await expect(
      t.sql`insert into listing_insurances (listing_id, insurance_provider_id) values (${l.id}, ${ins!.id})`,
    ).rejects.toThrow(/listing_insurances_pair_key/);
    await t.sql`insert into reviews (listing_id, rating) values (${l.id}, 5)`;
    await t.sql`delete from listings where id = ${l.id}`;
    const [counts] = await t.sql`
      select (select count(*)::int from listing_insurances where listing_id = ${l.id}) as ins,
             (select count(*)::int from reviews where listing_id = ${l.id}) as reviews`;
    expect(counts).toEqual({ ins: 0, reviews: 0 });
  });

  it("soft-deletes uploaded files", async () => {
    const [f] = await t.sql`
      insert into uploaded_files (filename, original_name, path, size, mimetype, checksum)
      values ('a.webp', 'a.jpg', '/uploads/a.webp', 10, 'image/webp', 'abc') returning deleted_at`;
    expect(f!.deleted_at).toBeNull();
  });

  it("answers geo, trigram and full-text queries", async () => {
    await insertListing("Sunrise Autism Center", { latitude: 30.3, longitude: -97.7 });
    await insertListing("Far Away ABA", { latitude: 40.7, longitude: -74.0, city: "New York", state: "NY" });
    const near = await t.sql<{ name: string }[]>`
      select name from listings
      where earth_box(ll_to_earth(30.27, -97.74), 50 * 1609.344) @> ll_to_earth(latitude, longitude)
        and earth_distance(ll_to_earth(30.27, -97.74), ll_to_earth(latitude, longitude)) < 50 * 1609.344`;
    expect(near.map((r) => r.name)).toContain("Sunrise Autism Center");
    expect(near.map((r) => r.name)).not.toContain("Far Away ABA");
    const fuzzy = await t.sql<{ name: string }[]>`select name from listings where name % 'Sunrse Autsm Centr'`;
    expect(fuzzy.map((r) => r.name)).toEqual(["Sunrise Autism Center"]);
    const text = await t.sql<
      { name: string }[]
    >`select name from listings where search_vector @@ plainto_tsquery('simple', 'new york')`;
    expect(text.map((r) => r.name)).toEqual(["Far Away ABA"]);
  });

  it("has every US zip code in places", async () => {
    const [p] = await t.sql`select count(*)::int as n, count(distinct state)::int as states from places`;
    expect(p!.n).toBeGreaterThan(40_000);
    expect(p!.states).toBe(51);
    const [austin] = await t.sql`select city, state from places where zip = '78701'`;
    expect(austin).toEqual({ city: "Austin", state: "TX" });
  });
});
