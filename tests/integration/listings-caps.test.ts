/** The result caps of spec section 9 and paging inside them, over 600 generated listings. */
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/http/app.server.ts";
import { searchResultSchema, viewportResultSchema } from "../../server/api/schemas.ts";
import { searchListings } from "../../server/listings/search.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";

let t: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestDatabase();
  // 130 in a line north of downtown Austin (about 0.07 miles apart), 470 around Los Angeles.
  await t.sql`
    insert into listings (name, city, state, latitude, longitude, email, tier, services)
    select 'Austin Provider ' || lpad(g::text, 3, '0'), 'Austin', 'TX', 30.2713 + g * 0.001, -97.7426, 'a' || g || '@example.com',
           (array['basic', 'premium', 'featured', 'premium-local', 'premium-city', 'premium-state'])[1 + g % 6],
           '["ABA Therapy"]'::jsonb
    from generate_series(1, 130) g`;
  await t.sql`
    insert into listings (name, city, state, latitude, longitude, email, tier)
    select 'Coast Provider ' || lpad(g::text, 3, '0'), 'Los Angeles', 'CA', 34.0522 + (g % 20) * 0.01, -118.2437 + (g / 20) * 0.01,
           'c' || g || '@example.com', case when g % 10 = 0 then 'featured' else 'basic' end
    from generate_series(1, 470) g`;
  app = createApp(testServices(t));
});

async function get(query: string) {
  const res = await app.request(`/api/listings?${query}`);
  expect(res.status).toBe(200);
  return searchResultSchema.parse(await res.json());
}

describe("caps", () => {
  it("zip search: the 25 nearest, nearest first, paged within them", async () => {
    const all = await get("query=78701&pageSize=100");
    expect(all).toMatchObject({ mode: "zip", cap: 25, total: 25, pageCount: 1 });
    expect(all.listings.map((l) => l.name)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Austin Provider ${String(i + 1).padStart(3, "0")}`),
    );
    const miles = all.listings.map((l) => l.distanceMiles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));

    const p2 = await get("query=78701&pageSize=10&page=2");
    const p3 = await get("query=78701&pageSize=10&page=3");
    expect(p2.listings.map((l) => l.id)).toEqual(all.listings.slice(10, 20).map((l) => l.id));
    expect(p3.listings).toHaveLength(5);
    expect(p3.pageCount).toBe(3);
    expect((await get("query=78701&pageSize=10&page=4")).listings).toEqual([]);
  });

  it("city and name searches stop at 25", async () => {
    expect(await get("query=Austin&pageSize=100")).toMatchObject({ mode: "city", total: 25 });
    const byName = await get("query=Coast%20Provider&pageSize=100");
    expect(byName).toMatchObject({ mode: "name", total: 25 });
    expect(byName.listings).toHaveLength(25);
  });

  it("filtered results stop at 100, and pages stay inside the cap", async () => {
    const first = await get("state=TX");
    expect(first).toMatchObject({ mode: "filtered", cap: 100, total: 100, matched: null, pageSize: 24, pageCount: 5 });
    const last = await get("state=TX&page=5");
    expect(last.listings).toHaveLength(4);
    expect((await get("state=TX&page=6")).listings).toEqual([]);
    const all = await get("state=TX&pageSize=100");
    const paged = [];
    for (let page = 1; page <= 5; page++) paged.push(...(await get(`state=TX&page=${page}`)).listings.map((l) => l.id));
    expect(paged).toEqual(all.listings.map((l) => l.id));
  });

  it("the unfiltered map set stops at 500, in relevance order", async () => {
    const map = await get("homepage_map=true");
    expect(map).toMatchObject({ mode: "map", cap: 500, total: 500, pageSize: 500 });
    expect(map.listings).toHaveLength(500);
    const ranks = map.listings.map(
      (l) => ({ featured: 5, "premium-state": 4, "premium-city": 3, premium: 2, "premium-local": 2, basic: 1 })[l.tier],
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it("a state page is not capped", async () => {
    const p1 = await get("state=TX&state_page=true&pageSize=12");
    expect(p1).toMatchObject({ mode: "state_page", cap: null, total: 130, matched: 130, pageCount: 11 });
    const p11 = await get("state=TX&state_page=true&pageSize=12&page=11");
    expect(p11.listings).toHaveLength(10);
    const ids = new Set<number>();
    for (let page = 1; page <= 11; page++) {
      for (const l of (await get(`state=TX&state_page=true&pageSize=12&page=${page}`)).listings) ids.add(l.id);
    }
    expect(ids.size).toBe(130);
  });

  it("the same function serves page loaders", async () => {
    const result = await searchListings(testServices(t), { state: "TX", statePage: true, pageSize: 12 });
    expect(result.total).toBe(130);
    expect(result.listings).toHaveLength(12);
  });
});

describe("viewport", () => {
  async function viewport(query: string) {
    const res = await app.request(`/api/listings/viewport?${query}`);
    expect(res.status).toBe(200);
    return viewportResultSchema.parse(await res.json());
  }

  it("caps the listings inside the bounds at 500", async () => {
    const body = await viewport("north=60&south=20&east=-60&west=-130&zoom=3");
    expect(body.listings).toHaveLength(500);
    expect(body).toMatchObject({ total: 500, cap: 500, truncated: true, zoom: 3 });
  });

  it("keeps only listings inside small bounds", async () => {
    const body = await viewport("north=30.3&south=30.2&east=-97.7&west=-97.8");
    expect(body.truncated).toBe(false);
    expect(body.listings.every((l) => l.state === "TX" && l.latitude! <= 30.3)).toBe(true);
    expect(body.total).toBe(28);
  });
});
