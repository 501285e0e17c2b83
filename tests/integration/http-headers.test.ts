/**
 * What responses say about caching and transport (issue 15, defects 8 and 10): anything shown to
 * a signed-in user is `private, no-store`; anonymous answers say what may be cached; HSTS is sent
 * when the site is HTTPS. The page handler stands in for React Router and, like the root loader,
 * looks up the session for the header.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { RequestContext } from "../../server/context.ts";
import { createApp } from "../../server/http/app.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { seedFixture } from "./listings-fixture.ts";
import { call, makeUser, sessionCookieFrom } from "./auth-support.ts";

let t: TestDatabase;

/** A page like every real one: the layout shows the signed-in user's name; it may set its own header. */
async function page(request: Request, context: RequestContext): Promise<Response> {
  const user = await context.auth.user();
  const own = new URL(request.url).searchParams.get("cache");
  return new Response(`<p>${user ? `Signed in as ${user.username}` : "Sign in"}</p>`, {
    headers: { "Content-Type": "text/html; charset=utf-8", ...(own ? { "Cache-Control": own } : {}) },
  });
}

let app: ReturnType<typeof createApp>;
let cookie: string;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedFixture(t.sql);
  app = createApp(testServices(t), { handlePage: page });
  const u = await makeUser(t);
  cookie = sessionCookieFrom(await call(app, "/api/auth/login", { body: { login: u.username, password: u.password } }));
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://localhost${path}`, { headers });

describe("Cache-Control", () => {
  it("is private, no-store on every page a signed-in user gets, whatever the route asked for", async () => {
    for (const path of ["/", "/texas", "/search?query=austin", "/listings/1", "/blog?cache=public,%20max-age=300"]) {
      const res = await get(path, { cookie });
      expect(await res.text()).toContain("Signed in as");
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("says what may be cached on anonymous pages: the route's own rule, else private, no-cache", async () => {
    expect((await get("/texas")).headers.get("cache-control")).toBe("private, no-cache");
    expect((await get("/blog?cache=public,%20max-age=300")).headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("keeps public API data cacheable for everyone and account answers private", async () => {
    expect((await get("/api/listings?state=TX", { cookie })).headers.get("cache-control")).toBe("public, max-age=60");
    const me = await get("/api/auth/user", { cookie });
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("private, no-store");
  });

  it("is private, no-store on a response that sets a cookie (sign-in, a dead session's removal)", async () => {
    const u = await makeUser(t);
    const signIn = await call(app, "/api/auth/login", { body: { login: u.username, password: u.password } });
    expect(signIn.headers.get("cache-control")).toBe("private, no-store");
    const dead = await get("/texas", { cookie: "session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" });
    expect(dead.headers.getSetCookie().join()).toMatch(/^session=;/);
    expect(dead.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("browser security headers (ASVS 3.4)", () => {
  it("are on pages and API answers alike, with no CORS header", async () => {
    for (const res of [await get("/texas"), await get("/api/listings?state=TX", { origin: "https://other.example" })]) {
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
    expect((await get("/texas")).headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("isolate a signed-in user's pages from other windows (COOP), not the anonymous pages every visitor gets", async () => {
    for (const path of ["/", "/pricing", "/api/auth/user"]) {
      expect((await get(path, { cookie })).headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
    }
    const dead = await get("/texas", { cookie: "session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" });
    expect(dead.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    for (const path of ["/", "/pricing", "/api/listings?state=TX"]) {
      expect((await get(path)).headers.get("cross-origin-opener-policy"), path).toBeNull();
    }
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent when PUBLIC_URL is https (behind a TLS proxy) and on https requests", async () => {
    const https = createApp(testServices(t, { PUBLIC_URL: "https://abaatlas.example" }), { handlePage: page });
    for (const res of [
      await https.request("http://localhost/texas"),
      await https.request("http://localhost/api/health"),
    ]) {
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    }
    expect((await app.request("https://localhost/texas")).headers.get("strict-transport-security")).toMatch(
      /^max-age=31536000/,
    );
  });

  it("is not sent by a plain-HTTP site (development)", async () => {
    expect((await get("/texas")).headers.get("strict-transport-security")).toBeNull();
  });
});
