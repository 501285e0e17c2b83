import { describe, expect, it } from "vitest";
import { formatPhone, phoneHref } from "./phone.ts";

describe("formatPhone (spec section 5)", () => {
  it("formats exactly ten digits as (area) prefix-line", () => {
    expect(formatPhone("5125550147")).toBe("(512) 555-0147");
    expect(formatPhone("512.555.0147")).toBe("(512) 555-0147");
    expect(formatPhone("(512) 555 0147")).toBe("(512) 555-0147");
  });
  it("leaves anything else unchanged", () => {
    expect(formatPhone("+1 512 555 0147")).toBe("+1 512 555 0147");
    expect(formatPhone("555-0147")).toBe("555-0147");
    expect(formatPhone("call us")).toBe("call us");
    expect(formatPhone(null)).toBe("");
  });
  it("builds tel: links", () => {
    expect(phoneHref("512-555-0147")).toBe("tel:+15125550147");
    expect(phoneHref("1 512 555 0147")).toBe("tel:+15125550147");
    expect(phoneHref("n/a")).toBeNull();
  });
});
