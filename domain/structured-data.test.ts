import { describe, expect, it } from "vitest";
import { breadcrumbList, itemList, jsonLd } from "./structured-data.ts";

describe("structured data", () => {
  it("gives one node its context and several an @graph", () => {
    expect(jsonLd({ "@type": "WebSite", name: "ABA Atlas" })).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "ABA Atlas",
    });
    const graph = jsonLd(itemList("Providers", 12, []), breadcrumbList([]));
    expect(graph["@context"]).toBe("https://schema.org");
    expect((graph["@graph"] as unknown[]).length).toBe(2);
  });

  it("numbers list items and crumbs from 1, in order", () => {
    const list = itemList("Providers in Austin, TX", 40, [
      { url: "https://x.test/a", name: "A" },
      { url: "https://x.test/b", name: "B" },
    ]);
    expect(list.numberOfItems).toBe(40);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, url: "https://x.test/a", name: "A" },
      { "@type": "ListItem", position: 2, url: "https://x.test/b", name: "B" },
    ]);
    expect(
      breadcrumbList([
        { name: "Home", url: "https://x.test/" },
        { name: "Texas", url: "https://x.test/texas" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://x.test/" },
      { "@type": "ListItem", position: 2, name: "Texas", item: "https://x.test/texas" },
    ]);
  });
});
