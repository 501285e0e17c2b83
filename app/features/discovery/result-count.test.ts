import { describe, expect, it } from "vitest";
import { messagesFor } from "@domain/i18n/catalog.ts";
import { createTranslator } from "~/i18n/index.tsx";
import { resultCountText, showingMatchingText, type ResultCount } from "./result-count.ts";

const en = createTranslator("en", messagesFor("en"));
const es = createTranslator("es", messagesFor("es"));
const base: ResultCount = { shown: 100, matched: 911, cap: 100, kind: "first", query: null, seeAll: null };

describe("result counts", () => {
  it("a capped list says it shows the first 100 of 911 and how to see them all", () => {
    expect(resultCountText(en, base)).toEqual({
      count: "Showing the first 100 of 911 matching providers",
      serving: null,
      hint: "To see every match, narrow the filters or choose a state: state pages list all their providers.",
    });
    expect(resultCountText(es, base).count).toBe("Mostrando los primeros 100 de 911 proveedores que coinciden");
  });

  it("with a state or city page to see them all, the page links there instead of the hint", () => {
    const c = { ...base, seeAll: { href: "/texas", place: "Texas" } };
    expect(resultCountText(en, c).hint).toBeNull();
  });

  it("a zip or city search says it kept the nearest", () => {
    const c: ResultCount = { ...base, shown: 25, matched: 52, cap: 25, kind: "nearest" };
    expect(resultCountText(en, c).count).toBe("Showing the 25 nearest of 52 matching providers");
  });

  it("a zip search counts the providers serving the place apart from the nearest", () => {
    const c: ResultCount = { ...base, shown: 41, matched: 68, cap: 25, kind: "nearest" };
    expect(resultCountText(en, c)).toMatchObject({
      count: "Showing the 25 nearest of 52 matching providers",
      serving: "16 more providers serve this area.",
    });
    expect(resultCountText(es, { ...c, shown: 26, matched: 53 })).toMatchObject({
      count: "Mostrando los 25 más cercanos de 52 proveedores que coinciden",
      serving: "1 proveedor más atiende esta zona.",
    });
  });

  it("at the counting ceiling it says at least, with US grouping in both languages", () => {
    const c = { ...base, matched: 10_000 };
    expect(resultCountText(en, c).count).toBe("Showing the first 100 of at least 10,000 matching providers");
    expect(resultCountText(es, c).count).toBe(
      "Mostrando los primeros 100 de al menos 10,000 proveedores que coinciden",
    );
  });

  it("a name search at its cap names the closest matches, never a total it does not know", () => {
    const c: ResultCount = { ...base, shown: 25, matched: null, cap: 25, kind: "names", query: "Aspen Leaps" };
    expect(resultCountText(en, c)).toEqual({
      count: "Showing the 25 names closest to “Aspen Leaps”",
      serving: null,
      hint: "Type more of the name to narrow the list.",
    });
  });

  it("an uncut list is a plain count, singular for one", () => {
    expect(resultCountText(en, { ...base, shown: 72, matched: 72 }).count).toBe("72 providers found");
    expect(resultCountText(en, { ...base, shown: 1, matched: 1 }).count).toBe("1 provider found");
    expect(resultCountText(es, { ...base, shown: 1, matched: 1 }).count).toBe("1 proveedor encontrado");
    expect(resultCountText(en, { ...base, shown: 3, matched: null, cap: 25, kind: "names" }).count).toBe(
      "3 providers found",
    );
  });

  it("home's line counts every match", () => {
    expect(showingMatchingText(en, 911)).toBe("Showing 911 matching providers");
    expect(showingMatchingText(en, 1)).toBe("Showing 1 matching provider");
    expect(showingMatchingText(es, 10_000)).toBe("Mostrando al menos 10,000 proveedores que coinciden");
  });
});
