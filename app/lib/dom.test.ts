import { serialize } from "node:v8";
import { describe, expect, it } from "vitest";
import { scriptJson } from "./dom.ts";

describe("scriptJson", () => {
  it("cannot close its <script> element or open a comment, whatever a provider's name holds", () => {
    const name = `Bright </script><script>alert(1)</script> <!-- Steps \u2028\u2029`;
    const json = scriptJson({ name });
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain("<!--");
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ name });
  });

  it("escapes every character beyond Latin-1, so the page it joins stays one byte a character", () => {
    const value = {
      hint: "Use ⌘ + scroll…",
      quote: "“austin”",
      emoji: "😀",
      spanish: "¿Qué? niños",
      long: "é".repeat(20_000),
    };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[\u0100-\uffff]/);
    expect(json).toContain("\\u2318");
    expect(serialize(json)[2]).toBe(0x22); // V8's tag for a one-byte string
    expect(JSON.parse(json)).toEqual(value);
  });
});
