import { describe, expect, it } from "vitest";
import { APPEARANCES_HEADER, SEARCH_HEADER, decodeSearch } from "@domain/insights.ts";
import { searchInsightsHeaders, searchLogEntry } from "./search-insights-headers.server.ts";

const base = { mode: "filtered" as const, query: null, origin: null, total: 3 };

describe("searchLogEntry", () => {
  it("names the place the way the log keeps it", () => {
    expect(searchLogEntry({}, { ...base, mode: "zip", query: "78701-1234" })).toEqual({
      kind: "zip",
      place: "78701",
      found: true,
    });
    expect(searchLogEntry({}, { ...base, mode: "zip", query: "00000", total: 0 })).toEqual({
      kind: "zip",
      place: "00000",
      found: false,
    });
    const origin = { lat: 1, lng: 2, label: "Austin, TX", city: "Austin", state: "TX", source: "city" as const };
    expect(searchLogEntry({}, { ...base, mode: "city", query: "austin", origin })).toEqual({
      kind: "city",
      place: "Austin, TX",
      found: true,
    });
    expect(searchLogEntry({}, { ...base, mode: "name", query: "Aspen Leaps" })).toEqual({
      kind: "name",
      place: "aspen leaps",
      found: true,
    });
    expect(searchLogEntry({ state: "TX" }, base)).toEqual({ kind: "state", place: "TX", found: true });
  });

  it("keeps nothing that may be about the visitor", () => {
    expect(searchLogEntry({}, { ...base, mode: "name", query: "jane@example.com" }).place).toBe("");
    expect(searchLogEntry({ location: { lat: 30.1, lng: -97.2 } }, base)).toEqual({
      kind: "location",
      place: "",
      found: true,
    });
  });
});

describe("searchInsightsHeaders", () => {
  const listings = [{ id: 4 }, { id: 9 }] as never[];
  it("reports the listings shown, and the search on its first page only", () => {
    const first = searchInsightsHeaders({ state: "TX" }, { ...base, listings, page: 1 });
    expect(first[APPEARANCES_HEADER]).toBe("4,9");
    expect(decodeSearch(first[SEARCH_HEADER])).toEqual({ kind: "state", place: "TX", found: true });
    const second = searchInsightsHeaders({ state: "TX" }, { ...base, listings, page: 2 });
    expect(second[SEARCH_HEADER]).toBeUndefined();
    expect(searchInsightsHeaders({}, { ...base, total: 0, listings: [], page: 1 })[APPEARANCES_HEADER]).toBeUndefined();
  });
});
