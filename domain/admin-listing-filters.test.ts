import { describe, expect, it } from "vitest";
import {
  adminListingFiltersToQuery,
  adminListingSortQuery,
  DEFAULT_ADMIN_LISTING_FILTERS,
  parseAdminListingFilters,
} from "./admin-listing-filters.ts";

const parse = (query: string) => parseAdminListingFilters(new URLSearchParams(query));

describe("admin listing filters", () => {
  it("reads every filter and writes the same query back", () => {
    const filters = parse(
      "q=sun%20kids&state=tx&tier=featured&status=pending&verified=no&stale=1&sort=name&dir=desc&page=3",
    );
    expect(filters).toEqual({
      q: "sun kids",
      state: "TX",
      tier: "featured",
      status: "pending",
      ownerVerified: false,
      stale: true,
      sort: "name",
      dir: "desc",
      page: 3,
    });
    expect(parseAdminListingFilters(new URLSearchParams(adminListingFiltersToQuery(filters)))).toEqual(filters);
  });

  it("drops malformed values instead of failing", () => {
    expect(parse("state=ZZ&tier=gold&status=deleted&verified=maybe&sort=evil;drop&dir=up&page=-2")).toEqual(
      DEFAULT_ADMIN_LISTING_FILTERS,
    );
    expect(parse("page=1e9").page).toBe(4000);
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(100);
    expect(parse("q=%00x%01").q).toBe("x");
  });

  it("leaves defaults out of the query", () => {
    expect(adminListingFiltersToQuery(DEFAULT_ADMIN_LISTING_FILTERS)).toBe("");
    expect(adminListingFiltersToQuery(parse("status=active&page=4"), { page: 1 })).toBe("status=active");
  });

  it("sort links start at page 1 and flip the direction of the current sort", () => {
    const filters = parse("sort=name&page=5");
    expect(adminListingSortQuery(filters, "name")).toBe("sort=name&dir=desc");
    expect(adminListingSortQuery(filters, "created")).toBe("");
    expect(adminListingSortQuery(filters, "verified")).toBe("sort=verified&dir=asc");
  });
});
