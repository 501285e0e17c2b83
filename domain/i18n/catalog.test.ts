import { describe, expect, it } from "vitest";
import { pickNamespaces, translate } from "./catalog.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { formatMessage, type MessageParams } from "./format.ts";

describe("catalogs", () => {
  it("translate every key into Spanish with the same placeholders", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      expect(es[key], key).toBeTruthy();
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
    }
  });
  it("formats numbers for the locale", () => {
    expect(formatMessage("en", "{count} providers", { count: 2500 })).toBe("2,500 providers");
  });
  it("fills every template as a plain replace of its placeholders would, also when asked again", () => {
    const replaced = (template: string, params: Record<string, string | number>) =>
      template.replace(/\{(\w+)\}/g, (whole, name: string) => {
        const value = params[name];
        return value === undefined ? whole : typeof value === "number" ? value.toLocaleString("en-US") : value;
      });
    const templates = [
      ...Object.values(en),
      ...Object.values(es),
      "{a}{b}",
      "{a} and {a}",
      "{missing} {a}",
      "no placeholder",
      "",
    ];
    const paramSets: MessageParams[] = [
      { a: "x", count: 2500, name: "Ana", min: 8 },
      { a: 0.5, count: 1, name: "{count}" },
      {},
    ];
    for (const params of paramSets)
      for (const round of [1, 2])
        for (const template of templates) {
          const named = Object.fromEntries(
            (template.match(/\{\w+\}/g) ?? [])
              .filter((p) => p !== "{missing}")
              .map((p, i) => [p.slice(1, -1), i % 2 ? i * 999 : `v${i}`]),
          );
          const all: MessageParams = { ...named, ...params };
          expect(formatMessage("en", template, all), `${round}: ${template}`).toBe(replaced(template, all));
        }
  });
});

describe("translate", () => {
  it("fills the placeholders of a server message in the asked language", () => {
    expect(translate("es", "authMessage.password_too_short", { min: 8 })).toBe("Use al menos 8 caracteres.");
    expect(translate("en", "email.greeting", { name: "Ana" })).toBe("Hello Ana,");
  });
});

describe("pickNamespaces", () => {
  it("keeps exactly the keys of the asked namespaces", () => {
    const picked = pickNamespaces("es", ["contact", "nav"]);
    const keys = Object.keys(picked);
    expect(keys.length).toBe(Object.keys(en).filter((k) => /^(contact|nav)\./.test(k)).length);
    expect(keys.every((k) => k.startsWith("contact.") || k.startsWith("nav."))).toBe(true);
    expect(picked["contact.title"]).toBe(es["contact.title"]);
  });
});
