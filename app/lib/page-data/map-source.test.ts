import { describe, expect, it } from "vitest";
import { searchParamsWithDefaults } from "@domain/search-params.ts";
import { cityMapSource, searchMapSource, stateMapSource } from "./map-source.server.ts";
import { listingMapSource, markersUrl } from "~/components/map/map-source.ts";

const params = (input: Parameters<typeof searchParamsWithDefaults>[0]) => searchParamsWithDefaults(input);

describe("map sources", () => {
  it("home without filters: the map set, the whole country, viewport loading without filters", () => {
    const source = searchMapSource(params({}), false);
    expect(source).toMatchObject({ markersQuery: "homepage_map=true", viewportQuery: "", fit: false });
    expect(source.view).toEqual({ lat: 39.8283, lng: -98.5795, zoom: 4 });
    expect(markersUrl(source.markersQuery!)).toBe("/api/listings?homepage_map=true&view=markers");
  });

  it("a filtered search: the same search without paging, fitted to its markers; the viewport keeps the filters", () => {
    const source = searchMapSource(
      params({ query: "Bright", services: ["ABA Therapy"], sort: "name", page: 3, rating: 4 }),
      true,
    );
    expect(source.markersQuery).toBe("query=Bright&services=ABA+Therapy&rating=4");
    expect(source.viewportQuery).toBe("services=ABA+Therapy&rating=4");
    expect(source.fit).toBe(true);
  });

  it("a search near a location starts there", () => {
    const source = searchMapSource(params({ location: { lat: 30.27, lng: -97.74 }, distance: 35 }), true);
    expect(source.view).toEqual({ lat: 30.27, lng: -97.74, zoom: 9 });
  });

  it("a state page: the state's centre and zoom, its listings, viewport loading kept to the state", () => {
    const source = stateMapSource(params({ services: ["Speech Therapy"] }), "MT");
    expect(source.view.zoom).toBe(6);
    expect(source.markersQuery).toBe("state=MT&services=Speech+Therapy&state_page=true");
    expect(source.viewportQuery).toBe("state=MT&services=Speech+Therapy");
    expect(source.fit).toBe(false);
  });

  it("a city page: centred on the city, its markers and panning kept to the state (spec 7)", () => {
    const source = cityMapSource(
      params({ location: { lat: 30.27, lng: -97.74 }, distance: 30, statePage: true }),
      { lat: 30.27, lng: -97.74 },
      "TX",
    );
    expect(source.view).toEqual({ lat: 30.27, lng: -97.74, zoom: 11 });
    expect(source.viewportQuery).toBe("state=TX");
    expect(source.markersQuery).toBe("state=TX&lat=30.27&lng=-97.74&distance=30&state_page=true");
  });

  it("a listing page: its one marker, no viewport loading; none without drawable coordinates", () => {
    const listing = {
      id: 7,
      name: "A",
      city: "Austin",
      state: "TX",
      tier: "featured" as const,
      url: "/texas/austin/a/7",
      locationPrecision: "zip" as const,
    };
    const source = listingMapSource({ ...listing, latitude: 30.2, longitude: -97.7 });
    expect(source).toMatchObject({ markersQuery: null, viewportQuery: null, single: true });
    expect(source!.markers).toEqual([{ ...listing, latitude: 30.2, longitude: -97.7 }]);
    expect(listingMapSource({ ...listing, latitude: null, longitude: -97.7 })).toBeNull();
    expect(listingMapSource({ ...listing, latitude: 88, longitude: -97.7 })).toBeNull();
  });
});
