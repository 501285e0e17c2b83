import { describe, expect, it } from "vitest";
import { distanceParam, hrefWith, isFiltered, keepLocationHref, sliderPosition, type FilterValues } from "./filter-values.ts";
import { cardImageUrl } from "./types.ts";

const none: FilterValues = {
  query: "",
  lat: null,
  lng: null,
  distance: 0,
  services: [],
  state: "",
  insurances: [],
  tiers: [],
  rating: 0,
  accepting: false,
  startWithin: "",
  age: null,
  settings: [],
  languages: [],
  funding: [],
  providerKind: "",
  sort: "",
};

describe("distance slider (spec 9)", () => {
  it("maps 0 to any and 150 to everywhere (999)", () => {
    expect(distanceParam(0)).toBeNull();
    expect(distanceParam(35)).toBe(35);
    expect(distanceParam(150)).toBe(999);
  });
  it("places a distance parameter on the slider", () => {
    expect(sliderPosition(undefined)).toBe(0);
    expect(sliderPosition(35)).toBe(35);
    expect(sliderPosition(999)).toBe(150);
    expect(sliderPosition(200)).toBe(150);
  });
});

describe("isFiltered (spec 4)", () => {
  it("is false without filters and for a location without a real radius", () => {
    expect(isFiltered(none)).toBe(false);
    expect(isFiltered({ ...none, lat: 30, lng: -97, distance: 150 })).toBe(false);
  });
  it("is true for any filter or a location with a radius", () => {
    expect(isFiltered({ ...none, services: ["ABA Therapy"] })).toBe(true);
    expect(isFiltered({ ...none, rating: 4 })).toBe(true);
    expect(isFiltered({ ...none, lat: 30, lng: -97, distance: 35 })).toBe(true);
    expect(isFiltered({ ...none, accepting: true })).toBe(true);
    expect(isFiltered({ ...none, providerKind: "independent_practitioner" })).toBe(true);
  });
});

describe("links", () => {
  it("changes one parameter of the current address", () => {
    expect(hrefWith("/search", "?query=austin&page=2", { page: "3" })).toBe("/search?query=austin&page=3");
    expect(hrefWith("/search", "?page=2", { page: null })).toBe("/search");
  });
  it("serves stored images resized (spec 7)", () => {
    expect(cardImageUrl("/api/files/a.jpg")).toBe("/api/images/a.jpg?size=card&quality=80");
  });
});

describe("keepLocationHref", () => {
  const base = { lat: null, lng: null, state: "TX" };
  it("keeps only the location, and the state when asked", () => {
    expect(keepLocationHref("/search", base)).toBe("/search");
    expect(keepLocationHref("/search", base, true)).toBe("/search?state=TX");
    expect(keepLocationHref("/texas", { ...base, lat: 30.2, lng: -97.7 })).toBe("/texas?lat=30.2&lng=-97.7");
  });
});
