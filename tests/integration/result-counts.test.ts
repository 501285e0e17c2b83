/**
 * Issue 14: capped results tell the truth. The search and home loaders, run as React Router runs
 * them, over 130 listings in Austin and 120 in Houston.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as homePage from "../../app/features/discovery/routes/home.tsx";
import * as searchPage from "../../app/features/discovery/routes/search.tsx";
import { resultCountText } from "../../app/features/discovery/result-count.ts";
import { createTranslator } from "../../app/i18n/index.tsx";
import { messagesFor } from "../../domain/i18n/catalog.ts";
import { searchListings } from "../../server/listings/search.server.ts";
import type { AppServices } from "../../server/context.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
let services: AppServices;
const en = createTranslator("en", messagesFor("en"));

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  await t.sql`
    insert into listings (name, city, state, latitude, longitude, email, tier, services)
    select 'Austin Provider ' || lpad(g::text, 3, '0'), 'Austin', 'TX', 30.2713 + g * 0.001, -97.7426, 'a' || g || '@example.com',
           case when g % 10 = 0 then 'featured' else 'basic' end, '["ABA Therapy"]'::jsonb
    from generate_series(1, 130) g`;
  await t.sql`
    insert into listings (name, city, state, latitude, longitude, email, tier, services)
    select 'Bayou Center ' || lpad(g::text, 3, '0'), 'Houston', 'TX', 29.76 + g * 0.001, -95.37, 'h' || g || '@example.com',
           'basic', '["Speech Therapy"]'::jsonb
    from generate_series(1, 120) g`;
});

const request = (path: string) => new Request(`http://localhost${path}`);
type SearchData = Awaited<ReturnType<typeof searchPage.loader>>["data"];
const search = async (path: string) =>
  (
    (await searchPage.loader({ request: request(path), context: services, params: {} } as never)) as {
      data: SearchData;
    }
  ).data;

describe("capped results say how many matched", () => {
  it("a filtered search counts past its cap of 100 only when a page asks", async () => {
    const counted = await searchListings(services, { state: "TX", countBeyondCap: true });
    expect(counted).toMatchObject({ total: 100, matched: 250, cap: 100 });
    // The API keeps its contract: no count beyond the cap unless asked.
    expect((await searchListings(services, { state: "TX" })).matched).toBeNull();
    // Under the cap, the count is the total.
    expect(
      (await searchListings(services, { state: "TX", services: ["Speech Therapy"], countBeyondCap: true })).matched,
    ).toBe(120);
  });

  it("/search?state=TX says the first 100 of 130 and links the Texas page with the other filters", async () => {
    const data = await search("/search?state=TX&services=ABA+Therapy");
    expect(data.results.count).toMatchObject({ shown: 100, matched: 130, kind: "first" });
    expect(data.results.count.seeAll).toEqual({ href: "/texas?services=ABA+Therapy", place: "Texas" });
    expect(resultCountText(en, data.results.count).count).toBe("Showing the first 100 of 130 matching providers");
    // The map's count is the matches too, not the cap.
    expect(data.count).toBe(130);
  });

  it("/search with no filter says the first 100 of every provider, and how to see them all", async () => {
    const data = await search("/search");
    expect(resultCountText(en, data.results.count)).toEqual({
      count: "Showing the first 100 of 250 matching providers",
      serving: null,
      hint: "To see every match, narrow the filters or choose a state: state pages list all their providers.",
    });
  });

  it("a city search says the 25 nearest of those within 30 miles and links the city page", async () => {
    const data = await search("/search?query=Houston");
    expect(data.results.count).toMatchObject({ shown: 25, matched: 120, kind: "nearest" });
    expect(data.results.count.seeAll).toEqual({ href: "/texas/houston", place: "Houston, TX" });
  });

  it("a name search is titled by the name, not 'near' it", async () => {
    const data = await search("/search?query=Bayou%20Center%20007");
    expect(data.seo.title).toBe("ABA therapy providers matching “Bayou Center 007” | ABA Atlas");
    expect(data.seo.description).not.toContain("near");
  });

  it("home's filtered line counts every match", async () => {
    const result = await homePage.loader({ request: request("/?state=TX"), context: services, params: {} } as never);
    const data = (result as unknown as { data: { matchCount: number } }).data;
    expect(data.matchCount).toBe(250);
  });
});
