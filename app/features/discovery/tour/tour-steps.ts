import type { MessageKey } from "~/i18n/index.tsx";
import type { TourPlacement } from "./positioning.ts";

/** Spec 3 "Tour step": id, title, content, target selector and placement. */
export interface TourStep {
  id: string;
  title: MessageKey;
  content: MessageKey;
  /** A CSS selector for the highlighted element; null for the centred steps. */
  target: string | null;
  placement: TourPlacement;
}

/** The 7 steps of the home page tour (spec 2 "Guided tour", 9). */
export const TOUR_STEPS: readonly TourStep[] = [
  { id: "welcome", title: "tour.welcome.title", content: "tour.welcome.content", target: null, placement: "center" },
  {
    id: "search",
    title: "tour.search.title",
    content: "tour.search.content",
    target: '[data-tour="search-form"]',
    placement: "bottom",
  },
  {
    id: "location",
    title: "tour.location.title",
    content: "tour.location.content",
    target: '[data-tour="use-location"]',
    placement: "right",
  },
  { id: "map", title: "tour.map.title", content: "tour.map.content", target: '[data-tour="map"]', placement: "bottom" },
  {
    id: "filters",
    title: "tour.filters.title",
    content: "tour.filters.content",
    target: '[data-tour="filters"]',
    placement: "right",
  },
  {
    id: "listings",
    title: "tour.listings.title",
    content: "tour.listings.content",
    target: '[data-tour="listings-grid"]',
    placement: "top",
  },
  { id: "complete", title: "tour.complete.title", content: "tour.complete.content", target: null, placement: "center" },
];

/** Spec 9: the tour-seen flag in local storage. */
const TOUR_SEEN_KEY = "tourSeen";

export function markTourSeen(): void {
  try {
    window.localStorage.setItem(TOUR_SEEN_KEY, "true");
  } catch {
    // Storage can be disabled (private mode, policy); the tour still works.
  }
}
