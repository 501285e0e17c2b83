import { describe, expect, it } from "vitest";
import { translatePlural } from "./catalog.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { pluralKey } from "./plural.ts";
import { usPluralCategory as pluralCategory } from "./us-format.ts";

const bases = Object.keys(en)
  .filter((k) => k.endsWith(".other") && Object.hasOwn(en, `${k.slice(0, -6)}.one`))
  .map((k) => k.slice(0, -6));

describe("plural rules", () => {
  it("follow CLDR for English and Spanish", () => {
    expect([0, 1, 2, 1.5].map((n) => pluralCategory("en", n))).toEqual(["other", "one", "other", "other"]);
    expect([0, 1, 2, 1_000_000].map((n) => pluralCategory("es", n))).toEqual(["other", "one", "other", "many"]);
  });

  it("fall back to the other form for a category the catalog lacks (Spanish many)", () => {
    const has = (key: string) => Object.hasOwn(es, key);
    expect(pluralKey("es", "results.count", 1_000_000, has)).toBe("results.count.other");
    expect(translatePlural("es", "results.count", 1_000_000)).toBe("1,000,000 proveedores encontrados");
  });

  it("every plural group has a one and an other form in both languages, each showing its number", () => {
    expect(bases.length).toBeGreaterThan(15);
    for (const base of bases) {
      for (const catalog of [en, es] as const) {
        for (const form of ["one", "other"]) {
          const text = (catalog as Record<string, string>)[`${base}.${form}`];
          expect(text, `${base}.${form}`).toBeTruthy();
          expect(/\{(count|min|max)\}/.test(text!), `${base}.${form} shows its number`).toBe(true);
        }
      }
    }
  });

  it("say 1 provider, 1 year, 1 mile: never a plural noun after 1", () => {
    expect(translatePlural("en", "results.count", 1)).toBe("1 provider found");
    expect(translatePlural("en", "results.count", 2)).toBe("2 providers found");
    expect(translatePlural("en", "results.count", 0)).toBe("0 providers found");
    expect(translatePlural("es", "results.count", 1)).toBe("1 proveedor encontrado");
    expect(translatePlural("en", "filters.ageYears", 1)).toBe("1 year");
    expect(translatePlural("es", "filters.ageYears", 1)).toBe("1 año");
    expect(translatePlural("es", "filters.ageYears", 3)).toBe("3 años");
    expect(translatePlural("en", "filters.within", 1)).toBe("within 1 mile");
    expect(translatePlural("en", "listing.reviewCount", 1)).toBe("(1 review)");
    expect(translatePlural("es", "listing.waitlistWeeks", 1)).toBe("Lista de espera, alrededor de 1 semana");
    expect(translatePlural("en", "detail.agesRange", 1, { min: 0, max: 1 })).toBe("0 to 1 year");
    expect(translatePlural("en", "home.providersIn", 2500, { places: translatePlural("en", "home.statesAndDc", 50) })).toBe(
      "2,500 providers in 50 states and DC",
    );
  });

  it("no catalog text puts a bare number placeholder before a noun outside a plural group", () => {
    // A {count} with a noun after it must live in a plural group (or be an abbreviation: mi, ft;
    // "{count} of {max}" and "{count} in all" have no noun),
    // unless the number is always above a cap by construction ("the first 100 of 911").
    const alwaysMany = new Set([
      "home.showingMatchingMore",
      "map.countMore",
      "results.firstOf",
      "results.firstOfMore",
      "results.nearestOf",
      "results.nearestOfMore",
      "adminImport.problemsShown",
    ]);
    for (const [key, text] of Object.entries(en)) {
      if (alwaysMany.has(key) || bases.some((b) => key.startsWith(`${b}.`))) continue;
      const bare = text.match(/\{count\} ([a-z]+)/i);
      if (bare) expect(["mi", "ft", "more", "of", "in"], `${key}: ${text}`).toContain(bare[1]);
    }
  });
});
