import { describe, expect, it } from "vitest";
import { listingUrl } from "./listing-url.ts";

describe("listingUrl (spec section 2)", () => {
  it("builds /{state}/{city}/{name}/{id} with the state slug from its name", () => {
    expect(listingUrl({ id: 42, name: "Bright Steps ABA", city: "Austin", state: "TX" })).toBe(
      "/texas/austin/bright-steps-aba/42",
    );
    expect(listingUrl({ id: 7, name: "Capitol Kids, LLC", city: "Washington", state: "DC" })).toBe(
      "/washington-dc/washington/capitol-kids-llc/7",
    );
    expect(listingUrl({ id: 8, name: "Río Center", city: "Saint Louis", state: "MO" })).toBe(
      "/missouri/saint-louis/rio-center/8",
    );
  });
  it("links to / when id, name, city or state is missing", () => {
    expect(listingUrl({ name: "A", city: "Austin", state: "TX" })).toBe("/");
    expect(listingUrl({ id: 1, name: "", city: "Austin", state: "TX" })).toBe("/");
    expect(listingUrl({ id: 1, name: "A", city: null, state: "TX" })).toBe("/");
    expect(listingUrl({ id: 1, name: "A", city: "Austin" })).toBe("/");
  });
  it("falls back to /listing/{id} when the URL cannot be built", () => {
    expect(listingUrl({ id: 3, name: "A", city: "Nowhere", state: "ZZ" })).toBe("/listing/3");
    expect(listingUrl({ id: 4, name: "!!!", city: "Austin", state: "TX" })).toBe("/listing/4");
  });
});
