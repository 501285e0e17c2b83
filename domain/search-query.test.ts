import { describe, expect, it } from "vitest";
import { cityCandidates, normalizeSearchText, zipFromQuery } from "./search-query.ts";

describe("normalizeSearchText", () => {
  it("trims, folds spaces and cuts to 50 characters", () => {
    expect(normalizeSearchText("  Austin   TX ")).toBe("Austin TX");
    expect(normalizeSearchText("a".repeat(80))).toHaveLength(50);
    expect(normalizeSearchText(undefined)).toBe("");
  });
});

describe("normalizeSearchText and characters outside the basic plane", () => {
  it("never cuts an emoji in half (a lone surrogate made the search a 500)", () => {
    const text = normalizeSearchText(`${"a".repeat(49)}😀b`);
    expect(text).toBe(`${"a".repeat(49)}😀`);
    expect(() => encodeURIComponent(text)).not.toThrow();
  });
});

describe("zipFromQuery", () => {
  it("accepts five digits and ZIP+4", () => {
    expect(zipFromQuery("78701")).toBe("78701");
    expect(zipFromQuery("78701-1234")).toBe("78701");
    expect(zipFromQuery("7870")).toBeNull();
    expect(zipFromQuery("787011")).toBeNull();
  });
});

describe("cityCandidates", () => {
  it("reads 'Austin', 'Austin, TX' and 'austin tx'", () => {
    expect(cityCandidates("Austin")).toEqual([{ spellings: ["austin"], state: null }]);
    expect(cityCandidates("Austin, TX")).toEqual([{ spellings: ["austin"], state: "TX" }]);
    expect(cityCandidates("austin tx")).toEqual([
      { spellings: ["austin"], state: "TX" },
      { spellings: ["austin tx"], state: null },
    ]);
    expect(cityCandidates("Salt Lake City, Utah")[0]).toEqual({ spellings: ["salt lake city"], state: "UT" });
    expect(cityCandidates("Buffalo New York")[0]).toEqual({ spellings: ["buffalo"], state: "NY" });
  });
  it("spells Saint, Fort and Mount both ways", () => {
    expect(cityCandidates("St. Louis")[0]?.spellings).toEqual(["st. louis", "saint louis", "st louis"]);
    expect(cityCandidates("Fort Worth")[0]?.spellings).toContain("ft worth");
  });
  it("never reads digits or symbols as a city", () => {
    expect(cityCandidates("78701")).toEqual([]);
    expect(cityCandidates("ABA #1")).toEqual([]);
    expect(cityCandidates("Austin, Nowhere")).toEqual([]);
  });
});
