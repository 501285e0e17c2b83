import { describe, expect, it } from "vitest";
import {
  TOUR_CARD_WIDTH,
  TOUR_EDGE_MARGIN,
  TOUR_GAP,
  cardWidth,
  computeCardPosition,
  highlightBox,
  scrollTopFor,
} from "./positioning.ts";

const viewport = { width: 1280, height: 900 };
const card = { width: TOUR_CARD_WIDTH, height: 200 };
const middle = { top: 400, left: 500, width: 200, height: 100 };

describe("computeCardPosition", () => {
  it("centres the card for centre steps and without a target", () => {
    const expected = { top: 350, left: 490, width: 300, placement: "center" };
    expect(computeCardPosition(null, card, viewport, "bottom")).toEqual(expected);
    expect(computeCardPosition(middle, card, viewport, "center")).toEqual(expected);
  });

  it("puts the card 10 px from the target on the requested side", () => {
    expect(computeCardPosition(middle, card, viewport, "bottom")).toEqual({
      top: 510,
      left: 450,
      width: 300,
      placement: "bottom",
    });
    expect(computeCardPosition(middle, card, viewport, "top")).toEqual({
      top: 190,
      left: 450,
      width: 300,
      placement: "top",
    });
    expect(computeCardPosition(middle, card, viewport, "right")).toEqual({
      top: 350,
      left: 710,
      width: 300,
      placement: "right",
    });
    expect(computeCardPosition(middle, card, viewport, "left")).toEqual({
      top: 350,
      left: 190,
      width: 300,
      placement: "left",
    });
  });

  it("flips to the opposite side when the requested one has no room", () => {
    const nearTop = { top: 60, left: 500, width: 200, height: 100 };
    const pos = computeCardPosition(nearTop, card, viewport, "top");
    expect(pos.placement).toBe("bottom");
    expect(pos.top).toBe(60 + 100 + TOUR_GAP);

    const nearRight = { top: 400, left: 1000, width: 200, height: 100 };
    const right = computeCardPosition(nearRight, card, viewport, "right");
    expect(right.placement).toBe("left");
    expect(right.left).toBe(1000 - TOUR_GAP - 300);
  });

  it("tries the other sides when neither the side nor its opposite fit", () => {
    const tall = { top: 20, left: 100, width: 300, height: 860 };
    const pos = computeCardPosition(tall, card, viewport, "top");
    expect(pos.placement).toBe("right");
    expect(pos.left).toBe(100 + 300 + TOUR_GAP);
  });

  it("centres beside the visible part of a target taller than the viewport", () => {
    const tall = { top: -300, left: 20, width: 300, height: 2000 };
    const pos = computeCardPosition(tall, card, viewport, "right");
    expect(pos.placement).toBe("right");
    expect(pos.top).toBe((900 - 200) / 2);
  });

  it("keeps at least 20 px from every viewport edge", () => {
    const corner = { top: 30, left: 0, width: 40, height: 30 };
    const pos = computeCardPosition(corner, card, viewport, "bottom");
    expect(pos.left).toBe(TOUR_EDGE_MARGIN);
    const farRight = { top: 400, left: 1250, width: 30, height: 30 };
    const right = computeCardPosition(farRight, card, viewport, "bottom");
    expect(right.left + right.width).toBe(viewport.width - TOUR_EDGE_MARGIN);
    const low = { top: 400, left: 0, width: 30, height: 30 };
    const side = computeCardPosition(low, { width: 300, height: 880 }, viewport, "right");
    expect(side.top).toBe(TOUR_EDGE_MARGIN);
  });

  it("sits at the viewport's bottom, over the target's end, when no side has room", () => {
    const huge = { top: -100, left: -10, width: 1300, height: 1200 };
    const pos = computeCardPosition(huge, card, viewport, "bottom");
    expect(pos.top).toBe(900 - 200 - TOUR_EDGE_MARGIN);
    expect(pos.left).toBe(490);
  });

  it("never covers a header that stays on screen (a phone's sticky header)", () => {
    const phone = { width: 390, height: 844 };
    // The results on a phone, scrolled to start below the 64 px header: the card goes to the bottom.
    const results = { top: 84, left: 16, width: 358, height: 3000 };
    const sheet = computeCardPosition(results, { width: 300, height: 240 }, phone, "top", 64);
    expect(sheet).toEqual({ top: 844 - 240 - TOUR_EDGE_MARGIN, left: 45, width: 300, placement: "top" });
    // Above a target only when the card clears the header too.
    const low = { top: 300, left: 16, width: 358, height: 100 };
    expect(computeCardPosition(low, { width: 300, height: 240 }, phone, "top", 64).placement).toBe("bottom");
    expect(computeCardPosition(low, { width: 300, height: 240 }, phone, "top").placement).toBe("top");
    // Clamped below it, centred steps included.
    expect(computeCardPosition(null, { width: 300, height: 800 }, phone, "center", 64).top).toBe(64 + TOUR_GAP);
  });
});

describe("scrollTopFor", () => {
  const phone = { width: 390, height: 844 };
  const tourCard = { width: 300, height: 240 };

  it("centres the target when the card then fits beside it (desktop)", () => {
    expect(scrollTopFor({ top: 1500, left: 500, width: 200, height: 100 }, card, viewport, "bottom")).toBeNull();
    expect(scrollTopFor({ top: 1500, left: 20, width: 300, height: 2000 }, card, viewport, "right")).toBeNull();
  });

  it("starts a target with no room for the card beside it just below the header", () => {
    expect(scrollTopFor({ top: 1200, left: 16, width: 358, height: 3000 }, tourCard, phone, "top", 64)).toBe(84);
    expect(scrollTopFor({ top: 1200, left: 16, width: 358, height: 3000 }, tourCard, phone, "top")).toBe(20);
  });

  it("places a shorter target so the card fits on its side, both under the header", () => {
    const map = { top: 900, left: 16, width: 358, height: 420 };
    const below = scrollTopFor(map, tourCard, phone, "bottom", 64)!;
    const pos = computeCardPosition({ ...map, top: below }, tourCard, phone, "bottom", 64);
    expect(pos.placement).toBe("bottom");
    expect(below).toBeGreaterThanOrEqual(64 + TOUR_GAP);
    const above = scrollTopFor(map, tourCard, phone, "top", 64)!;
    const onTop = computeCardPosition({ ...map, top: above }, tourCard, phone, "top", 64);
    expect(onTop).toMatchObject({ placement: "top", top: above - TOUR_GAP - 240 });
    expect(onTop.top).toBeGreaterThanOrEqual(64 + TOUR_GAP);
  });
});

describe("cardWidth", () => {
  it("narrows the card on small screens so both margins fit", () => {
    expect(cardWidth(1280)).toBe(300);
    expect(cardWidth(320)).toBe(280);
    const pos = computeCardPosition(null, card, { width: 320, height: 640 }, "center");
    expect(pos).toEqual({ top: 220, left: 20, width: 280, placement: "center" });
  });
});

describe("highlightBox", () => {
  it("adds 5 px of padding around the target", () => {
    expect(highlightBox(middle)).toEqual({ top: 395, left: 495, width: 210, height: 110 });
  });
});
