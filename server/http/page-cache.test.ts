import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pageCacheKey } from "./page-cache.server.ts";
import { PageStore, inlineScriptHashes, type CachedPage } from "./page-cache-store.server.ts";

const request = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`http://localhost${path}`, { headers, method });

describe("pageCacheKey", () => {
  it("keys on the resolved language, the theme and the whole URL", () => {
    expect(pageCacheKey(request("/texas?page=2"))).toBe("en light localhost/texas?page=2");
    expect(pageCacheKey(request("/texas", { "accept-language": "es-MX,es;q=0.9" }))).toBe("es light localhost/texas");
    expect(pageCacheKey(request("/texas", { cookie: "lang=es; theme=dark" }))).toBe("es dark localhost/texas");
    // The cookie wins over Accept-Language, as on the pages; an unknown theme renders light.
    expect(pageCacheKey(request("/", { cookie: "lang=en; theme=neon", "accept-language": "es" }))).toBe(
      "en light localhost/",
    );
  });

  it("refuses personal requests, other methods and static files", () => {
    expect(pageCacheKey(request("/texas", { cookie: "session=x" }))).toBeNull();
    expect(pageCacheKey(request("/texas", { cookie: "__Host-session=x" }))).toBeNull();
    expect(pageCacheKey(request("/texas", { cookie: "theme=dark; favorites=1" }))).toBeNull();
    expect(pageCacheKey(request("/texas", { cookie: "compare=1.2" }))).toBeNull();
    expect(pageCacheKey(request("/api/listings", { authorization: "Bearer t" }))).toBeNull();
    expect(pageCacheKey(request("/texas", {}, "HEAD"))).toBeNull();
    expect(pageCacheKey(request("/contact", {}, "POST"))).toBeNull();
    expect(pageCacheKey(request("/assets/root.css"))).toBeNull();
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text exactly, and skips scripts with a src", () => {
    const html = `<script nonce="n">a()</script><script type="module" src="/x.js"></script><script type="module">import "/y.js";
b()</script>`;
    const sha = (s: string) => createHash("sha256").update(s).digest("base64");
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "/y.js";\nb()')]);
  });
});

describe("PageStore", () => {
  const page = (generation: number, bytes = 100): CachedPage => ({
    status: 200,
    headers: [],
    gzip: Buffer.alloc(0),
    br: Buffer.alloc(0),
    scriptHashes: null,
    generation,
    storedAt: performance.now(),
    bytes,
  });

  it("serves an entry only for the generation it was rendered at", () => {
    const store = new PageStore(60_000, 10_000);
    store.set("a", page(3));
    expect(store.get("a", 4)).toBeNull();
    expect(store.size).toBe(0);
    store.set("a", page(4));
    expect(store.get("a", 4)?.generation).toBe(4);
  });

  it("drops entries older than the time limit", () => {
    const store = new PageStore(0, 10_000);
    store.set("a", { ...page(1), storedAt: performance.now() - 1 });
    expect(store.get("a", 1)).toBeNull();
  });

  it("gives each entry a random life between three quarters of the time limit and all of it", () => {
    const at = (ago: number) => ({ ...page(1), storedAt: performance.now() - ago });
    const shortest = new PageStore(60_000, 10_000, () => 0);
    shortest.set("young", at(44_000));
    shortest.set("old", at(46_000));
    expect(shortest.get("young", 1)).not.toBeNull();
    expect(shortest.get("old", 1)).toBeNull();
    const longest = new PageStore(60_000, 10_000, () => 0.9999);
    longest.set("young", at(59_000));
    longest.set("old", at(61_000));
    expect(longest.get("young", 1)).not.toBeNull();
    expect(longest.get("old", 1)).toBeNull();
  });

  it("evicts the least recently used entries beyond its size", () => {
    const store = new PageStore(60_000, 8_000);
    for (const key of ["a", "b", "c", "d"]) store.set(key, page(1, 1000));
    expect(store.get("a", 1)).not.toBeNull(); // a is now the most recently used
    for (const key of ["e", "f", "g", "h", "i"]) store.set(key, page(1, 1000));
    expect(store.get("b", 1)).toBeNull();
    expect(store.get("a", 1)).not.toBeNull();
    expect(store.get("i", 1)).not.toBeNull();
  });
});
