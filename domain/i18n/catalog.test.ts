import { describe, expect, it } from "vitest";
import { pickNamespaces, translate } from "./catalog.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { formatMessage } from "./format.ts";

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
