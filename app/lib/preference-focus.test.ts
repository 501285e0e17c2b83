import { describe, expect, it } from "vitest";
import { parsePreferenceFocus, preferenceFocusCookie, preferenceFocusValue } from "./preference-focus.ts";

describe("preference focus cookie", () => {
  it("names the switch used and reads it back", () => {
    const value = preferenceFocusValue("lang", "menu");
    expect(value).toBe("lang.menu");
    expect(parsePreferenceFocus(value!)).toEqual({ kind: "lang", place: "menu" });
    expect(parsePreferenceFocus("theme.header")).toEqual({ kind: "theme", place: "header" });
  });

  it("ignores places and values it does not know (the form field is the visitor's to change)", () => {
    expect(preferenceFocusValue("theme", "footer")).toBeNull();
    expect(preferenceFocusValue("theme", null)).toBeNull();
    expect(parsePreferenceFocus(undefined)).toBeNull();
    expect(parsePreferenceFocus("theme.<script>")).toBeNull();
    expect(parsePreferenceFocus("size.header")).toBeNull();
  });

  it("lives only across the redirect, and is cleared with Max-Age=0", () => {
    expect(preferenceFocusCookie("theme.bar", true)).toBe(
      "pref_focus=theme.bar; Path=/; Max-Age=60; SameSite=Lax; HttpOnly; Secure",
    );
    expect(preferenceFocusCookie(null, false)).toBe("pref_focus=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly");
  });
});
