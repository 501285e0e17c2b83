import { describe, expect, it } from "vitest";
import { US_STATES } from "./states.ts";
import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  isDrawable,
  mergeMarkers,
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
    for (const s of [
      "hawaii",
      "maryland",
      "massachusetts",
      "new-hampshire",
      "new-jersey",
      "south-carolina",
      "vermont",
      "west-virginia",
    ])
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

describe("mergeMarkers", () => {
  const at = (id: number, lng: number) => ({ id, latitude: 30, longitude: lng });
  const inView = (m: { longitude: number }) => m.longitude > 0;

  it("appends only new, drawable markers", () => {
    const result = mergeMarkers(
      [at(1, 1), at(2, -1)],
      [at(2, -1), at(3, 2), { id: 4, latitude: 89, longitude: 2 }],
      inView,
    );
    expect(result.markers.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(result.added).toBe(1);
  });

  it("keeps the markers in view first when over the cap", () => {
    const existing = [at(1, -1), at(2, 1), at(3, -2)];
    const result = mergeMarkers(existing, [at(4, 3), at(5, -3)], inView, 3);
    expect(result.markers.map((m) => m.id)).toEqual([4, 2, 1]);
    expect(result.added).toBe(1);
  });

  it("changes nothing when nothing is new", () => {
    const existing = [at(1, 1)];
    expect(mergeMarkers(existing, [at(1, 1)], inView)).toEqual({ markers: existing, added: 0 });
  });
});
