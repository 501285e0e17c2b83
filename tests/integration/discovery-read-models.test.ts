import { beforeAll, describe, expect, it } from "vitest";
import { coverageSummary } from "../../server/listings/coverage.server.ts";
import { citiesWithListings } from "../../server/listings/cities-with-listings.server.ts";
import { cityBySlug } from "../../server/listings/city-by-slug.server.ts";
import { listingReviews } from "../../server/reviews/listing-reviews.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
let db: { database: TestDatabase };
beforeAll(async () => {
  t = await createTestDatabase();
  db = { database: t };
  const rows: [string, string, string, number, number][] = [
    // [city, state, status, lat, lng]
    ["St. Louis", "MO", "active", 38.6, -90.2],
    ["St. Louis", "MO", "active", 38.7, -90.3],
    ["St Louis", "MO", "active", 38.5, -90.1],
    ["Saint Louis", "MO", "active", 38.6, -90.2],
    ["Kansas City", "MO", "inactive", 39.1, -94.6],
    ["Peñasco", "NM", "active", 36.2, -105.7],
    ["Austin", "TX", "active", 30.3, -97.7],
    ["Austin", "MN", "active", 43.7, -92.97],
    ["Boise", "ID", "inactive", 43.6, -116.2],
  ];
  for (const [city, state, status, lat, lng] of rows) {
    await t.sql`insert into listings (name, city, state, status, latitude, longitude, email)
      values (${`ABA of ${city}`}, ${city}, ${state}, ${status}, ${lat}, ${lng}, 'x@example.com')`;
  }
  await t.sql`vacuum analyze listings`;
});

describe("cityBySlug", () => {
  it("merges spellings that slug alike, centred on the most listed one", async () => {
    const city = await cityBySlug(db, { state: "MO", slug: "st-louis" });
    expect(city).toMatchObject({ city: "St. Louis", state: "MO", slug: "st-louis", count: 3 });
    expect(city?.lat).toBeCloseTo(38.65);
    expect(city?.lng).toBeCloseTo(-90.25);
    expect(await cityBySlug(db, { state: "MO", slug: "saint-louis" })).toMatchObject({ city: "Saint Louis", count: 1 });
  });

  it("folds accents like the slug does, and stays within the state", async () => {
    expect(await cityBySlug(db, { state: "NM", slug: "penasco" })).toMatchObject({ city: "Peñasco", count: 1 });
    expect(await cityBySlug(db, { state: "TX", slug: "austin" })).toMatchObject({ state: "TX", lat: 30.3 });
    expect(await cityBySlug(db, { state: "MN", slug: "austin" })).toMatchObject({ state: "MN", lat: 43.7 });
  });

  it("is null for unknown cities and cities without active listings", async () => {
    expect(await cityBySlug(db, { state: "MO", slug: "springfield" })).toBeNull();
    expect(await cityBySlug(db, { state: "MO", slug: "kansas-city" })).toBeNull();
    expect(await cityBySlug(db, { state: "TX", slug: "st-louis" })).toBeNull();
  });

  it("finds a city added since the state's names were kept, and forgets one removed", async () => {
    expect(await cityBySlug(db, { state: "MO", slug: "joplin" })).toBeNull();
    await t.sql`insert into listings (name, city, state, status, latitude, longitude, email)
      values ('ABA of Joplin', 'Joplin', 'MO', 'active', 37.1, -94.5, 'x@example.com')`;
    expect(await cityBySlug(db, { state: "MO", slug: "joplin" })).toMatchObject({ city: "Joplin", count: 1 });
    await t.sql`delete from listings where city = 'Joplin'`;
    expect(await cityBySlug(db, { state: "MO", slug: "joplin" })).toBeNull();
  });

  it("agrees with citiesWithListings", async () => {
    for (const c of await citiesWithListings(db, { state: "MO" })) {
      expect(await cityBySlug(db, { state: "MO", slug: c.slug })).not.toBeNull();
    }
  });
});

describe("coverageSummary", () => {
  it("counts active listings and the states that have one", async () => {
    expect(await coverageSummary(db)).toEqual({ listings: 7, states: 4 });
  });

  it("counts again as soon as the listings change, and not before", async () => {
    const before = await coverageSummary(db);
    await t.sql`insert into listings (name, city, state, status, latitude, longitude, email)
      values ('ABA of Anchorage', 'Anchorage', 'AK', 'active', 61.2, -149.9, 'x@example.com')`;
    expect(await coverageSummary(db)).toEqual({ listings: before.listings + 1, states: before.states + 1 });
    // Unchanged data: the same summary object comes back, without counting.
    expect(await coverageSummary(db)).toBe(await coverageSummary(db));
    await t.sql`delete from listings where city = 'Anchorage'`;
    expect(await coverageSummary(db)).toEqual(before);
  });
});

describe("listingReviews", () => {
  it("lists a listing's newest reviews first, their time in ISO 8601 UTC (docs/decisions/0012)", async () => {
    const [listing] = await t.sql<{ id: number }[]>`select id from listings where city = 'Boise'`;
    await t.sql`insert into reviews (listing_id, rating, name, comment, created_at) values
      (${listing!.id}, 4, 'Ana', 'Helpful intake call.', '2026-03-08 07:59:01.5-06'),
      (${listing!.id}, 5, 'Ben', 'Kind therapists.', '2026-03-09 10:00:00+00')`;
    const { reviews } = await listingReviews({ database: t }, { listingId: listing!.id });
    expect(reviews.map((r) => [r.name, r.createdAt])).toEqual([
      ["Ben", "2026-03-09T10:00:00.000Z"],
      ["Ana", "2026-03-08T13:59:01.500Z"],
    ]);
  });
});
