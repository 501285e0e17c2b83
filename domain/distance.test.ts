import { describe, expect, it } from "vitest";
import { distanceDisplay, effectiveRadiusMiles, greatCircleMiles, isNearby } from "./distance.ts";

describe("distance rules (spec sections 4 and 9)", () => {
  it("computes great-circle miles (Austin to Dallas is about 182 miles)", () => {
    const austin = { lat: 30.2672, lng: -97.7431 };
    const dallas = { lat: 32.7767, lng: -96.797 };
    expect(greatCircleMiles(austin, dallas)).toBeGreaterThan(178);
    expect(greatCircleMiles(austin, dallas)).toBeLessThan(186);
    expect(greatCircleMiles(austin, austin)).toBe(0);
  });

  it("applies a distance filter only from 1 to 998 miles", () => {
    expect([0, 0.5, 1, 35, 998, 999, 1500, null, undefined, Number.NaN].map(effectiveRadiusMiles)).toEqual([
      null,
      null,
      1,
      35,
      998,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("shows the Nearby badge under 100 miles", () => {
    expect([0, 99.9, 100, 250, null, undefined].map(isNearby)).toEqual([true, true, false, false, false, false]);
  });

  it("shows feet under one mile and miles with one decimal otherwise", () => {
    expect(distanceDisplay(0.5)).toEqual({ value: 2640, unit: "ft", approximate: false });
    expect(distanceDisplay(0)).toEqual({ value: 0, unit: "ft", approximate: false });
    expect(distanceDisplay(1)).toEqual({ value: 1, unit: "mi", approximate: false });
    expect(distanceDisplay(12.345)).toEqual({ value: 12.3, unit: "mi", approximate: false });
    expect(distanceDisplay(-3)).toEqual({ value: 0, unit: "ft", approximate: false });
    expect(distanceDisplay(0.5, "address")).toEqual({ value: 2640, unit: "ft", approximate: false });
  });

  it("shows a zip-centre listing's distance as about whole miles, never feet", () => {
    expect(distanceDisplay(4.2, "zip")).toEqual({ value: 4, unit: "mi", approximate: true });
    expect(distanceDisplay(12.5, "zip")).toEqual({ value: 13, unit: "mi", approximate: true });
    expect(distanceDisplay(0.3, "zip")).toEqual({ value: 1, unit: "mi", approximate: true });
    expect(distanceDisplay(0, "zip")).toEqual({ value: 1, unit: "mi", approximate: true });
  });
});
