import { describe, expect, it } from "vitest";
import { parseListingSearchParams, toSearchQuery, toViewportFilterQuery } from "./search-params.ts";

describe("toSearchQuery", () => {
  it("round-trips through the parser", () => {
    const raw =
      "query=Bright&state=tx&tier=premium,featured&services=ABA Therapy&services=Speech Therapy&insurances=aetna&rating=4&lat=30.2&lng=-97.7&distance=35&sort=rating&page=2&accepting=true&age=6&setting=in-home&language=es&funding=medicaid&provider_kind=independent_practitioner";
    const first = parseListingSearchParams(new URLSearchParams(raw));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const again = parseListingSearchParams(toSearchQuery(first.value));
    expect(again).toEqual(first);
  });

  it("leaves out defaults", () => {
    expect(toSearchQuery({}).toString()).toBe("");
    expect(toSearchQuery({ homepageMap: true, statePage: true, state: "TX" }).toString()).toBe(
      "homepage_map=true&state=TX&state_page=true",
    );
  });

  it("carries the provider type, and leaves it out for any", () => {
    for (const kind of ["organization", "independent_practitioner"] as const) {
      const q = toSearchQuery({ providerKind: kind });
      expect(q.toString()).toBe(`provider_kind=${kind}`);
      const parsed = parseListingSearchParams(q);
      expect(parsed.ok && parsed.value.providerKind).toBe(kind);
    }
    expect(toSearchQuery({ providerKind: undefined }).toString()).toBe("");
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
      providerKind: "organization",
    });
    expect(q.toString()).toBe("state=TX&services=ABA+Therapy&rating=3&provider_kind=organization");
  });
});

describe("provider_kind", () => {
  it("accepts either type without regard to case, and nothing else", () => {
    const ok = parseListingSearchParams({ provider_kind: "Independent_Practitioner" });
    expect(ok.ok && ok.value.providerKind).toBe("independent_practitioner");
    const blank = parseListingSearchParams({ provider_kind: "" });
    expect(blank.ok && blank.value.providerKind).toBeUndefined();
    const bad = parseListingSearchParams({ provider_kind: "solo" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.error.fields)).toEqual(["provider_kind"]);
  });
});
