/**
 * A small Markdown-subset renderer that produces SAFE HTML: every character of the source is
 * escaped, and the only tags in the output are the ones this module writes itself. There is no
 * raw-HTML pass-through, so `<script>` in an article is shown as text.
 *
 * Supported blocks: ATX headings (`#`…`######`), paragraphs, unordered (`-`, `*`, `+`) and
 * ordered (`1.` / `1)`) lists (one level; indented lines continue an item), blockquotes (`>`,
 * which may hold any of these blocks), fenced code blocks (```), and horizontal rules (`---`).
 * Inline: `code spans`, **strong** / __strong__, *emphasis* / _emphasis_, [links](url) and
 * backslash escapes. Links keep only http(s) and site-relative addresses; any other address
 * (javascript:, data:, vbscript:, protocol-relative //host, anything with spaces or control
 * characters) drops the link and keeps its text. External links get rel="noopener noreferrer".
 * Kept over markdown-it / micromark (same output on every article, far smaller): ADR 0020.
 */
import { escapeHtml } from "@domain/html.ts";

export interface MarkdownOptions {
  /**
   * The smallest heading level written: with 2 (the default) `#` becomes <h2> like `##`, so an
   * article's body never competes with the page's own <h1>. Deeper levels are kept as written.
   */
  minHeadingLevel?: number;
}

/** Whether an address leaves the site (http or https with a host). */
function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The address itself when it is safe to link to: http(s) URLs with a host, or a site-relative
 * path, query or fragment. Everything else returns null.
 */
export function safeUrl(raw: string): string | null {
  const url = raw.trim();
  if (!url) return null;
  // Whitespace, control characters, quotes, angle brackets and backslashes are never needed in
  // our articles' links and are how scheme filters get bypassed ("java\tscript:", "/\evil").
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f<>"'`\\]/.test(url)) return null;
  if (/^https?:\/\/[^/?#]+/i.test(url)) return url;
  if (url.startsWith("//")) return null;
  if (/^[/?#]/.test(url) || url.startsWith("./") || url.startsWith("../")) return url;
  // A bare relative path ("other-post") is fine as long as nothing before the first / ? # is a scheme.
  const head = url.split(/[/?#]/, 1)[0] ?? "";
  // "&" too: an entity such as "javascript&#58;" is inert once escaped, but has no business here.
  if (head.includes(":") || head.includes("&")) return null;
  return url;
}

// ---------------------------------------------------------------------------------------------
// Inline

const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;

/**
 * For each `[` its balanced `]`, and for each `(` its balanced `)` on the same line (-1 when none),
 * found in one pass each with a stack. Searching forward from every bracket instead took quadratic
 * time on a run of unclosed ones (40,000 `[` held the server for 10 s). A backslash escapes the
 * character after it for brackets only, as before.
 */
function matchingPairs(text: string): { brackets: Int32Array; parens: Int32Array } {
  const brackets = new Int32Array(text.length).fill(-1);
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === "[") open.push(i);
    else if (c === "]") {
      const at = open.pop();
      if (at !== undefined) brackets[at] = i;
    }
  }
  const parens = new Int32Array(text.length).fill(-1);
  open.length = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") open.push(i);
    else if (c === ")") {
      const at = open.pop();
      if (at !== undefined) parens[at] = i;
    } else if (c === "\n") open.length = 0;
  }
  return { brackets, parens };
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Finds the closing emphasis delimiter `delim` starting at `from`; -1 when there is none. */
function closingDelimiter(text: string, delim: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "`") {
      const end = text.indexOf("`", i + 1);
      if (end !== -1) i = end;
      continue;
    }
    if (text.startsWith(delim, i)) {
      // A single * or _ must not be half of a double one.
      if (delim.length === 1 && text[i + 1] === delim) {
        i++;
        continue;
      }
      if (i === from) continue;
      if (/\s/.test(text[i - 1] ?? "")) continue; // closer must follow non-space
      if (delim[0] === "_" && isWordChar(text[i + delim.length])) continue; // no intraword _
      return i;
    }
  }
  return -1;
}

/** Renders inline Markdown to escaped HTML. */
export function renderInline(text: string): string {
  return inline(text, 0);
}

/**
 * Deeper nesting (a link in a link in a link…) is written as text: no article needs it, and
 * each level rescans its part, so unbounded nesting would make the work quadratic again.
 */
const MAX_INLINE_DEPTH = 16;

function inline(text: string, depth: number): string {
  if (depth > MAX_INLINE_DEPTH) return escapeHtml(text);
  let pairs: ReturnType<typeof matchingPairs> | null = null;
  // The first position from which a search for each closing delimiter found none: a later search
  // would scan the same tail again for nothing (`_a _a _a …` was quadratic: 13,000 took 12 s).
  const noCloserFrom: Record<string, number> = {};
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;

    if (c === "\\" && i + 1 < text.length && PUNCTUATION.test(text[i + 1] as string)) {
      out += escapeHtml(text[i + 1] as string);
      i += 2;
      continue;
    }

    if (c === "`") {
      let ticks = 1;
      while (text[i + ticks] === "`") ticks++;
      const fence = "`".repeat(ticks);
      const end = text.indexOf(fence, i + ticks);
      if (end !== -1) {
        const code = text.slice(i + ticks, end).replace(/\n/g, " ");
        const trimmed = /^ .* $/.test(code) && code.trim() ? code.slice(1, -1) : code;
        out += `<code>${escapeHtml(trimmed)}</code>`;
        i = end + ticks;
        continue;
      }
      out += escapeHtml(fence);
      i += ticks;
      continue;
    }

    if (c === "[") {
      pairs ??= matchingPairs(text);
      const close = pairs.brackets[i]!;
      if (close !== -1 && text[close + 1] === "(") {
        const paren = pairs.parens[close + 1]!;
        if (paren !== -1) {
          const label = text.slice(i + 1, close);
          // The destination, without an optional "title".
          const target = text.slice(close + 2, paren).trim();
          const dest = (/^(\S+)(?:\s+"[^"]*")?$/.exec(target)?.[1] ?? "").replace(/^<(.*)>$/, "$1");
          const href = safeUrl(dest);
          const inner = inline(label, depth + 1);
          if (href) {
            const rel = isExternalUrl(href) ? ' rel="noopener noreferrer"' : "";
            out += `<a href="${escapeHtml(href)}"${rel}>${inner}</a>`;
          } else {
            out += inner; // unsafe address: keep the words, drop the link
          }
          i = paren + 1;
          continue;
        }
      }
      out += "[";
      i++;
      continue;
    }

    if (c === "*" || c === "_") {
      const double = text[i + 1] === c;
      const delim = double ? c + c : c;
      const next = text[i + delim.length];
      const leftFlanking = next !== undefined && !/\s/.test(next);
      const intraword = c === "_" && isWordChar(text[i - 1]);
      if (leftFlanking && !intraword) {
        const from = i + delim.length;
        const end = from >= (noCloserFrom[delim] ?? Infinity) ? -1 : closingDelimiter(text, delim, from);
        if (end === -1) noCloserFrom[delim] = Math.min(from, noCloserFrom[delim] ?? Infinity);
        if (end !== -1) {
          const inner = inline(text.slice(from, end), depth + 1);
          out += double ? `<strong>${inner}</strong>` : `<em>${inner}</em>`;
          i = end + delim.length;
          continue;
        }
      }
      out += escapeHtml(delim);
      i += delim.length;
      continue;
    }

    out += escapeHtml(c);
    i++;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Blocks

const HEADING_START = /^ {0,3}(#{1,6})(?=[ \t]|$)/;

const isSpaceOrTab = (c: string | undefined) => c === " " || c === "\t";

/** The end of `text` without its trailing spaces and tabs. */
function endWithoutSpace(text: string, end = text.length): number {
  while (end > 0 && isSpaceOrTab(text[end - 1])) end--;
  return end;
}

/**
 * An ATX heading's level and text (without an optional closing run of #). Written as a loop: the
 * single regular expression it replaces backtracked quadratically on a long run of spaces.
 */
function atxHeading(line: string): { level: number; text: string } | null {
  const start = HEADING_START.exec(line);
  if (!start) return null;
  const rest = line.slice(start[0].length);
  let end = endWithoutSpace(rest);
  let hashes = end;
  while (hashes > 0 && rest[hashes - 1] === "#") hashes--;
  // A closing sequence is a run of # after a space or tab (or the whole rest): "# C#" keeps its #.
  if (hashes < end && (hashes === 0 || isSpaceOrTab(rest[hashes - 1]))) end = endWithoutSpace(rest, hashes);
  let begin = 0;
  while (begin < end && isSpaceOrTab(rest[begin])) begin++;
  return { level: (start[1] as string).length, text: rest.slice(begin, end) };
}
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const RULE = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const QUOTE = /^ {0,3}>[ ]?/;
const BULLET = /^ {0,3}[-*+][ \t]+/;
const ORDERED = /^ {0,3}(\d{1,9})[.)][ \t]+/;

const isBlank = (line: string) => line.trim() === "";
const startsBlock = (line: string) =>
  HEADING_START.test(line) ||
  FENCE.test(line) ||
  RULE.test(line) ||
  QUOTE.test(line) ||
  BULLET.test(line) ||
  ORDERED.test(line);

/**
 * Quotes nested deeper are text: each level re-reads its lines, and "> > > …" ten thousand deep
 * overflowed the stack (a 500) before this limit.
 */
const MAX_QUOTE_DEPTH = 8;

function renderBlocks(lines: string[], options: Required<MarkdownOptions>, depth = 0): string[] {
  const html: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;

    if (isBlank(line)) {
      i++;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1] as string;
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] as string).trim().startsWith(marker)) body.push(lines[i++] as string);
      i++; // closing fence (or end of input)
      html.push(`<pre><code>${escapeHtml(body.join("\n"))}</code></pre>`);
      continue;
    }

    const heading = atxHeading(line);
    if (heading) {
      const level = Math.max(heading.level, options.minHeadingLevel);
      html.push(`<h${level}>${renderInline(heading.text)}</h${level}>`);
      i++;
      continue;
    }

    if (RULE.test(line)) {
      html.push("<hr>");
      i++;
      continue;
    }

    if (depth < MAX_QUOTE_DEPTH && QUOTE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] as string)) inner.push((lines[i++] as string).replace(QUOTE, ""));
      html.push(`<blockquote>${renderBlocks(inner, options, depth + 1).join("\n")}</blockquote>`);
      continue;
    }

    const ordered = ORDERED.exec(line);
    if (ordered || BULLET.test(line)) {
      const marker = ordered ? ORDERED : BULLET;
      const items: string[][] = [];
      while (i < lines.length) {
        const current = lines[i] as string;
        if (marker.test(current)) {
          items.push([current.replace(marker, "")]);
          i++;
        } else if (isBlank(current)) {
          // A blank line continues the list only when another item follows.
          let j = i;
          while (j < lines.length && isBlank(lines[j] as string)) j++;
          if (j < lines.length && marker.test(lines[j] as string)) i = j;
          else break;
        } else if (/^\s{2,}\S/.test(current) || !startsBlock(current)) {
          items[items.length - 1]?.push(current.trim());
          i++;
        } else {
          break;
        }
      }
      const tag = ordered ? "ol" : "ul";
      const start = ordered && Number(ordered[1]) !== 1 ? ` start="${Number(ordered[1])}"` : "";
      const lis = items.map((item) => `<li>${renderInline(item.join("\n").trim())}</li>`).join("");
      html.push(`<${tag}${start}>${lis}</${tag}>`);
      continue;
    }

    const paragraph: string[] = [];
    while (
      i < lines.length &&
      !isBlank(lines[i] as string) &&
      (paragraph.length === 0 || !startsBlock(lines[i] as string))
    ) {
      paragraph.push((lines[i++] as string).trim());
    }
    html.push(`<p>${renderInline(paragraph.join("\n"))}</p>`);
  }
  return html;
}

/** Renders Markdown to HTML in which every tag and attribute was written by this module. */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  const resolved: Required<MarkdownOptions> = {
    minHeadingLevel: Math.min(6, Math.max(1, options.minHeadingLevel ?? 2)),
  };
  const lines = markdown.replace(/\r\n?/g, "\n").replace(/\0/g, "\uFFFD").split("\n");
  return renderBlocks(lines, resolved).join("\n");
}
