import { isAgeBand, type AgeBand } from "./product-age-range.ts";

/** featured = the catalogue's own order (sortOrder). */
export const PRODUCT_SORTS = ["featured", "price-asc", "price-desc", "name"] as const;
type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductFilters {
  category: string | null;
  age: AgeBand | null;
  sort: ProductSort;
}

function isProductSort(value: unknown): value is ProductSort {
  return typeof value === "string" && (PRODUCT_SORTS as readonly string[]).includes(value);
}

const CATEGORY = /^[a-z0-9][a-z0-9-]{0,48}$/;

/**
 * Reads ?category=&age=&sort= from the page address. Unknown or malformed values are ignored
 * (the filter is off, the sort is the default), so an old or edited link still shows products.
 */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const category = params.get("category")?.trim().toLowerCase() ?? "";
  const age = params.get("age")?.trim() ?? "";
  const sort = params.get("sort")?.trim() ?? "";
  return {
    category: CATEGORY.test(category) ? category : null,
    age: isAgeBand(age) ? age : null,
    sort: isProductSort(sort) ? sort : "featured",
  };
}
