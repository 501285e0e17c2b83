import type { UseCaseContext } from "../use-case.ts";
import { ageRangeMatches } from "../../domain/product-age-range.ts";
import type { ProductFilters } from "../../domain/product-params.ts";
import type { Locale } from "../../domain/i18n/locale.ts";

interface Product {
  id: number;
  /** In the page's language; the English one when the product has no Spanish name. */
  name: string;
  description: string | null;
  /** "en" when a Spanish page shows the English text (no Spanish one yet), for its lang attribute. */
  nameLang: "en" | null;
  descriptionLang: "en" | null;
  imageUrl: string | null;
  affiliateLink: string;
  /** Numeric string with two decimals ("14.99"), or null when the catalogue has no price. */
  price: string | null;
  category: string | null;
  ageRange: string | null;
}

export interface ProductList {
  products: Product[];
  /** Categories that have at least one active product, in catalogue order. */
  categories: string[];
  /** Active products before filtering. */
  total: number;
}

const ORDER_BY = {
  featured: "sort_order asc, id asc",
  // Qualified: a bare "price" would sort the text output column, not the number.
  "price-asc": "p.price asc nulls last, sort_order asc, id asc",
  "price-desc": "p.price desc nulls last, sort_order asc, id asc",
  name: "lower(p.name) asc, id asc",
} as const satisfies Record<ProductFilters["sort"], string>;

/** By name in Spanish: by the name shown, the Spanish one or else the English one. */
const ORDER_BY_NAME_ES = "lower(coalesce(p.name_es, p.name)) asc, id asc";

/**
 * The active autism products for the sensory-products page: filtered by category (in SQL) and
 * by age band (parsed from the free-text age range, in code), then sorted. The catalogue is
 * small (tens to a few hundred rows), so it is read without paging. In Spanish, a product's
 * name and description are its Spanish ones; one without them shows the English text, said so
 * (nameLang / descriptionLang "en") so the page can mark its language.
 */
export async function listProducts(
  { database }: UseCaseContext<"database">,
  filters: ProductFilters,
  locale: Locale,
): Promise<ProductList> {
  const { sql } = database;
  const texts =
    locale === "es"
      ? sql`coalesce(p.name_es, p.name) as name, coalesce(p.description_es, p.description) as description,
            case when p.name_es is null then 'en' end as "nameLang",
            case when p.description_es is null and p.description is not null then 'en' end as "descriptionLang"`
      : sql`p.name, p.description, null as "nameLang", null as "descriptionLang"`;
  const order = locale === "es" && filters.sort === "name" ? ORDER_BY_NAME_ES : ORDER_BY[filters.sort];
  const rowsQuery = sql<Product[]>`
    select id, ${texts}, image_url as "imageUrl", affiliate_link as "affiliateLink",
           price::text as price, category, age_range as "ageRange"
    from autism_products p
    where is_active ${filters.category ? sql`and category = ${filters.category}` : sql``}
    order by ${sql.unsafe(order)}`;
  const groupsQuery = sql<{ category: string | null; n: number }[]>`
    select category, count(*)::int as n from autism_products
    where is_active
    group by category
    order by min(sort_order), category`;
  const [rows, groups] = await Promise.all([rowsQuery, groupsQuery]);

  const products = rows
    .filter((p) => (filters.age ? ageRangeMatches(p.ageRange, filters.age) : true))
    .map((p) => ({ ...p, imageUrl: p.imageUrl?.trim() || null }));

  return {
    products,
    categories: groups.flatMap((g) => (g.category?.trim() ? [g.category] : [])),
    total: groups.reduce((sum, g) => sum + g.n, 0),
  };
}
