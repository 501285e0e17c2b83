import { describe, expect, it } from "vitest";
import { ageRangeMatches, parseAgeRange } from "./product-age-range.ts";
import { parseProductFilters } from "./product-params.ts";

describe("parseAgeRange", () => {
  it("reads the catalogue's formats", () => {
    expect(parseAgeRange("3+")).toEqual({ min: 3, max: Infinity });
    expect(parseAgeRange("6-12")).toEqual({ min: 6, max: 12 });
    expect(parseAgeRange("4–10")).toEqual({ min: 4, max: 10 });
    expect(parseAgeRange("All ages")).toEqual({ min: 0, max: Infinity });
    expect(parseAgeRange("Teens & adults")).toEqual({ min: 13, max: Infinity });
    expect(parseAgeRange("Adults")).toEqual({ min: 18, max: Infinity });
    expect(parseAgeRange("")).toBeNull();
    expect(parseAgeRange(null)).toBeNull();
    expect(parseAgeRange("newborns")).toBeNull();
  });

  it("matches a band when the ranges overlap", () => {
    expect(ageRangeMatches("3+", "under-3")).toBe(false);
    expect(ageRangeMatches("2+", "under-3")).toBe(true);
    expect(ageRangeMatches("3+", "13-plus")).toBe(true);
    expect(ageRangeMatches("6-12", "3-5")).toBe(false);
    expect(ageRangeMatches("4-10", "3-5")).toBe(true);
    expect(ageRangeMatches("Teens & adults", "6-12")).toBe(false);
    expect(ageRangeMatches("All ages", "under-3")).toBe(true);
    expect(ageRangeMatches("unknown", "3-5")).toBe(false);
  });
});

describe("parseProductFilters", () => {
  it("keeps valid values and drops the rest", () => {
    expect(parseProductFilters(new URLSearchParams("category=Fidgets&age=3-5&sort=price-asc"))).toEqual({
      category: "fidgets",
      age: "3-5",
      sort: "price-asc",
    });
    expect(parseProductFilters(new URLSearchParams("category=%3Cscript%3E&age=99&sort=cheapest"))).toEqual({
      category: null,
      age: null,
      sort: "featured",
    });
    expect(parseProductFilters(new URLSearchParams(""))).toEqual({ category: null, age: null, sort: "featured" });
  });
});
