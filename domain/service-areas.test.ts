import { describe, expect, it } from "vitest";
import { METERS_PER_MILE } from "./distance.ts";
import {
  areaKeys,
  countyKey,
  coverage,
  homeRadiusMiles,
  parseArea,
  placeKeys,
  type ServiceArea,
} from "./service-areas.ts";

const none = { kind: "none", radius: "", zips: "", counties: "", states: "" };
const place = { zips: ["78701"], counties: ["48453"], state: "TX" };

describe("coverage", () => {
  const radius: ServiceArea = { careSetting: "in-home", kind: "radius", radiusMiles: 10 };
  it("a radius covers the point up to its edge, not past it", () => {
    expect(coverage([radius], place, 10 * METERS_PER_MILE)).toEqual({ careSetting: "in-home", state: "TX" });
    expect(coverage([radius], place, 10 * METERS_PER_MILE + 1)).toBeNull();
    expect(coverage([radius], place, null)).toBeNull();
  });
  it("a zip list covers the place's zips; a state list its state", () => {
    const zips: ServiceArea = { careSetting: "in-home", kind: "zips", codes: ["78702", "78701"] };
    const states: ServiceArea = { careSetting: "telehealth", kind: "states", codes: ["OK", "TX"] };
    expect(coverage([zips], place, 1e9)?.careSetting).toBe("in-home");
    expect(coverage([zips], { zips: ["78703"], counties: ["48453"], state: "TX" }, 0)).toBeNull();
    expect(coverage([states], place, 1e9)).toEqual({ careSetting: "telehealth", state: "TX" });
    expect(coverage([states], { zips: [], counties: [], state: "CA" }, 0)).toBeNull();
  });
  it("a county list covers the place's counties", () => {
    const counties: ServiceArea = {
      careSetting: "in-home",
      kind: "counties",
      codes: ["48453", "48491"],
      names: ["Travis, TX", "Williamson, TX"],
    };
    expect(coverage([counties], place, 1e9)).toEqual({ careSetting: "in-home", state: "TX" });
    expect(coverage([counties], { zips: ["78701"], counties: ["48209"], state: "TX" }, 0)).toBeNull();
  });
  it("in-home wins over telehealth, and only the care settings asked for count", () => {
    const both: ServiceArea[] = [
      { careSetting: "telehealth", kind: "states", codes: ["TX"] },
      { careSetting: "in-home", kind: "radius", radiusMiles: 5 },
    ];
    expect(coverage(both, place, 0)?.careSetting).toBe("in-home");
    expect(coverage(both, place, 0, ["telehealth"])?.careSetting).toBe("telehealth");
    expect(coverage(both, place, 0, ["center"])).toBeNull();
  });
  it("a telehealth radius is no travel radius", () => {
    expect(coverage([{ careSetting: "telehealth", kind: "radius", radiusMiles: 50 }], place, 0)).toBeNull();
  });
});

describe("keys", () => {
  it("areas and places meet on the same keys", () => {
    const areas: ServiceArea[] = [
      { careSetting: "in-home", kind: "zips", codes: ["78701"] },
      { careSetting: "telehealth", kind: "states", codes: ["TX"] },
      { careSetting: "in-home", kind: "radius", radiusMiles: 30 },
      { careSetting: "in-home", kind: "counties", codes: ["48453"], names: ["Travis, TX"] },
    ];
    expect(areaKeys(areas)).toEqual(["in-home:county:48453", "in-home:zip:78701", "telehealth:state:TX"]);
    expect(placeKeys(place, ["in-home", "telehealth"])).toEqual(
      expect.arrayContaining(["in-home:county:48453", "in-home:zip:78701", "telehealth:state:TX"]),
    );
    expect(homeRadiusMiles(areas)).toBe(30);
  });
});

describe("parseArea", () => {
  it.each([
    ["0", false],
    ["1", true],
    ["100", true],
    ["101", false],
    ["2.5", false],
    ["ten", false],
  ])("a radius of %s miles: accepted %s", (radius, okay) => {
    expect(parseArea("in-home", { ...none, kind: "radius", radius }).ok).toBe(okay);
  });
  it("reads zip codes and states as typed lists, each once, sorted", () => {
    expect(parseArea("in-home", { ...none, kind: "zips", zips: "78702, 78701\n78701" })).toEqual({
      ok: true,
      area: { careSetting: "in-home", kind: "zips", codes: ["78701", "78702"] },
    });
    expect(parseArea("telehealth", { ...none, kind: "states", states: "tx ok" })).toEqual({
      ok: true,
      area: { careSetting: "telehealth", kind: "states", codes: ["OK", "TX"] },
    });
    expect(parseArea("telehealth", { ...none, kind: "states", states: "TX, XX" })).toEqual({
      ok: false,
      error: "states_invalid",
    });
    expect(parseArea("in-home", { ...none, kind: "zips", zips: "7870" })).toEqual({ ok: false, error: "zips_invalid" });
    expect(parseArea("in-home", { ...none, kind: "zips", zips: " " })).toEqual({ ok: false, error: "codes_required" });
  });
  it("reads counties as 'Name, ST' lines, each once, for the server to find", () => {
    expect(
      parseArea("in-home", { ...none, kind: "counties", counties: "Travis County, tx\nWilliamson, TX; travis, TX" }),
    ).toEqual({
      ok: true,
      area: null,
      counties: [
        { name: "Travis County", state: "TX" },
        { name: "Williamson", state: "TX" },
      ],
    });
    expect(parseArea("in-home", { ...none, kind: "counties", counties: "Travis" })).toEqual({
      ok: false,
      error: "counties_invalid",
    });
    expect(parseArea("in-home", { ...none, kind: "counties", counties: "Travis, XX" })).toEqual({
      ok: false,
      error: "counties_invalid",
    });
    const many = Array.from({ length: 51 }, (_, i) => `County ${i}, TX`).join("\n");
    expect(parseArea("in-home", { ...none, kind: "counties", counties: many })).toEqual({
      ok: false,
      error: "counties_too_many",
    });
    expect(parseArea("telehealth", { ...none, kind: "counties", counties: "Travis, TX" })).toEqual({
      ok: false,
      error: "kind_invalid",
    });
    expect(countyKey("St. Mary Parish")).toBe(countyKey("st mary"));
  });
  it("states are telehealth's, a radius in-home's; 'none' is no area", () => {
    expect(parseArea("in-home", { ...none, kind: "states", states: "TX" })).toEqual({
      ok: false,
      error: "kind_invalid",
    });
    expect(parseArea("telehealth", { ...none, kind: "radius", radius: "5" })).toEqual({
      ok: false,
      error: "kind_invalid",
    });
    expect(parseArea("telehealth", none)).toEqual({ ok: true, area: null });
  });
});
