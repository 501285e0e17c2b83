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
});
