/**
 * Schema.org JSON-LD, built one way for every page (listing, state, city, search, home, blog
 * article): pages compose these nodes and `jsonLd()` wraps them for the <head>.
 */
type Node = Record<string, unknown>;

/** One node with its "@context", or several in an "@graph". */
export function jsonLd(...nodes: Node[]): Node {
  return nodes.length === 1
    ? { "@context": "https://schema.org", ...nodes[0] }
    : { "@context": "https://schema.org", "@graph": nodes };
}

/** The first entries of a list page, in order (url already absolute). */
export function itemList(
  name: string,
  numberOfItems: number,
  items: ReadonlyArray<{ url: string; name: string }>,
): Node {
  return {
    "@type": "ItemList",
    name,
    numberOfItems,
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, url: item.url, name: item.name })),
  };
}

/** The page's trail from the home page (urls already absolute). */
export function breadcrumbList(crumbs: ReadonlyArray<{ name: string; url: string }>): Node {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
