import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A heart or compare toggle (a fetcher POST to /favorites or /compare) changes only the root's
 * saved state: the page's own loader is not run again, so its data (and the views and search
 * appearances it reports for owner insights) is not fetched and counted twice.
 */
export function skipRevalidationForSavedToggles({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction && /^\/(favorites|compare)(\?|$)/.test(formAction)) return false;
  return defaultShouldRevalidate;
}
