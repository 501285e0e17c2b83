/**
 * Counts waiting to be written: per process, in memory, merged by key so a flush writes one row
 * per listing and day (and per searched place and day) however many visits it saw. Pure: the
 * recorder (insights-recorder.server.ts) decides when, write-insights.server.ts how.
 */
import type { ClickKind, ListingMetric, SearchLogEntry } from "@domain/insights.ts";

export interface ListingDayCounts {
  listingId: number;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  views: number;
  appearances: number;
  phone: number;
  website: number;
  directions: number;
  email: number;
}

export interface SearchDayCounts {
  day: string;
  kind: SearchLogEntry["kind"];
  place: string;
  searches: number;
  zeroResults: number;
}

export interface InsightsBatch {
  listings: ListingDayCounts[];
  searches: SearchDayCounts[];
}

/**
 * Past this many distinct keys a buffer takes no new ones (counts for keys it holds still add
 * up): a database down for long must not grow the process without bound. About 100 bytes a key.
 */
export const MAX_KEYS = 50_000;

const emptyListing = (listingId: number, day: string): ListingDayCounts => ({
  listingId,
  day,
  views: 0,
  appearances: 0,
  phone: 0,
  website: 0,
  directions: 0,
  email: 0,
});

const metricField = (m: ListingMetric): keyof Omit<ListingDayCounts, "listingId" | "day"> => m;

export class InsightsBuffer {
  private listings = new Map<string, ListingDayCounts>();
  private searches = new Map<string, SearchDayCounts>();
  /** Counts refused since the last take() because the buffer was full. */
  dropped = 0;

  get size() {
    return this.listings.size + this.searches.size;
  }

  add(listingId: number, metric: ListingMetric | ClickKind, day: string, n = 1) {
    const key = `${listingId}|${day}`;
    let row = this.listings.get(key);
    if (!row) {
      if (this.listings.size >= MAX_KEYS) {
        this.dropped += n;
        return;
      }
      row = emptyListing(listingId, day);
      this.listings.set(key, row);
    }
    row[metricField(metric)] += n;
  }

  addSearch(entry: SearchLogEntry, day: string, searches = 1, zeroResults = entry.found ? 0 : 1) {
    const key = `${day}|${entry.kind}|${entry.place}`;
    let row = this.searches.get(key);
    if (!row) {
      if (this.searches.size >= MAX_KEYS) {
        this.dropped += searches;
        return;
      }
      row = { day, kind: entry.kind, place: entry.place, searches: 0, zeroResults: 0 };
      this.searches.set(key, row);
    }
    row.searches += searches;
    row.zeroResults += zeroResults;
  }

  /**
   * Everything buffered, emptying the buffer. Rows come sorted by their key, so two processes
   * flushing overlapping rows lock them in the same order and never deadlock.
   */
  take(): InsightsBatch {
    const listings = [...this.listings.values()].sort((a, b) => a.listingId - b.listingId || cmp(a.day, b.day));
    const searches = [...this.searches.values()].sort(
      (a, b) => cmp(a.day, b.day) || cmp(a.kind, b.kind) || cmp(a.place, b.place),
    );
    this.listings = new Map();
    this.searches = new Map();
    this.dropped = 0;
    return { listings, searches };
  }

  /** Puts back a batch whose write failed, merged with what arrived meanwhile (bounded like add). */
  restore(batch: InsightsBatch) {
    for (const r of batch.listings) {
      for (const m of ["views", "appearances", "phone", "website", "directions", "email"] as const) {
        if (r[m]) this.add(r.listingId, m, r.day, r[m]);
      }
    }
    for (const s of batch.searches) {
      this.addSearch({ kind: s.kind, place: s.place, found: true }, s.day, s.searches, s.zeroResults);
    }
  }
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
