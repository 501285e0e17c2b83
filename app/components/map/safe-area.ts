/**
 * Where a marker may sit on the map without the map's own controls (zoom buttons, scale, zoom
 * level, credit) covering it (audit issue 30, item 18, WCAG 2.5.8 and 2.4.11): on a phone they
 * left 12×38 px of a cluster clickable and hid its focus ring. Pure geometry in the map
 * container's pixels; marker-layer.ts measures the controls and applies it.
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room kept around a marker for its focus ring (3 px outline, 3 px offset). */
const FOCUS_RING_ROOM = 6;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export const coveredBy = (marker: Box, controls: readonly Box[]) => controls.some((c) => overlaps(marker, c));

const grow = (b: Box, by: number): Box => ({
  left: b.left - by,
  top: b.top - by,
  right: b.right + by,
  bottom: b.bottom + by,
});

const shift = (b: Box, dx: number, dy: number): Box => ({
  left: b.left + dx,
  top: b.top + dy,
  right: b.right + dx,
  bottom: b.bottom + dy,
});

/**
 * The smallest move (dx, dy) that takes a marker's box, with room for its focus ring, off every
 * control while keeping it inside the map; null when it is clear already or no such move exists.
 */
export function moveClear(marker: Box, controls: readonly Box[], width: number, height: number) {
  const ringed = grow(marker, FOCUS_RING_ROOM);
  if (!coveredBy(ringed, controls)) return null;
  const candidates: { dx: number; dy: number }[] = [];
  for (const c of controls) {
    candidates.push(
      { dx: c.right - ringed.left, dy: 0 },
      { dx: c.left - ringed.right, dy: 0 },
      { dx: 0, dy: c.bottom - ringed.top },
      { dx: 0, dy: c.top - ringed.bottom },
    );
  }
  const fits = ({ dx, dy }: { dx: number; dy: number }) => {
    const moved = shift(ringed, dx, dy);
    return (
      moved.left >= 0 && moved.top >= 0 && moved.right <= width && moved.bottom <= height && !coveredBy(moved, controls)
    );
  };
  const best = candidates.filter(fits).sort((a, b) => Math.hypot(a.dx, a.dy) - Math.hypot(b.dx, b.dy))[0];
  return best ?? null;
}

/**
 * fitBounds padding that keeps fitted markers off the controls: the left strip beside the zoom
 * buttons and the bottom strip of scale, zoom level and credit, plus a marker's own extent
 * (`above`: how far a marker reaches above its point, `around`: to each side and below).
 */
export function fitPadding(
  controls: { topLeft: readonly Box[]; bottom: readonly Box[] },
  height: number,
  marker: { above: number; around: number },
): { paddingTopLeft: [number, number]; paddingBottomRight: [number, number] } {
  const left = Math.max(0, ...controls.topLeft.map((c) => c.right));
  const bottom = Math.max(0, ...controls.bottom.map((c) => height - c.top));
  const room = FOCUS_RING_ROOM + 2;
  return {
    paddingTopLeft: [left + marker.around + room, marker.above + room],
    paddingBottomRight: [marker.around + room, bottom + marker.around + room],
  };
}
