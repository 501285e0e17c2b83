import { describe, expect, it } from "vitest";
import { parseListingFields } from "./listing-input.ts";

const base = { name: "Bright Steps", city: "Austin", state: "tx", zipCode: "78701", email: "A@Example.com" };

describe("listing form", () => {
  it("normalizes phone, website, state and email, and lists", () => {
    const r = parseListingFields({
      ...base,
      phone: "+1 (512) 555-0147",
      website: "example.org",
      services: ["ABA Therapy", "ABA Therapy"],
    });
    expect(r.ok && r.value).toMatchObject({
      state: "TX",
      phone: "5125550147",
      website: "https://example.org/",
      email: "a@example.com",
      services: ["ABA Therapy"],
    });
  });

  it("email: required on add with the spec's words, optional on edit", () => {
    const add = parseListingFields({ ...base, email: "" });
    expect(!add.ok && add.error.email).toBe("email_required");
    expect(parseListingFields({ ...base, email: "" }, { emailRequired: false }).ok).toBe(true);
    const bad = parseListingFields({ ...base, email: "a@b" });
    expect(!bad.ok && bad.error.email).toBe("email_invalid");
  });

  it("names every wrong field", () => {
    const r = parseListingFields({
      name: "",
      city: "",
      state: "XX",
      zipCode: "123",
      email: "x@example.com",
      latitude: "91",
      longitude: "",
      website: "javascript:alert(1)",
      services: ["Astrology"],
      bcbaCertificantNumbers: "12345",
      waitlistWeeks: "-1",
    });
    expect(!r.ok && r.error).toEqual({
      name: "required",
      city: "required",
      state: "state_invalid",
      zipCode: "zip_invalid",
      coordinates: "coordinates_invalid",
      website: "website_invalid",
      services: "value_invalid",
      bcbaCertificantNumbers: "bcba_invalid",
      waitlistWeeks: "number_invalid",
    });
  });

  it("keeps the wait only for a waitlist", () => {
    const open = parseListingFields({ ...base, acceptingNewClients: "yes", waitlistWeeks: "4" });
    expect(open.ok && open.value.waitlistWeeks).toBeNull();
    const waitlist = parseListingFields({ ...base, acceptingNewClients: "no", waitlistWeeks: "4" });
    expect(waitlist.ok && waitlist.value.waitlistWeeks).toBe(4);
  });

  it("keeps a typed map position only inside the United States", () => {
    const austin = parseListingFields({ ...base, latitude: "30.267153", longitude: "-97.743061" });
    expect(austin.ok && [austin.value.latitude, austin.value.longitude]).toEqual([30.267153, -97.743061]);
    const noSign = parseListingFields({ ...base, latitude: "30.2672", longitude: "97.7431" });
    expect(!noSign.ok && noSign.error).toEqual({ coordinates: "coordinates_outside_us" });
    const half = parseListingFields({ ...base, latitude: "30.2672", longitude: "" });
    expect(!half.ok && half.error).toEqual({ coordinates: "coordinates_invalid" });
    const none = parseListingFields({ ...base, latitude: "", longitude: "" });
    expect(none.ok && [none.value.latitude, none.value.longitude]).toEqual([null, null]);
  });
});
