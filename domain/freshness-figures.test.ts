import { describe, expect, it } from "vitest";
import { sharePercent } from "./freshness-figures.ts";

describe("sharePercent", () => {
  it("rounds to one decimal, and has no share of nothing", () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(2, 3)).toBe(66.7);
    expect(sharePercent(1, 8)).toBe(12.5);
    expect(sharePercent(0, 5)).toBe(0);
    expect(sharePercent(5, 5)).toBe(100);
    expect(sharePercent(0, 0)).toBeNull();
  });
});
