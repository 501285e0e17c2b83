import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";
import { TIER_PRICES, tierRank } from "./tiers.ts";
import { DEFAULT_MAP_CENTER, US_STATES, findState } from "./states.ts";

describe("slugify", () => {
  it("follows spec section 2", () => {
    expect(slugify("Bright Steps ABA, LLC")).toBe("bright-steps-aba-llc");
    expect(slugify("  New   York  ")).toBe("new-york");
    expect(slugify("A -- B")).toBe("a-b");
    expect(slugify("Peñasco & Española")).toBe("penasco-espanola");
  });

  it("gives plain ASCII text (its one-pass path) the slug of the spec's steps (the path any other text takes)", () => {
    // A combining accent sends the same text down the general path, which folds it away.
    const generalPath = (v: string) => slugify(`${v}\u0301`);
    const alphabet = "aZ09 -\t\n\v\f\r.,&'/_()#@!";
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 5000; n++) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 14) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join("");
      expect(slugify(text), JSON.stringify(text)).toBe(generalPath(text));
    }
    expect(slugify("Coeur d'Alene")).toBe("coeur-dalene");
    expect(slugify("--")).toBe("");
  });
});

describe("tierRank", () => {
  it("ranks featured 5, premium-state 4, premium-city 3, premium and premium-local 2, others 1", () => {
    expect(
      ["featured", "premium-state", "premium-city", "premium", "premium-local", "basic", "unknown", null].map(tierRank),
    ).toEqual([5, 4, 3, 2, 2, 1, 1, 1]);
  });
  it("has the spec's monthly prices", () => {
    expect(TIER_PRICES).toEqual({ basic: 0, premium: 299, "premium-local": 499, "premium-state": 699, featured: 999 });
  });
});

describe("US_STATES", () => {
  it("has the 50 states and DC with the spec's zoom levels", () => {
    expect(US_STATES).toHaveLength(51);
    const zoom = (code: string) => US_STATES.find((s) => s.code === code)?.zoom;
    expect([zoom("MT"), zoom("TX"), zoom("AK"), zoom("HI"), zoom("NJ"), zoom("CA")]).toEqual([6, 6, 4, 8, 8, 7]);
    for (const s of US_STATES) {
      expect(Math.abs(s.lat)).toBeLessThanOrEqual(85);
      expect(Math.abs(s.lng)).toBeLessThanOrEqual(180);
    }
  });
  it("finds states by slug, name or code; DC is Washington DC", () => {
    expect(findState("new-york")?.code).toBe("NY");
    expect(findState("Texas")?.code).toBe("TX");
    expect(findState("ca")?.name).toBe("California");
    expect(findState("washington-dc")?.code).toBe("DC");
    expect(findState("atlantis")).toBeUndefined();
    expect(DEFAULT_MAP_CENTER).toEqual({ lat: 39.8283, lng: -98.5795 });
  });
});
