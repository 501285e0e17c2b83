import type { MessageKey } from "@domain/i18n/catalog.ts";
import { TOUR_STEPS } from "~/features/discovery/tour/tour-steps.ts";
import type { IslandName } from "./entries.ts";

/**
 * The texts an island shows, written into the page for it (root.tsx) from the page's messages:
 * the routes that name an island declare these namespaces (app/i18n/namespaces.test.ts checks).
 * The map's texts travel with its box.
 */
export const ISLAND_MESSAGES: Record<IslandName, readonly MessageKey[]> = {
  map: [],
  saved: ["saved.added", "saved.removed", "saved.compareLimitTitle", "saved.compareFull", "common.close"],
  results: [
    "filters.distanceAny",
    "filters.distanceAll",
    "filters.within.one",
    "filters.within.other",
    "filters.statePending",
    "common.close",
    "nearMe.found",
    "nearMe.notAvailable",
    "nearMe.error",
    "nearMe.unsupported",
    "nearMe.permissionDenied",
    "nearMe.errorPrefix",
    "nearMe.errorDenied",
    "nearMe.errorUnavailable",
    "nearMe.errorTimeout",
    "nearMe.errorDefault",
  ],
  newsletter: ["newsletter.sending", "newsletter.submit", "newsletter.answerSent", "newsletter.answerFailed"],
  tour: [
    "tour.close",
    "tour.previous",
    "tour.next",
    "tour.finish",
    "tour.progress",
    "tour.progressLabel",
    "tour.announce",
    ...TOUR_STEPS.flatMap((step) => [step.title, step.content]),
  ],
};
