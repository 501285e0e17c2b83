/**
 * Audit 30, item 11: a city page keeps its own state's providers (spec 7), in its list and on its
 * map. Brooklyn's 30-mile radius reaches Jersey City and Newark, across the state line: neither
 * the list nor the map's markers (first load and panning) show them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as cityPage from "../../app/features/discovery/routes/city.tsx";
import { createApp } from "../../server/http/app.server.ts";
import { markerSearchResultSchema, markerViewportResultSchema } from "../../server/api/schemas.ts";
import type { AppServices } from "../../server/context.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
let services: AppServices;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  app = createApp(services);
  // [name, city, state, lat, lng]
  const rows: [string, string, string, number, number][] = [
    ["Brooklyn Steps", "Brooklyn", "NY", 40.6782, -73.9442],
    ["Park Slope ABA", "Brooklyn", "NY", 40.671, -73.977],
    ["Queens Kids", "Queens", "NY", 40.7282, -73.7949],
    ["Hudson River ABA", "Jersey City", "NJ", 40.7178, -74.0431],
    ["Newark Learning", "Newark", "NJ", 40.7357, -74.1724],
  ];
  for (const [name, city, state, lat, lng] of rows) {
    await t.sql`insert into listings (name, city, state, latitude, longitude, email)
      values (${name}, ${city}, ${state}, ${lat}, ${lng}, 'office@example.com')`;
  }
});

type CityData = Awaited<ReturnType<typeof cityPage.loader>>["data"];
async function cityData(path: string): Promise<CityData> {
  const request = new Request(`http://localhost${path}`);
  const result = (await cityPage.loader({
    request,
    context: services,
    params: { state: "new-york", city: "brooklyn" },
  } as never)) as { data: CityData };
  return result.data;
}

async function markers(path: string) {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as unknown;
}

describe("the Brooklyn, NY page", () => {
  it("lists and counts New York's providers only", async () => {
    const { area } = await cityData("/new-york/brooklyn");
    expect(area.listings.map((l) => l.name).sort()).toEqual(["Brooklyn Steps", "Park Slope ABA", "Queens Kids"]);
    expect(area.total).toBe(3);
    expect(area.areaTotal).toBe(3);
  });

  it("gives its map the same providers: the first markers and those loaded after panning", async () => {
    const { area } = await cityData("/new-york/brooklyn");
    const { markersQuery, viewportQuery } = area.map;
    expect(markersQuery).not.toBeNull();
    const first = markerSearchResultSchema.parse(await markers(`/api/listings?${markersQuery}&view=markers`));
    expect(first.listings.map((m) => m.state)).toEqual(["NY", "NY", "NY"]);
    expect(first.listings.map((m) => m.name).sort()).toEqual(area.listings.map((l) => l.name).sort());

    // Panning over the Hudson: the viewport around both shores loads New York's only.
    expect(viewportQuery).not.toBeNull();
    const bounds = "north=40.9&south=40.5&east=-73.7&west=-74.3&zoom=10&view=markers";
    const panned = markerViewportResultSchema.parse(
      await markers(`/api/listings/viewport?${viewportQuery}${viewportQuery ? "&" : ""}${bounds}`),
    );
    expect(panned.listings.map((m) => m.state).sort()).toEqual(["NY", "NY", "NY"]);
  });

  it("keeps to New York with a wider distance too", async () => {
    const { area } = await cityData("/new-york/brooklyn?distance=60");
    expect(area.listings.every((l) => !["Hudson River ABA", "Newark Learning"].includes(l.name))).toBe(true);
    expect(area.listings).toHaveLength(3);
  });
});
