/**
 * Every search filter of domain/search-filters.ts reaches the filter form: a filter added to the
 * table must also get its form value (filterValues) and count as applied (isFiltered), or the
 * pages would show "all providers" counts and drop it from "Clear filters" without a word.
 */
import { describe, expect, it } from "vitest";
import { FILTER_KEYS, SEARCH_FILTERS } from "@domain/search-filters.ts";
import { toSearchQuery } from "@domain/search-params.ts";
import { filterValues, readSearch } from "./listings.server.ts";
import { isFiltered } from "~/components/listings/filter-values.ts";

/** A value that filters: the parameter's documented example, or true for a switch. */
const exampleOf = (key: (typeof FILTER_KEYS)[number]) =>
  SEARCH_FILTERS[key].parse.doc.example ?? (SEARCH_FILTERS[key].parse.doc.schema.type === "boolean" ? "true" : "");

describe("every search filter in the filter form", () => {
  it.each(FILTER_KEYS)("%s: read from the address, shown as applied, and kept in the map's query", (key) => {
    const { param } = SEARCH_FILTERS[key];
    const example = exampleOf(key);
    expect(example).not.toBe("");
    const url = new URL(`https://aba.example/search?${new URLSearchParams({ [param]: example })}`);
    const params = readSearch(url);
    const values = filterValues(params);
    expect(values).toHaveProperty(key);
    expect(isFiltered(values)).toBe(true);
    expect(toSearchQuery(params).has(param)).toBe(true);
  });

  it("an address without filters is not filtered", () => {
    expect(isFiltered(filterValues(readSearch(new URL("https://aba.example/search"))))).toBe(false);
  });
});
