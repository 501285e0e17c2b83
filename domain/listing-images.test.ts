import { describe, expect, it } from "vitest";
import { canAddImage, imageLimit } from "./listing-images.ts";

describe("photos per tier", () => {
  it("allows basic 1, premium 5, premium-local and premium-state 10, featured 20", () => {
    expect(imageLimit("basic")).toBe(1);
    expect(imageLimit("premium")).toBe(5);
    expect(imageLimit("premium-local")).toBe(10);
    expect(imageLimit("premium-state")).toBe(10);
    expect(imageLimit("featured")).toBe(20);
  });

  it("counts an unknown or missing tier as basic", () => {
    expect(imageLimit("gold")).toBe(1);
    expect(imageLimit(null)).toBe(1);
  });

  it("lets one more photo in only below the limit", () => {
    expect(canAddImage("basic", 0)).toBe(true);
    expect(canAddImage("basic", 1)).toBe(false);
    expect(canAddImage("premium", 4)).toBe(true);
    expect(canAddImage("premium", 5)).toBe(false);
    expect(canAddImage("featured", 19)).toBe(true);
    expect(canAddImage("featured", 20)).toBe(false);
  });
});
