import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_CENTER } from "./states.ts";
import {
  PIN_POINT_ZOOM,
  PIN_ZIP_ZOOM,
  formatCoordinate,
  isInUnitedStates,
  pinStart,
  roundCoordinate,
  typedPosition,
  zipReplacesPosition,
} from "./listing-position.ts";

describe("isInUnitedStates", () => {
  it("takes the corners of the 50 states and DC", () => {
    const inside: Array<[string, number, number]> = [
      ["Austin", 30.2672, -97.7431],
      ["Key West", 24.5551, -81.78],
      ["Cape Alava, WA", 48.1642, -124.7333],
      ["Lubec, ME", 44.8606, -66.9843],
      ["Lake of the Woods, MN", 49.3843, -95.1533],
      ["Washington DC", 38.8974, -77.0268],
      ["Utqiagvik, AK", 71.2906, -156.7887],
      ["Adak, AK", 51.874, -176.634],
      ["Attu, AK (east of the 180th meridian)", 52.8394, 173.1806],
      ["Ketchikan, AK", 55.3422, -131.6461],
      ["Hilo, HI", 19.7241, -155.0868],
      ["Ka Lae, HI", 18.9136, -155.6814],
    ];
    for (const [name, lat, lng] of inside) expect(isInUnitedStates(lat, lng), name).toBe(true);
  });

  it("refuses a sign left off, swapped coordinates, zero and places abroad", () => {
    const outside: Array<[string, number, number]> = [
      ["longitude without its minus", 30.2672, 97.7431],
      ["swapped", -97.7431, 30.2672],
      ["null island", 0, 0],
      ["Mexico City", 19.4326, -99.1332],
      ["London", 51.5072, -0.1276],
      ["Tokyo", 35.6762, 139.6503],
      ["Puerto Rico (not served)", 18.4655, -66.1057],
    ];
    for (const [name, lat, lng] of outside) expect(isInUnitedStates(lat, lng), name).toBe(false);
  });
});

describe("coordinates", () => {
  it("round to six decimals", () => {
    expect(roundCoordinate(30.26721234567)).toBe(30.267212);
    expect(roundCoordinate(-97.7431006)).toBe(-97.743101);
    expect(formatCoordinate(30.26721234567)).toBe("30.267212");
    expect(formatCoordinate(-97.74310000001)).toBe("-97.7431");
    expect(formatCoordinate(40)).toBe("40");
  });

  it("typedPosition needs both numbers, inside the United States", () => {
    expect(typedPosition(" 30.2672 ", "-97.7431")).toEqual({ lat: 30.2672, lng: -97.7431 });
    expect(typedPosition("30.2672", "")).toBeNull();
    expect(typedPosition("", "")).toBeNull();
    expect(typedPosition("30,2672", "-97.7431")).toBeNull();
    expect(typedPosition("30.2672", "97.7431")).toBeNull();
  });
});

describe("pinStart", () => {
  const typed = { lat: 30.2672, lng: -97.7431 };
  const place = { lat: 30.27, lng: -97.74, zip: true };

  it("stands on typed coordinates the server keeps", () => {
    expect(pinStart({ typed, typedKept: true, place, state: "TX" })).toEqual({
      view: { ...typed, zoom: PIN_POINT_ZOOM },
      source: "typed",
    });
  });

  it("follows the zip code when the stored position will be replaced by it, or nothing is typed", () => {
    const expected = { view: { lat: 30.27, lng: -97.74, zoom: PIN_ZIP_ZOOM }, source: "place" };
    expect(pinStart({ typed, typedKept: false, place, state: "TX" })).toEqual(expected);
    expect(pinStart({ typed: null, typedKept: true, place, state: "TX" })).toEqual(expected);
    expect(pinStart({ typed: null, typedKept: true, place: { ...place, zip: false }, state: "TX" }).view.zoom).toBe(11);
  });

  it("falls back to the state's centre, then the country's", () => {
    const texas = pinStart({ typed: null, typedKept: true, place: null, state: "TX" });
    expect(texas.source).toBe("area");
    expect(texas.view.zoom).toBe(6);
    expect(pinStart({ typed: null, typedKept: true, place: null, state: "" }).view).toEqual({
      ...DEFAULT_MAP_CENTER,
      zoom: 4,
    });
  });
});

describe("zipReplacesPosition", () => {
  const stored = { zipCode: "78701", latitude: 30.27, longitude: -97.74 };
  it("is true only for a new zip with the stored coordinates sent back", () => {
    expect(zipReplacesPosition({ ...stored, zipCode: "10001" }, stored)).toBe(true);
    expect(zipReplacesPosition(stored, stored)).toBe(false);
    expect(zipReplacesPosition({ zipCode: "10001", latitude: 40.75, longitude: -73.99 }, stored)).toBe(false);
  });
});
