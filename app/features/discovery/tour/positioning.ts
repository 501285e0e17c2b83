/** Spec 9 "Tour" constants and the pure maths that places the tour card beside its target. */
export const TOUR_CARD_WIDTH = 300;
export const TOUR_GAP = 10;
export const TOUR_EDGE_MARGIN = 20;
const TOUR_HIGHLIGHT_PADDING = 5;
export const TOUR_FADE_MS = 100;

export type TourPlacement = "center" | "top" | "bottom" | "left" | "right";

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface CardPosition {
  top: number;
  left: number;
  width: number;
  placement: TourPlacement;
}

const OPPOSITE: Record<Exclude<TourPlacement, "center">, Exclude<TourPlacement, "center">> = {
  top: "bottom",
  bottom: "top",
  left: "right",
  right: "left",
};

/** The card width: 300 px, narrower only when the viewport cannot hold it with both margins. */
export function cardWidth(viewportWidth: number): number {
  return Math.max(0, Math.min(TOUR_CARD_WIDTH, viewportWidth - 2 * TOUR_EDGE_MARGIN));
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}

/**
 * The highest the card's top may be: 20 px from the viewport's top, or 10 px below a header that
 * stays on screen (`topInset`, the sticky header's bottom on phones), which the card never covers.
 */
function cardTopLimit(topInset: number): number {
  return Math.max(TOUR_EDGE_MARGIN, topInset > 0 ? topInset + TOUR_GAP : 0);
}

/** Free room on each side of the target, after the gap and the edge margin (and the header). */
function fits(
  side: Exclude<TourPlacement, "center">,
  target: Box,
  card: Size,
  viewport: Size,
  topInset: number,
): boolean {
  switch (side) {
    case "top":
      return target.top - TOUR_GAP - card.height >= cardTopLimit(topInset);
    case "bottom":
      return target.top + target.height + TOUR_GAP + card.height <= viewport.height - TOUR_EDGE_MARGIN;
    case "left":
      return target.left - TOUR_GAP - card.width >= TOUR_EDGE_MARGIN;
    case "right":
      return target.left + target.width + TOUR_GAP + card.width <= viewport.width - TOUR_EDGE_MARGIN;
  }
}

/** The card centred in the viewport (welcome and final steps, and before any target was found). */
function centerPosition(card: Size, viewport: Size, topInset: number): CardPosition {
  const width = Math.min(card.width, cardWidth(viewport.width));
  return {
    top: clamp(
      (viewport.height - card.height) / 2,
      cardTopLimit(topInset),
      viewport.height - card.height - TOUR_EDGE_MARGIN,
    ),
    left: clamp((viewport.width - width) / 2, TOUR_EDGE_MARGIN, viewport.width - width - TOUR_EDGE_MARGIN),
    width,
    placement: "center",
  };
}

/**
 * Where the card goes for a target box (viewport coordinates): on the step's side, 10 px from
 * the target; flipped to the opposite side, then any side, when there is no room; kept at least
 * 20 px inside the viewport edges and below a header that stays on screen (`topInset`, its
 * bottom; 0 when none). With no target or "center" it is centred.
 */
export function computeCardPosition(
  target: Box | null,
  card: Size,
  viewport: Size,
  placement: TourPlacement,
  topInset = 0,
): CardPosition {
  const width = Math.min(card.width, cardWidth(viewport.width));
  const size = { width, height: card.height };
  const topLimit = cardTopLimit(topInset);
  if (!target || placement === "center") return centerPosition(size, viewport, topInset);

  const order = [placement, OPPOSITE[placement], ...(["bottom", "top", "right", "left"] as const)];
  const side = order.find((s) => fits(s, target, size, viewport, topInset));
  if (!side) {
    // No side has room (a target taller than the screen, such as the results on a phone): the
    // card sits at the bottom of the viewport, over the target's end, so the target's start (the
    // tour scrolls it just below the header: scrollTopFor) and the header stay in view.
    return {
      top: Math.max(topLimit, viewport.height - size.height - TOUR_EDGE_MARGIN),
      left: clamp(
        target.left + (target.width - width) / 2,
        TOUR_EDGE_MARGIN,
        viewport.width - width - TOUR_EDGE_MARGIN,
      ),
      width,
      placement,
    };
  }

  // Across the side, centre on the part of the target that is on screen (tall filter panels).
  const visibleTop = Math.max(target.top, 0);
  const visibleBottom = Math.min(target.top + target.height, viewport.height);
  const visibleLeft = Math.max(target.left, 0);
  const visibleRight = Math.min(target.left + target.width, viewport.width);
  let top: number;
  let left: number;
  if (side === "top" || side === "bottom") {
    top = side === "top" ? target.top - TOUR_GAP - size.height : target.top + target.height + TOUR_GAP;
    left =
      visibleRight > visibleLeft ? (visibleLeft + visibleRight - width) / 2 : target.left + (target.width - width) / 2;
  } else {
    left = side === "left" ? target.left - TOUR_GAP - width : target.left + target.width + TOUR_GAP;
    top =
      visibleBottom > visibleTop
        ? (visibleTop + visibleBottom - size.height) / 2
        : target.top + (target.height - size.height) / 2;
  }
  return {
    top: clamp(top, topLimit, viewport.height - size.height - TOUR_EDGE_MARGIN),
    left: clamp(left, TOUR_EDGE_MARGIN, viewport.width - width - TOUR_EDGE_MARGIN),
    width,
    placement: side,
  };
}

/**
 * Where a step scrolls its target to: null to centre it (scrollIntoView), when the card then
 * fits beside it; else the target's top in viewport coordinates. A target that the card can sit
 * above or below (a phone's screen) is placed so both are seen under the header; one with no room
 * for the card at all (the results on a phone) starts 20 px below the header, so its beginning
 * (the first card's name) is seen and the card sits over its end.
 */
export function scrollTopFor(
  target: Box,
  card: Size,
  viewport: Size,
  placement: TourPlacement,
  topInset = 0,
): number | null {
  if (placement === "center") return null;
  const size = { width: Math.min(card.width, cardWidth(viewport.width)), height: card.height };
  const centred = { ...target, top: (viewport.height - target.height) / 2 };
  const order = [placement, OPPOSITE[placement], ...(["bottom", "top", "right", "left"] as const)];
  if (order.some((side) => fits(side, centred, size, viewport, topInset))) return null;
  const topLimit = cardTopLimit(topInset);
  const room = viewport.height - topLimit - TOUR_EDGE_MARGIN;
  const stacked = target.height + TOUR_GAP + size.height;
  if (stacked <= room) {
    const start = topLimit + (room - stacked) / 2;
    return placement === "top" ? start + size.height + TOUR_GAP : start;
  }
  return Math.max(topInset, 0) + TOUR_EDGE_MARGIN;
}

/** The highlight box: the target grown by 5 px on every side. */
export function highlightBox(target: Box): Box {
  return {
    top: target.top - TOUR_HIGHLIGHT_PADDING,
    left: target.left - TOUR_HIGHLIGHT_PADDING,
    width: target.width + 2 * TOUR_HIGHLIGHT_PADDING,
    height: target.height + 2 * TOUR_HIGHLIGHT_PADDING,
  };
}
