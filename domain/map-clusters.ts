/**
 * Grid clustering of map markers in screen pixels (the MarkerClusterer algorithm the spec's
 * defaults come from): each point joins the nearest cluster whose square of ±gridSize pixels
 * around its first point contains it, or starts a new one. Clusters smaller than minSize
 * are drawn as their single markers.
 */

export interface ScreenPoint {
  id: number;
  x: number;
  y: number;
}

interface PointCluster {
  ids: number[];
  /** Mean position of the members, in the same pixel space. */
  x: number;
  y: number;
}

export interface Clustering {
  singles: number[];
  clusters: PointCluster[];
}

interface Building {
  ids: number[];
  anchorX: number;
  anchorY: number;
  sumX: number;
  sumY: number;
}

export function clusterPoints(points: readonly ScreenPoint[], gridSize: number, minSize: number): Clustering {
  const building: Building[] = [];
  // A coarse grid index of the anchors keeps this O(n) for hundreds of markers.
  const cell = (v: number) => Math.floor(v / gridSize);
  const index = new Map<string, Building[]>();
  for (const p of points) {
    let best: Building | null = null;
    let bestDistance = Infinity;
    const cx = cell(p.x);
    const cy = cell(p.y);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const c of index.get(`${cx + dx}:${cy + dy}`) ?? []) {
          if (Math.abs(p.x - c.anchorX) > gridSize || Math.abs(p.y - c.anchorY) > gridSize) continue;
          const d = (p.x - c.anchorX) ** 2 + (p.y - c.anchorY) ** 2;
          if (d < bestDistance) {
            best = c;
            bestDistance = d;
          }
        }
      }
    }
    if (best) {
      best.ids.push(p.id);
      best.sumX += p.x;
      best.sumY += p.y;
      continue;
    }
    const created: Building = { ids: [p.id], anchorX: p.x, anchorY: p.y, sumX: p.x, sumY: p.y };
    building.push(created);
    const key = `${cx}:${cy}`;
    index.set(key, [...(index.get(key) ?? []), created]);
  }
  const singles: number[] = [];
  const clusters: PointCluster[] = [];
  for (const b of building) {
    if (b.ids.length < minSize) singles.push(...b.ids);
    else clusters.push({ ids: b.ids, x: b.sumX / b.ids.length, y: b.sumY / b.ids.length });
  }
  return { singles, clusters };
}
