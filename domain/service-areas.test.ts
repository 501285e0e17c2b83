import { describe, expect, it } from "vitest";
import { METERS_PER_MILE } from "./distance.ts";
import { areaKeys, coverage, homeRadiusMiles, parseArea, placeKeys, type ServiceArea } from "./service-areas.ts";

const none = { kind: "none", radius: "", zips: "", states: "" };
const place = { zips: ["78701"], state: "TX" };

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
    expect(coverage([zips], { zips: ["78703"], state: "TX" }, 0)).toBeNull();
    expect(coverage([states], place, 1e9)).toEqual({ careSetting: "telehealth", state: "TX" });
    expect(coverage([states], { zips: [], state: "CA" }, 0)).toBeNull();
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
    ];
    expect(areaKeys(areas)).toEqual(["in-home:zip:78701", "telehealth:state:TX"]);
    expect(placeKeys(place, ["in-home", "telehealth"])).toEqual(
      expect.arrayContaining(["in-home:zip:78701", "telehealth:state:TX"]),
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
