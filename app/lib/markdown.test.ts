import { describe, expect, it } from "vitest";
import { renderInline, renderMarkdown, safeUrl } from "./markdown.ts";

/** Every tag name in the output: the renderer may only ever write these. */
const ALLOWED_TAGS = new Set([
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "ul",
  "ol",
  "li",
  "blockquote",
  "pre",
  "code",
  "strong",
  "em",
  "a",
  "hr",
]);
function tagsIn(html: string): string[] {
  return [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => (m[1] as string).toLowerCase());
}
function expectOnlySafeTags(html: string) {
  for (const tag of tagsIn(html)) expect(ALLOWED_TAGS.has(tag), `unexpected <${tag}> in ${html}`).toBe(true);
  // The only attributes written are href, rel and start.
  for (const m of html.matchAll(/<[a-z0-9]+(\s[^>]*)?>/g)) {
    const attrs = (m[1] ?? "").trim();
    if (!attrs) continue;
    expect(attrs).toMatch(/^(?:(?:href="[^"<>]*"|rel="noopener noreferrer"|start="\d+")\s*)+$/);
  }
}

describe("renderMarkdown: safety", () => {
  it("renders a script tag as inert text", () => {
    const html = renderMarkdown("Hello <script>alert(1)</script> there");
    expect(html).toBe("<p>Hello &lt;script&gt;alert(1)&lt;/script&gt; there</p>");
    expect(html).not.toContain("<script");
    expectOnlySafeTags(html);
  });

  it("escapes raw HTML blocks and event-handler attributes", () => {
    const html = renderMarkdown(
      "<img src=x onerror=\"alert(1)\">\n\n<div onclick='x'>hi</div>\n\n<svg/onload=alert(1)>",
    );
    expect(html).not.toMatch(/<img|<div|<svg/);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expectOnlySafeTags(html);
  });

  it("drops javascript:, data: and vbscript: links but keeps their text", () => {
    for (const dest of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "vbscript:msgbox(1)",
      "//evil.example/path",
      "/\\evil.example",
      "javascript&#58;alert(1)",
      "&#106;avascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "mailto:someone@example.com",
    ]) {
      const html = renderMarkdown(`[x](${dest})`);
      expect(html, dest).toBe("<p>x</p>");
    }
  });

  it("does not let a link destination break out of the href attribute", () => {
    const attempts = [
      'https://a.example/" onmouseover="alert(1)',
      "https://a.example/'onmouseover='alert(1)",
      "https://a.example/><script>alert(1)</script>",
    ];
    for (const dest of attempts) {
      const html = renderMarkdown(`[x](${dest})`);
      expect(html).not.toMatch(/onmouseover="|<script/);
      expectOnlySafeTags(html);
    }
    const titled = renderMarkdown('[x](https://a.example/ "t\\" onclick=\\"alert(1)")');
    expect(titled).not.toContain("onclick=");
    expectOnlySafeTags(titled);
  });

  it("escapes link text, headings, list items, quotes and code", () => {
    const md = [
      "# <b>Title</b>",
      "",
      "- <i>one</i>",
      "1. \"two\" & 'three'",
      "",
      "> <iframe src=x></iframe>",
      "",
      "`<script>` and [<em>label</em>](/ok)",
      "",
      "```",
      "<script>alert(1)</script>",
      "```",
    ].join("\n");
    const html = renderMarkdown(md);
    expect(html).not.toMatch(/<b>|<i>|<iframe|<script/);
    expect(html).toContain("<code>&lt;script&gt;</code>");
    expect(html).toContain('<a href="/ok">&lt;em&gt;label&lt;/em&gt;</a>');
    expect(html).toContain("<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>");
    expectOnlySafeTags(html);
  });

  it("never writes anything but its own tags for hostile input", () => {
    const hostile = [
      "<<script>script>alert(1)<</script>/script>",
      "[a](https://x.example)<script>",
      "**<style>body{}</style>**",
      "*[x](javascript:alert(1))*",
      "> > <object data=x>",
      "[![img](x)](javascript:alert(1))",
      '[x](https://ok.example "a" onclick="b")',
    ].join("\n\n");
    expectOnlySafeTags(renderMarkdown(hostile));
  });
});

describe("safeUrl", () => {
  it("keeps http(s) and site-relative addresses", () => {
    expect(safeUrl("https://www.bacb.com/")).toBe("https://www.bacb.com/");
    expect(safeUrl("http://example.com/a?b=1#c")).toBe("http://example.com/a?b=1#c");
    expect(safeUrl("/search")).toBe("/search");
    expect(safeUrl("#sources")).toBe("#sources");
    expect(safeUrl("?page=2")).toBe("?page=2");
    expect(safeUrl("../blog/x")).toBe("../blog/x");
    expect(safeUrl("what-a-bcba-does")).toBe("what-a-bcba-does");
  });

  it("refuses everything else", () => {
    for (const url of [
      "",
      "javascript:alert(1)",
      "ftp://x",
      "https://",
      "//x.example",
      "a b",
      "file:///etc/passwd",
      "x:y",
    ]) {
      expect(safeUrl(url), url).toBeNull();
    }
  });
});

describe("renderMarkdown: syntax", () => {
  it("renders headings as written, raising # to h2 by default", () => {
    expect(renderMarkdown("# A\n## B\n### C\n###### F")).toBe("<h2>A</h2>\n<h2>B</h2>\n<h3>C</h3>\n<h6>F</h6>");
    expect(renderMarkdown("# A", { minHeadingLevel: 1 })).toBe("<h1>A</h1>");
    expect(renderMarkdown("#NoSpace")).toBe("<p>#NoSpace</p>");
  });

  it("joins paragraph lines and separates paragraphs on blank lines", () => {
    expect(renderMarkdown("one\ntwo\n\nthree")).toBe("<p>one\ntwo</p>\n<p>three</p>");
  });

  it("renders emphasis, strong and code spans", () => {
    expect(renderInline("**bold** and *it* and _it_ and __b__")).toBe(
      "<strong>bold</strong> and <em>it</em> and <em>it</em> and <strong>b</strong>",
    );
    expect(renderInline("**bold with *nested* em**")).toBe("<strong>bold with <em>nested</em> em</strong>");
    expect(renderInline("snake_case_name and 2 * 3 * 4")).toBe("snake_case_name and 2 * 3 * 4");
    expect(renderInline("`a * b`")).toBe("<code>a * b</code>");
    expect(renderInline("\\*not em\\*")).toBe("*not em*");
    expect(renderInline("unclosed **bold")).toBe("unclosed **bold");
  });

  it("renders links, marking external ones", () => {
    expect(renderInline("[BACB](https://www.bacb.com)")).toBe(
      '<a href="https://www.bacb.com" rel="noopener noreferrer">BACB</a>',
    );
    expect(renderInline("[search](/search?services=ABA%20Therapy)")).toBe(
      '<a href="/search?services=ABA%20Therapy">search</a>',
    );
    expect(renderInline("[**bold** link](/x)")).toBe('<a href="/x"><strong>bold</strong> link</a>');
    expect(renderInline("[Wiki](https://en.example.org/wiki/A_(b))")).toBe(
      '<a href="https://en.example.org/wiki/A_(b)" rel="noopener noreferrer">Wiki</a>',
    );
    expect(renderInline("a [bracket] only")).toBe("a [bracket] only");
    expect(renderInline("[x](https://a.example&b)")).toBe(
      '<a href="https://a.example&amp;b" rel="noopener noreferrer">x</a>',
    );
  });

  it("renders unordered and ordered lists with continuation lines", () => {
    expect(renderMarkdown("- one\n- two\n  more\n\n- three")).toBe(
      "<ul><li>one</li><li>two\nmore</li><li>three</li></ul>",
    );
    expect(renderMarkdown("1. a\n2. b")).toBe("<ol><li>a</li><li>b</li></ol>");
    expect(renderMarkdown("3) c\n4) d")).toBe('<ol start="3"><li>c</li><li>d</li></ol>');
    expect(renderMarkdown("- a\n\nafter")).toBe("<ul><li>a</li></ul>\n<p>after</p>");
    expect(renderMarkdown("- a\n1. b")).toBe("<ul><li>a</li></ul>\n<ol><li>b</li></ol>");
  });

  it("renders blockquotes holding other blocks", () => {
    expect(renderMarkdown("> **Note:** verify\n> - one")).toBe(
      "<blockquote><p><strong>Note:</strong> verify</p>\n<ul><li>one</li></ul></blockquote>",
    );
  });

  it("renders rules and fenced code", () => {
    expect(renderMarkdown("a\n\n---\n\nb")).toBe("<p>a</p>\n<hr>\n<p>b</p>");
    expect(renderMarkdown("```\nx *y*\n```")).toBe("<pre><code>x *y*</code></pre>");
  });

  it("handles empty and odd input without throwing", () => {
    expect(renderMarkdown("")).toBe("");
    expect(renderMarkdown("\r\n\r\n")).toBe("");
    expect(renderMarkdown("a\u0000b")).toBe("<p>a\uFFFDb</p>");
    expect(() => renderMarkdown("[".repeat(2000) + "*".repeat(2000) + "`".repeat(2000))).not.toThrow();
  });
});

describe("hostile input (issue 30, item 30)", () => {
  // Each took 3 s or more (or overflowed the stack) when the renderer searched forward from every
  // delimiter; in linear time each takes milliseconds. The bound is generous for a busy machine.
  const hostile: Record<string, string> = {
    "unclosed underscores": "_a ".repeat(13_000),
    "unclosed stars": "*a ".repeat(13_000),
    "unclosed double stars": "**a ".repeat(13_000),
    "unclosed brackets": "[".repeat(40_000),
    "links without a closing parenthesis": "[a](".repeat(30_000),
    "links nested 5,000 deep": "[".repeat(5_000) + "a" + "](b)".repeat(5_000),
    "a heading with 60,000 spaces inside": "# a" + " ".repeat(60_000) + "b",
    "quotes nested 10,000 deep": "> ".repeat(10_000) + "a",
  };

  for (const [name, text] of Object.entries(hostile)) {
    it(`renders ${name} in linear time`, () => {
      const started = performance.now();
      const html = renderMarkdown(text);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(html.length).toBeGreaterThan(0);
    });
  }

  it("still renders what those inputs hold", () => {
    expect(renderMarkdown("_a ".repeat(3).trim())).toBe("<p>_a _a _a</p>");
    expect(renderMarkdown("[".repeat(3) + "a](/b)")).toBe('<p>[[<a href="/b">a</a></p>');
    expect(renderMarkdown("#   Title   ##  ")).toBe("<h2>Title</h2>");
    expect(renderMarkdown("# C#")).toBe("<h2>C#</h2>");
    expect(renderMarkdown("# #")).toBe("<h2></h2>");
    // Nesting stops at 8 quotes and 16 inline levels; deeper markup stays as text.
    const quotes = renderMarkdown("> ".repeat(10) + "a");
    expect(quotes.match(/<blockquote>/g)).toHaveLength(8);
    expect(quotes).toContain("&gt; &gt; a");
    const links = renderMarkdown("[".repeat(20) + "a" + "](/b)".repeat(20));
    expect(links.match(/<a /g)!.length).toBe(17);
  });
});
