/**
 * The anonymous page cache (ADR 0014) with two app processes on one database: a page is rendered
 * once per URL, language and theme; a change written through either app, or straight into the
 * database, reaches both at once; personal requests are never served from it; a replayed page's
 * CSP allows its inline scripts by hash; the insights headers come back with every hit.
 */
import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Database } from "../../db/client.server.ts";
import type { RequestContext } from "../../server/context.ts";
import { createApp } from "../../server/http/app.server.ts";
import { watchGeneration } from "../../server/http/page-cache-generation.server.ts";
import { createPageCache, type PageCache } from "../../server/http/page-cache.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { seedFixture } from "./listings-fixture.ts";

let t: TestDatabase;
let listingId: number;
let renders = 0;

/** Stands in for React Router: the listing's name from the database, an inline script with this response's nonce. */
async function page(request: Request, context: RequestContext): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === "POST") {
    const name = (await request.formData()).get("name");
    await context.database.sql`update listings set name = ${String(name)} where id = ${listingId}`;
    return new Response(null, { status: 303, headers: { Location: "/listing" } });
  }
  renders++;
  const [row] = await context.database.sql<{ name: string }[]>`select name from listings where id = ${listingId}`;
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    "X-Atlas-Insights-View": String(listingId),
    "X-Atlas-Insights-Appearances": `${listingId},${listingId + 1}`,
  };
  if (url.searchParams.has("cookie")) headers["Set-Cookie"] = "seen=1; Path=/";
  const cacheControl = url.searchParams.get("cc");
  if (cacheControl) headers["Cache-Control"] = cacheControl;
  if (url.pathname === "/missing") return new Response("<p>Not found</p>", { status: 404, headers });
  const lang = request.headers.get("cookie")?.includes("lang=es") ? "es" : "en";
  const html = `<!doctype html><html lang="${lang}"><body><h1>${row!.name}</h1><p>render ${renders}</p><script nonce="${context.cspNonce}">window.x=1</script><script type="module" src="/assets/a.js"></script></body></html>`;
  return new Response(html, { headers });
}

interface Instance {
  app: ReturnType<typeof createApp>;
  cache: PageCache;
  database: Database;
}
const instances: Instance[] = [];

/** One "process": its own pool, its own LISTEN connection, its own memory. */
async function startInstance(): Promise<Instance> {
  const database = connect(t.url, { max: 3 });
  const services = testServices(database, { NODE_ENV: "production", PUBLIC_URL: "http://localhost" });
  const generation = await watchGeneration(database.sql, services.logger, { pollMs: 200 });
  const cache = createPageCache({ generation, ttlMs: 60_000, maxBytes: 16 * 1024 * 1024 });
  const instance = { app: createApp(services, { handlePage: page, pageCache: cache }), cache, database };
  instances.push(instance);
  return instance;
}

let a: Instance;
let b: Instance;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedFixture(t.sql);
  const [first] = await t.sql<{ id: number }[]>`select id from listings order by id limit 1`;
  listingId = first!.id;
  a = await startInstance();
  b = await startInstance();
});

afterAll(async () => {
  for (const i of instances) {
    await i.cache.close();
    await i.database.close();
  }
});

const get = (i: Instance, path: string, headers: Record<string, string> = {}) =>
  i.app.request(`http://localhost${path}`, { headers: { "accept-encoding": "gzip", ...headers } });

/** The body as the browser reads it (app.request does not inflate). */
async function text(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  return res.headers.get("content-encoding") === "gzip" ? gunzipSync(bytes).toString("utf8") : bytes.toString("utf8");
}

/** Retries for up to two seconds: a NOTIFY takes a moment to arrive. */
async function eventually(check: () => Promise<void>) {
  const deadline = Date.now() + 2000;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe("page cache", () => {
  it("renders an anonymous page once and replays it, with the insights headers", async () => {
    const first = await get(a, "/listing?v=1");
    expect(first.headers.get("x-cache")).toBe("miss");
    const firstBody = await text(first);
    const before = renders;
    const second = await get(a, "/listing?v=1");
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(await text(second)).toBe(firstBody);
    expect(renders).toBe(before);
    expect(second.headers.get("x-atlas-insights-view")).toBe(String(listingId));
    expect(second.headers.get("x-atlas-insights-appearances")).toBe(`${listingId},${listingId + 1}`);
    expect(second.headers.get("vary")).toMatch(/Accept-Encoding/);
  });

  it("allows a replayed page's inline scripts by hash, never by the old nonce", async () => {
    const miss = await get(a, "/listing?v=2");
    const body = await text(miss);
    const nonce = /nonce="([^"]+)"/.exec(body)![1]!;
    expect(miss.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    const hit = await get(a, "/listing?v=2");
    const csp = hit.headers.get("content-security-policy")!;
    const hash = createHash("sha256").update("window.x=1").digest("base64");
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain("nonce-");
  });

  it("keys on language and theme, and keeps personal requests out", async () => {
    await get(a, "/listing?v=3");
    expect((await get(a, "/listing?v=3")).headers.get("x-cache")).toBe("hit");
    expect((await get(a, "/listing?v=3", { cookie: "lang=es" })).headers.get("x-cache")).toBe("miss");
    expect(await text(await get(a, "/listing?v=3", { cookie: "lang=es" }))).toContain('lang="es"');
    expect((await get(a, "/listing?v=3", { cookie: "theme=dark" })).headers.get("x-cache")).toBe("miss");
    for (const cookie of ["session=abc", "favorites=1.2", "lang=es; compare=3"]) {
      for (let i = 0; i < 2; i++) expect((await get(a, "/listing?v=3", { cookie })).headers.get("x-cache")).toBeNull();
    }
    const auth = { authorization: "Bearer x" };
    expect((await get(a, "/listing?v=3", auth)).headers.get("x-cache")).toBeNull();
  });

  it("never keeps a response that sets a cookie, that is not a 200, or that its route marked no-store", async () => {
    for (const path of ["/listing?cookie=1", "/missing", "/listing?cc=private,%20no-store"]) {
      const before = renders;
      await get(a, path);
      const again = await get(a, path);
      expect(again.headers.get("x-cache"), path).toBeNull();
      expect(renders, path).toBe(before + 2);
    }
    expect((await get(a, "/listing?cookie=1")).headers.getSetCookie()).toEqual(["seen=1; Path=/"]);
    // private alone (the anonymous default, as the search page says) only keeps shared caches out.
    await get(a, "/listing?cc=private,%20no-cache");
    const again = await get(a, "/listing?cc=private,%20no-cache");
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(again.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("drops a page in every process when a change is written through one of them", async () => {
    await get(a, "/listing");
    await get(b, "/listing");
    expect((await get(a, "/listing")).headers.get("x-cache")).toBe("hit");
    expect((await get(b, "/listing")).headers.get("x-cache")).toBe("hit");

    const post = await b.app.request("http://localhost/listing", {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: "name=Renamed+Through+B",
    });
    expect(post.status).toBe(303);
    // The writing process knows before it answers.
    expect(await text(await get(b, "/listing"))).toContain("Renamed Through B");
    await eventually(async () => {
      expect(await text(await get(a, "/listing"))).toContain("Renamed Through B");
    });
  });

  it("drops pages when the data changes outside the app (a script, another service)", async () => {
    await get(a, "/listing?v=4");
    expect((await get(a, "/listing?v=4")).headers.get("x-cache")).toBe("hit");
    await t.sql`update listings set name = 'Renamed In SQL' where id = ${listingId}`;
    await eventually(async () => {
      expect(await text(await get(a, "/listing?v=4"))).toContain("Renamed In SQL");
    });
  });

  it("renders once for many requests that arrive together", async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(a, "/listing?v=5")));
    expect(renders).toBe(before + 1);
    const bodies = new Set(await Promise.all(answers.map(text)));
    expect(bodies.size).toBe(1);
  });
});
