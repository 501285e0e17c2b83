import { describe, expect, it } from "vitest";
import { isInUnitedStates } from "@domain/listing-position.ts";
import { usPlaces, zipCounties } from "./places.server.ts";

describe("the places table and the United States' bounds", () => {
  it("has every zip code inside the bounds a listing's pin must keep, but two wrong rows", () => {
    const outside = usPlaces()
      .filter((p) => !isInUnitedStates(p.latitude, p.longitude))
      .map((p) => p.zip);
    // 10200 (New York) has its longitude's sign lost in the dataset; 96898 is Wake Island.
    expect(outside.sort()).toEqual(["10200", "96898"]);
  });
});

describe("zip codes' counties", () => {
  it("gives nearly every zip code its county's five-digit FIPS code and name", () => {
    const counties = new Map(zipCounties().map((c) => [c.zip, c]));
    expect(counties.get("78701")).toEqual({ zip: "78701", fips: "48453", name: "Travis" });
    expect(counties.get("10001")).toEqual({ zip: "10001", fips: "36061", name: "New York" });
    expect(counties.get("99553")).toMatchObject({ fips: "02013", name: "Aleutians East" });
    const places = usPlaces();
    const known = places.filter((p) => counties.has(p.zip)).length;
    expect(known / places.length).toBeGreaterThan(0.97);
  });
});
