/**
 * The react-dom patch (ADR 0028): text and attribute values beyond Latin-1 are written as
 * character references, so the markup of a script-free page stays a one-byte string in V8 and
 * reads back as the same text. Both builds are checked: Vitest loads the development one, the
 * server the production one.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { serialize } from "node:v8";
import { createElement } from "react";
import type * as ReactDOMServer from "react-dom/server";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const builds = ["production", "development"].map(
  (build) =>
    [
      build,
      // By path: react-dom's exports map does not list its builds.
      require(
        path.resolve(import.meta.dirname, `../node_modules/react-dom/cjs/react-dom-server-legacy.node.${build}.js`),
      ) as typeof ReactDOMServer,
    ] as const,
);

/** V8 writes a one-byte string with the tag `"`, a two-byte one with `c` (after a padding byte or not). */
function isOneByte(text: string): boolean {
  return serialize(text)[2] === 0x22;
}

/** What a browser reads from the markup's text: the references React and the patch write. */
function decoded(html: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"' };
  return html.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot));/gi,
    (_, hex?: string, dec?: string, name?: string) =>
      name ? named[name]! : String.fromCodePoint(hex ? parseInt(hex, 16) : Number(dec)),
  );
}

const text = `Results for “austin” — 5 providers… & <more> ’s 😀 café ¿qué? ${"x".repeat(20_000)}✓`;

describe.each(builds)("react-dom's legacy renderer, %s build, as patched", (_, server) => {
  it("writes text and attributes beyond Latin-1 as references, one byte a character", () => {
    const html = server.renderToString(
      createElement("p", { title: text, "data-glyph": "★" }, text, createElement("b", null, "Ünïcödé ✓")),
    );
    expect(html).not.toMatch(/[\u0100-\uffff]/);
    expect(html).toContain("&#8220;austin&#8221;");
    expect(html).toContain("&#128512;");
    expect(html).toContain("café ¿qué?");
    expect(isOneByte(html)).toBe(true);
    const [, title, glyph, body, bold] = /title="([^"]*)" data-glyph="([^"]*)">(.*)<b>(.*)<\/b><\/p>$/s.exec(html)!;
    expect(decoded(title!)).toBe(text);
    expect(decoded(glyph!)).toBe("★");
    expect(decoded(body!)).toBe(text);
    expect(decoded(bold!)).toBe("Ünïcödé ✓");
  });

  it("leaves Latin-1 text as React writes it", () => {
    const html = server.renderToStaticMarkup(createElement("p", { title: `"a" & 'b'` }, "Terapia ABA <niños> & más"));
    expect(html).toBe(`<p title="&quot;a&quot; &amp; &#x27;b&#x27;">Terapia ABA &lt;niños&gt; &amp; más</p>`);
  });
});
