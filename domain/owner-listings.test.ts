import { describe, expect, it } from "vitest";
import { canMoveListing } from "./owner-listings.ts";
import { formatPrice, isPaidTier, isUpgrade, jobPack, PAID_TIERS } from "./payments.ts";

describe("listing status machine", () => {
  it("allows review, suspension, closing and reopening, and nothing else", () => {
    expect(canMoveListing("pending", "active")).toBe(true);
    expect(canMoveListing("active", "suspended")).toBe(true);
    expect(canMoveListing("suspended", "active")).toBe(true);
    expect(canMoveListing("closed", "active")).toBe(true);
    expect(canMoveListing("pending", "suspended")).toBe(false);
    expect(canMoveListing("active", "active")).toBe(false);
    expect(canMoveListing("active", "pending")).toBe(false);
    expect(canMoveListing("active", "deleted")).toBe(false);
  });
});

describe("plans and job packs", () => {
  it("sells the priced tiers of spec section 9, cheapest first", () => {
    expect(PAID_TIERS).toEqual(["premium", "premium-local", "premium-state", "featured"]);
    expect(isPaidTier("basic")).toBe(false);
    expect(isPaidTier("premium-city")).toBe(false);
  });

  it("an upgrade costs more than the current tier", () => {
    expect(isUpgrade("basic", "premium")).toBe(true);
    expect(isUpgrade("premium", "featured")).toBe(true);
    expect(isUpgrade("premium", "premium")).toBe(false);
    expect(isUpgrade("featured", "premium")).toBe(false);
    expect(isUpgrade("premium-state", "premium-local")).toBe(false);
  });

  it("job packs and prices", () => {
    expect(jobPack("pack_10")).toEqual({ id: "pack_10", postings: 10, price: 499 });
    expect(jobPack("pack_99")).toBeUndefined();
    expect(formatPrice(999, "en")).toBe("$999");
  });
});
