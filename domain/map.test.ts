import { describe, expect, it } from "vitest";
import { US_STATES } from "./states.ts";
import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  isDrawable,
  markerGroup,
  pointMapView,
  stateMapView,
  toCoordinate,
} from "./map.ts";

describe("stateMapView", () => {
  it("uses the spec's default zooms", () => {
    expect(stateMapView("texas").zoom).toBe(6);
    expect(stateMapView("MT").zoom).toBe(6);
    expect(stateMapView("alaska").zoom).toBe(4);
    for (const s of ["hawaii", "maryland", "massachusetts", "new-hampshire", "new-jersey", "south-carolina", "vermont", "west-virginia"])
      expect(stateMapView(s).zoom, s).toBe(8);
    expect(stateMapView("ohio").zoom).toBe(7);
    expect(stateMapView("district-of-columbia").zoom).toBe(7);
  });

  it("centres every state inside the United States' extent", () => {
    for (const s of US_STATES) {
      const v = stateMapView(s.code);
      expect(v.lat, s.name).toBeGreaterThan(18);
      expect(v.lat, s.name).toBeLessThan(72);
      expect(v.lng, s.name).toBeGreaterThan(-180);
      expect(v.lng, s.name).toBeLessThan(-66);
    }
    // A few well-known centres, within a degree.
    expect(stateMapView("TX").lat).toBeCloseTo(31.1, 0);
    expect(stateMapView("CA").lng).toBeCloseTo(-119.7, 0);
  });

  it("falls back to the default centre for unknown or missing states", () => {
    expect(stateMapView("atlantis")).toEqual({ ...DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM });
    expect(stateMapView(undefined)).toEqual({ lat: 39.8283, lng: -98.5795, zoom: DEFAULT_MAP_ZOOM });
  });
});

describe("coordinates", () => {
  it("converts numeric strings and rejects everything else", () => {
    expect(toCoordinate("30.25")).toBe(30.25);
    expect(toCoordinate(" -97.7 ")).toBe(-97.7);
    expect(toCoordinate(12)).toBe(12);
    expect(toCoordinate("")).toBeNull();
    expect(toCoordinate("north")).toBeNull();
    expect(toCoordinate(Number.NaN)).toBeNull();
    expect(toCoordinate(null)).toBeNull();
  });

  it("draws only |lat| <= 85 and |lng| <= 180", () => {
    expect(isDrawable(85, 180)).toBe(true);
    expect(isDrawable("-85", "-180")).toBe(true);
    expect(isDrawable(85.01, 0)).toBe(false);
    expect(isDrawable(0, 180.5)).toBe(false);
    expect(isDrawable(null, 0)).toBe(false);
  });

  it("centres a point view, or falls back to the default centre", () => {
    expect(pointMapView("30.2", "-97.7", 13)).toEqual({ lat: 30.2, lng: -97.7, zoom: 13 });
    expect(pointMapView(null, -97.7, 13)).toEqual({ ...DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM });
  });
});

describe("markerGroup", () => {
  it("colours premium-local like premium and anything unknown like basic", () => {
    expect(markerGroup("featured")).toBe("featured");
    expect(markerGroup("premium-state")).toBe("premium-state");
    expect(markerGroup("premium-city")).toBe("premium-city");
    expect(markerGroup("premium-local")).toBe("premium");
    expect(markerGroup("premium")).toBe("premium");
    expect(markerGroup("basic")).toBe("basic");
    expect(markerGroup("gold")).toBe("basic");
  });
});
