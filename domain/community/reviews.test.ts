import { describe, expect, it } from "vitest";
import { parseCompareIds } from "./compare.ts";
import { parseIdList, toggleId } from "./favorites.ts";
import { ratingDistribution, spamKind } from "./reviews.ts";

describe("spamKind", () => {
  it("accepts an ordinary review, in English or Spanish", () => {
    expect(spamKind("The staff were kind and our son made progress with his communication goals.")).toBeNull();
    expect(spamKind("La terapeuta fue muy paciente y nos explicó todo con claridad. ¡Muy recomendable!")).toBeNull();
  });

  it("refuses links and bare web addresses", () => {
    expect(spamKind("Great, see https://example.test/deal")).toBe("links");
    expect(spamKind("visit www.cheap-pills.test now")).toBe("links");
    expect(spamKind("order at cheappills.com today")).toBe("links");
  });

  it("refuses repeated text", () => {
    expect(spamKind("Amazing!!!!!!!!!!!!!!")).toBe("repeated");
    expect(spamKind("best best best best best best best best best best best best")).toBe("repeated");
    expect(
      spamKind("call them right now please. call them right now please. call them right now please. thanks"),
    ).toBe("repeated");
  });
});

describe("ratingDistribution", () => {
  it("lists 5 to 1 stars with whole percentages", () => {
    expect(ratingDistribution({ 5: 3, 1: 1 })).toEqual([
      { stars: 5, count: 3, percent: 75 },
      { stars: 4, count: 0, percent: 0 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
  });
});

describe("id lists", () => {
  it("keep positive ids once, in order, up to the limit", () => {
    expect(parseIdList("3.1.x.3.-2.0.99999999999.7", 10)).toEqual([3, 1, 7]);
    expect(parseCompareIds("1,2,3,4,5")).toEqual([1, 2, 3, 4]);
    expect(toggleId([1, 2], 3, true)).toEqual([3, 1, 2]);
    expect(toggleId([1, 2], 1, false)).toEqual([2]);
  });
});
