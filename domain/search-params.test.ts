import { describe, expect, it } from "vitest";
import { parseListingSearchParams, toSearchQuery, toViewportFilterQuery } from "./search-params.ts";

describe("toSearchQuery", () => {
  it("round-trips through the parser", () => {
    const raw =
      "query=Bright&state=tx&tier=premium,featured&services=ABA Therapy&services=Speech Therapy&insurances=aetna&rating=4&lat=30.2&lng=-97.7&distance=35&sort=rating&page=2&accepting=true&age=6&setting=in-home&language=es&funding=medicaid";
    const first = parseListingSearchParams(new URLSearchParams(raw));
    expect(first.success).toBe(true);
    if (!first.success) return;
    const again = parseListingSearchParams(toSearchQuery(first.data));
    expect(again).toEqual(first);
  });

  it("leaves out defaults", () => {
    expect(toSearchQuery({}).toString()).toBe("");
    expect(toSearchQuery({ homepageMap: true, statePage: true, state: "TX" }).toString()).toBe(
      "homepage_map=true&state=TX&state_page=true",
    );
  });

  it("keeps only the viewport's filters", () => {
    const q = toViewportFilterQuery({
      query: "Austin",
      state: "TX",
      services: ["ABA Therapy"],
      location: { lat: 30, lng: -97 },
      distance: 35,
      sort: "name",
      rating: 3,
    });
    expect(q.toString()).toBe("state=TX&services=ABA+Therapy&rating=3");
  });
});
