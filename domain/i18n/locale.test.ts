import { describe, expect, it } from "vitest";
import { localeFromRequest, resolveLocale } from "./locale.ts";

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

describe("localeFromRequest", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });
  it("reads the lang cookie among others before Accept-Language", () => {
    expect(localeFromRequest(request({ cookie: "theme=dark; lang=es; session=x", "accept-language": "en" }))).toBe(
      "es",
    );
  });
  it("uses Accept-Language when the cookie is missing or not a language", () => {
    expect(localeFromRequest(request({ cookie: "lang=fr", "accept-language": "es-MX" }))).toBe("es");
    expect(localeFromRequest(request({ "accept-language": "de" }))).toBe("en");
  });
});
