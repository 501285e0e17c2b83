import { describe, expect, it } from "vitest";
import { coveredBy, fitPadding, moveClear } from "./safe-area.ts";

// A 358×300 phone map: zoom buttons top left, zoom level and credit bottom right, scale bottom left.
const zoom = { left: 10, top: 10, right: 44, bottom: 78 };
const credit = { left: 180, top: 278, right: 358, bottom: 300 };
const scale = { left: 10, top: 270, right: 90, bottom: 290 };
const controls = [zoom, credit, scale];
const cluster = (x: number, y: number, size = 38) => ({
  left: x - size / 2,
  top: y - size / 2,
  right: x + size / 2,
  bottom: y + size / 2,
});

describe("markers clear of the map's controls (issue 30, item 18)", () => {
  it("sees a cluster under the zoom buttons as covered, one beside them as clear", () => {
    expect(coveredBy(cluster(30, 40), controls)).toBe(true);
    expect(coveredBy(cluster(120, 150), controls)).toBe(false);
  });

  it("moves a covered cluster the least distance off every control, with room for its focus ring", () => {
    const move = moveClear(cluster(30, 40), controls, 358, 300)!;
    expect(move).toEqual({ dx: 44 - (30 - 19 - 6), dy: 0 });
    const moved = cluster(30 + move.dx, 40 + move.dy);
    expect(coveredBy({ ...moved, left: moved.left - 6 }, controls)).toBe(false);
    // Under the credit line: up, not sideways along it.
    expect(moveClear(cluster(300, 285), controls, 358, 300)).toEqual({ dx: 0, dy: 278 - (285 + 19 + 6) });
    expect(moveClear(cluster(120, 150), controls, 358, 300)).toBeNull();
  });

  it("pads a fitted view by the zoom buttons' strip and the bottom controls' height", () => {
    expect(fitPadding({ topLeft: [zoom], bottom: [credit, scale] }, 300, { above: 36, around: 26 })).toEqual({
      paddingTopLeft: [44 + 26 + 8, 36 + 8],
      paddingBottomRight: [26 + 8, 30 + 26 + 8],
    });
  });
});
