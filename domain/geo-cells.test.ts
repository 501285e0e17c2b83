import { describe, expect, it } from "vitest";
import { cellsCoveringRadius, geoCellKeys, GEO_CELL_LEVELS, MAX_COVERING_CELLS } from "./geo-cells.ts";
import { greatCircleMiles, METERS_PER_MILE } from "./distance.ts";

/** earthdistance's earth() radius, which the search's radius test uses. */
const EARTH = 6_378_168;

/** A deterministic pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The point `meters` from the origin on the given bearing (great circle on the earth() sphere). */
function destination(origin: { lat: number; lng: number }, meters: number, bearing: number) {
  const rad = Math.PI / 180;
  const d = meters / EARTH;
  const lat1 = origin.lat * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lng2 =
    origin.lng * rad +
    Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / rad, lng: lng2 / rad };
}

describe("geo cells", () => {
  it("gives a point its cell at each size, floor of degrees times cells per degree", () => {
    expect(geoCellKeys({ lat: 40.7128, lng: -74.006 })).toEqual(["g0:407:-741", "g1:101:-186", "g2:25:-47"]);
    // On an edge a point belongs to the cell that starts there; below zero floor rounds down.
    expect(geoCellKeys({ lat: 0, lng: -0.05 })).toEqual(["g0:0:-1", "g1:0:-1", "g2:0:-1"]);
  });

  it("covers every point of a radius, up to its edge, with the finest cells that need at most 24", () => {
    const next = random(29);
    for (let i = 0; i < 400; i++) {
      const origin = { lat: 19 + next() * 52, lng: -170 + next() * 105 };
      const miles = 1 + next() * 200;
      const cover = cellsCoveringRadius(origin, miles * METERS_PER_MILE, EARTH);
      if (!cover) continue;
      expect(cover.keys.length).toBeLessThanOrEqual(MAX_COVERING_CELLS);
      const level = GEO_CELL_LEVELS.findIndex((l) => cover.keys[0]!.startsWith(`${l.name}:`));
      const keys = new Set(cover.keys);
      for (let j = 0; j < 50; j++) {
        // Half of them on the edge itself, where rounding would show.
        const meters = (j % 2 === 0 ? 1 : next()) * miles * METERS_PER_MILE;
        const point = destination(origin, meters, next() * 2 * Math.PI);
        expect(greatCircleMiles(origin, point)).toBeLessThanOrEqual(miles * 1.0001);
        expect(keys.has(geoCellKeys(point)[level]!)).toBe(true);
      }
      expect(cover.circleShare).toBeGreaterThan(0);
      expect(cover.circleShare).toBeLessThanOrEqual(1);
    }
  });

  it("takes larger cells as the radius grows, and none past the largest", () => {
    const nyc = { lat: 40.7128, lng: -74.006 };
    const size = (miles: number) => cellsCoveringRadius(nyc, miles * METERS_PER_MILE, EARTH)?.keys[0]?.split(":")[0];
    expect(size(5)).toBe("g0");
    expect(size(30)).toBe("g1");
    expect(size(120)).toBe("g2");
    expect(cellsCoveringRadius(nyc, 600 * METERS_PER_MILE, EARTH)).toBeNull();
  });

  it("leaves out a circle that reaches a pole or the 180th meridian", () => {
    expect(cellsCoveringRadius({ lat: 89.9, lng: 0 }, 50_000, EARTH)).toBeNull();
    expect(cellsCoveringRadius({ lat: 52, lng: 179.9 }, 50_000, EARTH)).toBeNull();
    expect(cellsCoveringRadius({ lat: 52, lng: -179.9 }, 50_000, EARTH)).toBeNull();
    expect(cellsCoveringRadius({ lat: 40, lng: -74 }, 0, EARTH)).toBeNull();
  });
});
