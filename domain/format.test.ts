import { describe, expect, it } from "vitest";
import { CARD_DESCRIPTION_LENGTH, closingTime, shortenDescription } from "./format.ts";

describe("shortenDescription (spec section 5)", () => {
  it("keeps short text and shortens long text with an ellipsis", () => {
    expect(shortenDescription("Short text.")).toBe("Short text.");
    const long = "word ".repeat(60).trim();
    const out = shortenDescription(long);
    expect(out.endsWith("…")).toBe(true);
    expect(out.length).toBeLessThanOrEqual(151);
    expect(shortenDescription(long, CARD_DESCRIPTION_LENGTH).length).toBeLessThanOrEqual(121);
  });
  it("cuts a word without spaces at the limit", () => {
    expect(shortenDescription("x".repeat(200), 10)).toBe("xxxxxxxxxx…");
  });
  it("treats a missing description as empty", () => {
    expect(shortenDescription(null)).toBe("");
  });
});

describe("closingTime", () => {
  it("takes the part after the dash of openingHours", () => {
    expect(closingTime("8:00 AM-6:00 PM")).toBe("6:00 PM");
    expect(closingTime("8:00 AM – 5:30 PM")).toBe("5:30 PM");
    expect(closingTime("Mon-Fri 9:00 AM-5:00 PM")).toBe("5:00 PM");
  });
  it("is null without one (the card says Hours vary)", () => {
    expect(closingTime("By appointment")).toBeNull();
    expect(closingTime("8:00 AM-")).toBeNull();
    expect(closingTime(null)).toBeNull();
  });
});
