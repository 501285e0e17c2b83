import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** One rendered answer, kept compressed, with what it takes to replay it (ADR 0014). */
export interface CachedPage {
  status: number;
  /** The route's headers (Content-Type, Cache-Control, Vary, the insights headers…), minus encoding and length. */
  headers: Array<[string, string]>;
  gzip: Buffer;
  br: Buffer;
  /** For HTML: the sha256 (base64) of each inline script, so a replay's CSP allows exactly those. */
  scriptHashes: string[] | null;
  /** The data generation seen before the render began: the entry is good only while it is current. */
  generation: number;
  storedAt: number;
  bytes: number;
}

/** Headers that describe the bytes as sent, or that the outer middleware sets per response. */
const NOT_KEPT = new Set(["content-length", "content-encoding", "transfer-encoding", "set-cookie"]);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The sha256 of every inline <script> of a document, as CSP hash sources want them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...hashes];
}

/** A response body buffered whole, compressed both ways (in libuv's thread pool, off the event loop). */
export async function toCachedPage(response: Response, body: Buffer, generation: number): Promise<CachedPage> {
  const type = response.headers.get("content-type") ?? "";
  const [gz, br] = await Promise.all([
    gzip(body, { level: 6 }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (!NOT_KEPT.has(name)) headers.push([name, value]);
  });
  return {
    status: response.status,
    headers,
    gzip: gz,
    br,
    scriptHashes: type.startsWith("text/html") ? inlineScriptHashes(body.toString("utf8")) : null,
    generation,
    storedAt: performance.now(),
    bytes: gz.length + br.length + 512,
  };
}

/**
 * Each entry lives a random time between this share of the time limit and all of it: pages
 * rendered together (after a start, or after a change to the data) then do not all expire, and
 * render again, in the same second; the limit itself still bounds how old a page can be.
 */
const SHORTEST_LIFE = 0.75;

/**
 * The entries of one process: least recently used first out when they pass `maxBytes`, none
 * served after its time (at most `ttlMs`) or once the data generation moved past the one it was
 * rendered at.
 */
export class PageStore {
  private readonly entries = new Map<string, { page: CachedPage; expiresAt: number }>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes: number,
    private readonly random: () => number = Math.random,
  ) {}

  get(key: string, generation: number): CachedPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.page.generation !== generation || performance.now() > entry.expiresAt) {
      this.delete(key, entry.page);
      return null;
    }
    // Map order is insertion order: moving a hit to the end keeps the oldest-used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: CachedPage) {
    if (page.bytes > this.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) this.delete(key, old.page);
    const life = this.ttlMs * (SHORTEST_LIFE + (1 - SHORTEST_LIFE) * this.random());
    this.entries.set(key, { page, expiresAt: page.storedAt + life });
    this.bytes += page.bytes;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest, value.page);
    }
  }

  get size() {
    return this.entries.size;
  }

  private delete(key: string, page: CachedPage) {
    this.entries.delete(key);
    this.bytes -= page.bytes;
  }
}
