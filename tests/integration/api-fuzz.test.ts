/**
 * No request makes the API fail: never a 500 (issue 15). The default run sends some 700
 * requests; FUZZ_REQUESTS=10000 (or bench/fuzz.ts against a running server) sends more.
 *
 * Query strings: 200 or 400. Deterministic random query strings
 * (a seeded generator) mix each endpoint's documented parameter names with other endpoints'
 * names and garbage keys, malformed encodings, huge numbers, control characters, SQL and markup.
 * A name the endpoint does not document must get 400 `unknown_parameter` naming it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { operations, queryParameterNames } from "../../server/api/operations.ts";
import { createApp } from "../../server/http/app.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { seedFixture } from "./listings-fixture.ts";
import { generator, HOSTILE_JSON, hostileText, pick } from "../support/fuzz-values.ts";
import { call, makeUser, sessionCookieFrom } from "./auth-support.ts";

let t: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedFixture(t.sql);
  app = createApp(testServices(t));
});

const KEYS = [
  "homepage_map",
  "query",
  "state",
  "tier",
  "services",
  "insurances",
  "rating",
  "lat",
  "lng",
  "distance",
  "state_page",
  "sort",
  "page",
  "pageSize",
  "accepting",
  "age",
  "setting",
  "language",
  "funding",
  "north",
  "south",
  "east",
  "west",
  "zoom",
  "url",
  "listingId",
  "location",
  "detail",
  "",
  "%",
  "lat[]",
  "__proto__",
  "constructor",
  "query%00",
];

const VALUES = [
  "",
  " ",
  "0",
  "-0",
  "1",
  "-1",
  "5",
  "25",
  "999",
  "1000",
  "1e3",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x1F",
  "3.14159",
  ".5",
  "5.",
  "+7",
  "--1",
  "1,2,3",
  "99999999999999999999999",
  "-91",
  "181",
  "85.0000001",
  "true",
  "false",
  "TRUE",
  "on",
  "yes",
  "null",
  "undefined",
  "[]",
  "{}",
  "78701",
  "00000",
  "Austin",
  "austin tx",
  "St. Louis",
  "Brigth Steps",
  "TX",
  "tx",
  "Texas",
  "new-york",
  "Atlantis",
  "premium",
  "featured,basic",
  "gold",
  "ABA Therapy",
  "aetna,bcbs",
  "relevance",
  "distance",
  "rating",
  "name",
  "RANDOM",
  "center,in-home",
  "es",
  "medicaid,waiver",
  "' or 1=1 --",
  "'; drop table listings; --",
  "<script>alert(1)</script>",
  "%",
  "%%",
  "%zz",
  "%E0%A4%A",
  "%ED%A0%80",
  "%00",
  "a%00b",
  "\u0000",
  "\u0007bell",
  "\t\n",
  "😀",
  "ñandú",
  "中文",
  "a".repeat(300),
  "x,".repeat(200),
  "\\",
  '"',
  "{a,b}",
  "%2C%2C%2C",
  "1;2",
  "1 2",
  "  78701  ",
  "http://evil.example/",
  "/texas",
  "../../etc/passwd",
  "%ED%A0%80x",
  "%F0%9F%98%80",
  "%D1%80%D1%83%D1%81",
  "%E4%B8%AD%E6%96%87",
  "a%00".repeat(100),
  "%C3%B1".repeat(2000),
];

/** The parameters the endpoint documents (so takes), from the operation table. */
function documentedKeys(path: string): string[] {
  const op = operations.find((o) => o.method === "get" && o.path === path);
  if (!op) throw new Error(`GET ${path} is not an operation`);
  return queryParameterNames(op);
}

function queryString(random: () => number, endpoint: string): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const documented = documentedKeys(endpoint);
  const n = 1 + Math.floor(random() * 6);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    // Mostly the endpoint's own names, so values get parsed; sometimes any name at all.
    const key = random() < 0.85 ? pick(documented) : pick(KEYS);
    const value = pick(VALUES);
    // Some values go raw (malformed percent-encoding included), others encoded.
    const encoded = random() < 0.5 ? encodeURIComponent(value) : value.replace(/[#&\s]/g, (c) => encodeURIComponent(c));
    parts.push(random() < 0.1 ? key : `${key}=${encoded}`);
  }
  return parts.join("&");
}

const ENDPOINTS = [
  "/api/listings",
  "/api/listings",
  "/api/listings",
  "/api/listings/viewport",
  "/api/seo/meta",
  "/api/listings/states",
];

describe("fuzzed query strings", () => {
  const random = generator(20261122);
  const cases = Array.from({ length: 240 }, () => {
    const endpoint = ENDPOINTS[Math.floor(random() * ENDPOINTS.length)]!;
    return `${endpoint}?${queryString(random, endpoint)}`;
  });

  it("never answer 500, and refuse exactly the names an endpoint does not document", async () => {
    const failures: string[] = [];
    const counts = { 200: 0, 400: 0, 404: 0, unknown: 0 } as Record<number | "unknown", number>;
    for (const path of cases) {
      const url = new URL(`http://localhost${path}`);
      const documented = new Set(documentedKeys(url.pathname));
      const unknown = [...new Set(url.searchParams.keys())].filter((k) => !documented.has(k));
      let res: Response;
      try {
        res = await app.request(`http://localhost${path}`);
      } catch (err) {
        failures.push(`${path} threw ${(err as Error).message}`);
        continue;
      }
      counts[res.status] = (counts[res.status] ?? 0) + 1;
      const body = await res.json();
      if (unknown.length > 0) {
        counts.unknown += 1;
        if (res.status !== 400 || body.error?.code !== "unknown_parameter")
          failures.push(`${path}: ${unknown.join(", ")} not refused (${res.status})`);
        else if (JSON.stringify(Object.keys(body.error.fields)) !== JSON.stringify(unknown))
          failures.push(`${path}: fields ${JSON.stringify(body.error.fields)} do not name ${unknown.join(", ")}`);
      } else if (res.status === 400) {
        if (body.error?.code !== "invalid_query" || typeof body.error.message !== "string")
          failures.push(`${path}: bad 400 body`);
      } else if (res.status !== 200 && !(res.status === 404 && path.startsWith("/api/seo/meta"))) {
        failures.push(`${path}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    // Every outcome is exercised: answers, invalid values and unknown names.
    expect(counts[200]).toBeGreaterThan(20);
    expect(counts[400]! - counts.unknown).toBeGreaterThan(20);
    expect(counts.unknown).toBeGreaterThan(20);
  });

  it.each([
    "/api/listings?query=%00",
    "/api/listings?services=a%00b",
    "/api/listings?insurances=%22%7Ba%2Cb%7D%22",
    "/api/listings?query=%zz",
    "/api/listings?lat=1e309&lng=1",
    "/api/listings?page=10000&pageSize=100&state_page=true",
    `/api/listings?query=${"%E2%80%8B".repeat(60)}`,
    "/api/listings?state=%00TX",
  ])("%s is not a server error", async (path) => {
    const res = await app.request(path);
    expect([200, 400]).toContain(res.status);
  });
});

/** How many requests each fuzz below sends: small by default, FUZZ_REQUESTS for a long run. */
const SCALE = Math.max(1, Number(process.env.FUZZ_REQUESTS ?? 0) / 700);

describe("fuzzed requests to every operation", () => {
  let cookie: string;
  beforeAll(async () => {
    const u = await makeUser(t);
    cookie = sessionCookieFrom(
      await call(app, "/api/auth/login", { body: { login: u.username, password: u.password } }),
    );
  });

  /** A body for the operation: its documented fields and some others, each given any JSON value. */
  function body(random: () => number, example: unknown): Record<string, unknown> {
    const names = [
      ...Object.keys((example as Record<string, unknown>) ?? {}),
      "email",
      "token",
      "redirectTo",
      "__proto__",
    ];
    const out: Record<string, unknown> = {};
    for (const name of names) {
      if (random() < 0.2) continue;
      const r = random();
      out[name] =
        r < 0.55
          ? hostileText(random)
          : r < 0.75
            ? pick(random, HOSTILE_JSON)
            : (example as Record<string, unknown>)[name];
    }
    return out;
  }

  /** Any path parameter: an id, garbage, NUL, a lone surrogate or non-Latin text, percent-encoded. */
  function pathFor(random: () => number, path: string): string {
    return path.replace(/\{[A-Za-z]+\}/g, () => {
      const v = random() < 0.4 ? String(Math.floor(random() * 3000)) : hostileText(random).slice(0, 200);
      return random() < 0.8
        ? encodeURIComponent(v.replace(/[\ud800-\udfff]/g, ""))
        : v.replace(/[/?#\ud800-\udfff]/g, "");
    });
  }

  it("never answers 500, and every refusal has the common error shape", async () => {
    const random = generator(20261124);
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    const n = Math.round(450 * SCALE);
    for (let i = 0; i < n; i++) {
      const op = pick(random, operations);
      const url = pathFor(random, op.path);
      const query = op.method === "get" && random() < 0.7 ? `?${queryStringFor(random, op)}` : "";
      const payload = op.body
        ? random() < 0.9
          ? JSON.stringify(body(random, op.body.example))
          : hostileText(random)
        : undefined;
      let res: Response;
      try {
        res = await app.request(`http://localhost${url}${query}`, {
          method: op.method.toUpperCase(),
          headers: {
            origin: "http://localhost",
            ...(payload !== undefined ? { "content-type": random() < 0.9 ? "application/json" : "text/plain" } : {}),
            ...(random() < 0.5 ? { cookie } : {}),
            ...(random() < 0.3 ? { "accept-language": "es" } : {}),
          },
          body: payload,
        });
      } catch (err) {
        failures.push(`${op.method} ${url} threw ${(err as Error).message}`);
        continue;
      }
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      const text = await res.text();
      // A 503 the operation documents (the open-data package before its first build) is an
      // answer, not a failure, and must carry the error shape like any refusal.
      const documented503 = res.status === 503 && "503" in op.responses;
      if (res.status >= 500 && !documented503)
        failures.push(`${op.method} ${url}${query} ${payload?.slice(0, 120)}: ${res.status} ${text.slice(0, 200)}`);
      else if (res.status >= 400) {
        const error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }).error;
        if (typeof error?.code !== "string" || typeof error.message !== "string")
          failures.push(`${op.method} ${url}: ${res.status} without the error shape: ${text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    // Both outcomes are exercised: answers and refusals.
    expect(Object.entries(statuses).filter(([s]) => Number(s) < 300).length).toBeGreaterThan(0);
    expect(statuses[400]).toBeGreaterThan(n / 10);
    // 16 s alone; beside the type-check, lint and build of `npm test` on two cores it passed 30 s.
  }, 90_000);

  function queryStringFor(random: () => number, op: (typeof operations)[number]): string {
    const names = queryParameterNames(op);
    if (names.length === 0) return "";
    return Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
      const value = random() < 0.5 ? pick(random, VALUES) : hostileText(random).slice(0, 500);
      return `${pick(random, names)}=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd"))}`;
    }).join("&");
  }

  it.each([
    ["login", { login: "adm\u0000in", password: "x" }, "/api/auth/login"],
    [
      "fullName",
      { username: "nul_name", email: "nul@example.com", fullName: "Ana\u0000", password: "a long passphrase" },
      "/api/auth/register",
    ],
    ["email", { email: "a\ud800@example.com" }, "/api/newsletter"],
  ])("a NUL byte or a lone surrogate in %s answers 400 naming the field", async (field, payload, path) => {
    const res = await call(app, path, { body: payload });
    expect(res.status).toBe(400);
    const error = (await res.json()).error;
    expect(error.code).toBe("invalid_input");
    expect(Object.keys(error.fields)).toEqual([field]);
  });

  it("a NUL byte in a JSON body sent as text/plain answers 400, not 500 (the API reads any body as JSON)", async () => {
    const res = await app.request("http://localhost/api/auth/login", {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "text/plain" },
      body: JSON.stringify({ login: "\u0000", password: "%00" }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toEqual(["login"]);
  });
});
