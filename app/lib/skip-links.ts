import { useMatches } from "react-router";

/**
 * A route's `handle` may name the id of its results heading: the shell then offers "Skip to
 * results" beside "Skip to main content", before the search box, the map and the filters (audit
 * issue 30, item 14: 90+ Tab presses to the first result). A plain in-page link, so it works
 * without JavaScript; the target must be focusable (tabIndex -1).
 */
export interface SkipLinksHandle {
  skipToResults?: string;
}

export function useResultsSkipTarget(): string | null {
  const ids = useMatches().map((match) => (match.handle as SkipLinksHandle | undefined)?.skipToResults);
  return ids.findLast((id) => id !== undefined) ?? null;
}
