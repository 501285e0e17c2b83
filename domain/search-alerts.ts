/**
 * Search alerts (issue 29, ADR 0026): the rules shared by the save form, /alerts, the digest
 * email and the matching job. A saved search is a place (a point and a radius) and the search
 * filters that alerts honour; it alerts when a matching listing appears, starts accepting, or its
 * current wait falls within the search's window ("can start within", "accepting").
 */
import { startWithinWeeks, type StartWithin } from "./fact-freshness.ts";
import { effectiveRadiusMiles, DISTANCE_SLIDER_MAX } from "./distance.ts";

/** The radius of a saved search without a distance filter (a zip or city search). */
export const ALERT_DEFAULT_RADIUS_MILES = 25;
/** The largest radius an alert keeps (the distance slider's largest finite position). */
export const ALERT_MAX_RADIUS_MILES = DISTANCE_SLIDER_MAX;
/** The radius choices /alerts offers. */
export const ALERT_RADIUS_CHOICES = [5, 10, 25, 50, 100, 150] as const;
/** Days a confirmation link works (single use). */
export const ALERT_CONFIRM_LINK_DAYS = 7;
/** Days a "manage your alerts" link opens /alerts. */
export const ALERT_MANAGE_LINK_DAYS = 30;
/** Saved searches one address may keep. */
export const ALERT_MAX_PER_EMAIL = 20;
/** Changes older than this are purged from the log (the daily job reads them within a day). */
export const ALERT_EVENT_KEEP_DAYS = 14;
/**
 * A saved search hears of the same listing again only this many days after it last did (the
 * days an intake confirmation stays current): a provider that fills up and opens again a season
 * later is news, one whose wait shortens week after week is not.
 */
export const ALERT_REPEAT_AFTER_DAYS = 30;

export const ALERT_PATHS = {
  save: "/alerts/save",
  manage: "/alerts",
  confirm: "/alerts/confirm",
  unsubscribe: "/alerts/unsubscribe",
} as const;

/** The radius a saved search keeps for a search's distance (none or "everywhere": the default). */
export function alertRadiusMiles(distance: number | null | undefined): number {
  const radius = effectiveRadiusMiles(distance);
  if (radius === null) return ALERT_DEFAULT_RADIUS_MILES;
  return Math.min(ALERT_MAX_RADIUS_MILES, Math.max(1, Math.round(radius)));
}

/** Why a listing is in a digest. */
export type AlertReason = "new_listing" | "accepting" | "waitlist";

/** The weeks a "can start within" choice stores (0 for now). */
export const startWeeksOf = (choice: StartWithin | undefined): number | null =>
  choice === undefined ? null : startWithinWeeks(choice);
