import { describe, expect, it } from "vitest";
import { resolveLocale } from "./config.ts";
import { formatMessage } from "./index.tsx";
import { en } from "./en.ts";
import { es } from "./es.ts";

describe("resolveLocale", () => {
  it("prefers the saved preference", () => {
    expect(resolveLocale("es", "en-US,en;q=0.9")).toBe("es");
  });
  it("falls back to the browser language prefix when supported", () => {
    expect(resolveLocale(undefined, "es-MX,es;q=0.9,en;q=0.5")).toBe("es");
    expect(resolveLocale(undefined, "fr-FR,fr;q=0.9,es;q=0.8")).toBe("es");
    expect(resolveLocale(undefined, "en-GB")).toBe("en");
  });
  it("ignores unsupported values and defaults to English", () => {
    expect(resolveLocale("de", "de-DE")).toBe("en");
    expect(resolveLocale(undefined, null)).toBe("en");
    expect(resolveLocale(undefined, "es;q=0")).toBe("en");
  });
});

describe("catalogs", () => {
  it("translate every key into Spanish with the same placeholders", () => {
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      expect(es[key], key).toBeTruthy();
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
    }
  });
  it("formats numbers for the locale", () => {
    expect(formatMessage("en", "{count} providers", { count: 2500 })).toBe("2,500 providers");
  });
});
