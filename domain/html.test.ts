import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html.ts";

describe("escapeHtml", () => {
  it("escapes the five HTML-special characters and leaves the rest", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
    expect(escapeHtml("Peña & Co")).toBe("Peña &amp; Co");
  });
});
