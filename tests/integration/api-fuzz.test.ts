/**
 * No query string makes the API fail: 200 or 400, never 500. Deterministic random query strings
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

let t: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedFixture(t.sql);
  app = createApp(testServices(t));
});

/** mulberry32: a tiny seeded generator, so every run sends the same strings. */
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

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
