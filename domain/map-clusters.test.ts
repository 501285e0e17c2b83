import { describe, expect, it } from "vitest";
import { clusterPoints } from "./map-clusters.ts";

describe("clusterPoints", () => {
  it("groups points within the grid size and leaves lone points single", () => {
    const result = clusterPoints(
      [
        { id: 1, x: 100, y: 100 },
        { id: 2, x: 130, y: 120 },
        { id: 3, x: 159, y: 40 },
        { id: 4, x: 400, y: 400 },
      ],
      60,
      2,
    );
    expect(result.singles).toEqual([4]);
    expect(result.clusters).toHaveLength(1);
    expect(result.clusters[0]!.ids).toEqual([1, 2, 3]);
    expect(result.clusters[0]!.x).toBeCloseTo((100 + 130 + 159) / 3);
  });

  it("does not join a point beyond the grid size of the cluster's first point", () => {
    const result = clusterPoints(
      [
        { id: 1, x: 0, y: 0 },
        { id: 2, x: 61, y: 0 },
      ],
      60,
      2,
    );
    expect(result.clusters).toEqual([]);
    expect(result.singles.sort()).toEqual([1, 2]);
  });

  it("joins the nearest of two candidate clusters", () => {
    const result = clusterPoints(
      [
        { id: 1, x: 0, y: 0 },
        { id: 2, x: 100, y: 0 },
        { id: 3, x: 55, y: 0 },
        { id: 4, x: 5, y: 0 },
        { id: 5, x: 95, y: 0 },
      ],
      60,
      2,
    );
    const byFirst = Object.fromEntries(result.clusters.map((c) => [c.ids[0], c.ids]));
    expect(byFirst[1]).toEqual([1, 4]);
    expect(byFirst[2]).toEqual([2, 3, 5]);
  });

  it("respects the minimum cluster size", () => {
    const points = [
      { id: 1, x: 0, y: 0 },
      { id: 2, x: 10, y: 10 },
    ];
    expect(clusterPoints(points, 60, 3).singles).toEqual([1, 2]);
    expect(clusterPoints(points, 60, 2).clusters[0]!.ids).toEqual([1, 2]);
  });

  it("handles hundreds of points in one place", () => {
    const points = Array.from({ length: 500 }, (_, i) => ({ id: i, x: 50 + (i % 7), y: 50 }));
    const result = clusterPoints(points, 60, 2);
    expect(result.clusters).toHaveLength(1);
    expect(result.clusters[0]!.ids).toHaveLength(500);
  });
});
