import { describe, expect, it } from "vitest";
import { outboundTarget, type OutboundListing } from "./outbound-links.ts";

const listing: OutboundListing = {
  phone: "512-555-0147",
  email: "intake@aspen.example",
  website: "https://aspen.example/aba",
  address: "100 Congress Ave",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
  latitude: 30.26,
  longitude: -97.74,
};

describe("outboundTarget", () => {
  it("leads to the listing's own phone, email, website and directions", () => {
    expect(outboundTarget(listing, "phone")).toBe("tel:+15125550147");
    expect(outboundTarget(listing, "email")).toBe("mailto:intake@aspen.example");
    expect(outboundTarget(listing, "website")).toBe("https://aspen.example/aba");
    const directions = new URL(outboundTarget(listing, "directions")!);
    expect(directions.origin).toBe("https://www.google.com");
    expect(directions.searchParams.get("destination")).toBe("100 Congress Ave, Austin, TX 78701");
  });

  it("uses the coordinates for directions when there is no street address", () => {
    const url = new URL(outboundTarget({ ...listing, address: null }, "directions")!);
    expect(url.searchParams.get("destination")).toBe("30.26,-97.74");
    expect(outboundTarget({ ...listing, address: null, latitude: null }, "directions")).toBeNull();
  });

  it("never leads anywhere but http(s) for a website, and only to a plain address for email", () => {
    expect(outboundTarget({ ...listing, website: "javascript:alert(1)" }, "website")).toBeNull();
    expect(outboundTarget({ ...listing, website: "data:text/html,hi" }, "website")).toBeNull();
    expect(outboundTarget({ ...listing, website: "not a url" }, "website")).toBeNull();
    expect(outboundTarget({ ...listing, website: null }, "website")).toBeNull();
    expect(outboundTarget({ ...listing, email: "a@b.example?bcc=x@y.example" }, "email")).toBeNull();
    expect(outboundTarget({ ...listing, phone: null }, "phone")).toBeNull();
  });
});
