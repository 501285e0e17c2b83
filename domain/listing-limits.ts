/** Result caps and paging of spec section 9, in one place for the API, the pages and the docs. */
import { MARKER_CAP, MAX_MARKER_LATITUDE } from "@domain/map.ts";

/** Text (center name) and zip/city searches answer at most 25 listings. */
export const TEXT_SEARCH_CAP = 25;
/** Other filtered results: at most 100. */
export const FILTERED_CAP = 100;
/** The unfiltered home-page map set and a viewport: at most 500 markers. */
export const MAP_CAP = MARKER_CAP;
export const VIEWPORT_CAP = MARKER_CAP;

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;

/** A city search looks this far around the city's centre unless a distance is given. */
export const CITY_RADIUS_MILES = 30;

export { MAX_MARKER_LATITUDE };

/**
 * A name search ranks at most this many candidate names. With very common words ('ABA',
 * 'Autism') thousands of names match, and scoring each costs a heap read and trigram
 * comparisons; the cut keeps the search bounded (see docs/performance.md).
 */
export const NAME_CANDIDATE_LIMIT = 1000;

/**
 * Counting the matches beyond a cap (to say "the first 100 of 911") stops here; at it the
 * pages say "at least 10,000", and the count stays cheap on a million listings.
 */
export const MATCH_COUNT_CEILING = 10_000;
