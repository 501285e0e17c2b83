/** States, insurers, viewport, one listing, SEO metadata, the OpenAPI document and the docs page. */
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createApp } from "../../server/http/app.server.ts";
import { createApi } from "../../server/api/index.ts";
import * as examples from "../../server/api/examples.ts";
import { operations, queryParameterNames } from "../../server/api/operations.ts";
import {
  healthSchema,
  insuranceProviderSchema,
  listingDetailSchema,
  listingSchema,
  markerSchema,
  markerSearchResultSchema,
  markerViewportResultSchema,
  searchResultSchema,
  seoMetaSchema,
  viewportResultSchema,
} from "../../server/api/schemas.ts";
import { listingSearchParamDefs } from "../../domain/search-params.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { names, seedFixture } from "./listings-fixture.ts";

let t: TestDatabase;
let ids: Record<string, number>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestDatabase();
  ids = await seedFixture(t.sql);
  app = createApp(testServices(t, { PUBLIC_URL: "https://abaatlas.example" }));
});

async function json(path: string, status = 200) {
  const res = await app.request(path);
  expect(res.status, path).toBe(status);
  return res.json();
}

/** What the API app really registers (method and Hono path), the 404 catch-all left out. */
function registeredOperations(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of createApi().routes) {
    if (r.method === "ALL") continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: `/api${r.path}`.replace(/\/$/, "") });
  }
  return [...seen.values()];
}

/** A request to a registered route: path parameters filled in, the Origin check satisfied. */
function requestTo(route: { method: string; path: string }, query: string, headers: Record<string, string> = {}) {
  const path = route.path.replace(/:[A-Za-z0-9_]+/g, "1");
  return app.request(`https://abaatlas.example${path}?${query}`, {
    method: route.method,
    headers: { origin: "https://abaatlas.example", ...headers },
  });
}

describe("unknown query parameters", () => {
  const routes = registeredOperations();

  it("are checked on as many routes as the table has operations", () => {
    // Not vacuous: the loops below run over every registered route, and those are the operations.
    expect(routes).toHaveLength(operations.length);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(["GET /api/listings", "POST /api/auth/login", "GET /api/auth/user"]),
    );
  });

  it("get 400 unknown_parameter on every registered route, naming each one, before any other check", async () => {
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      // No session and no body: the unknown names are refused before those are looked at.
      const res = await requestTo(route, "zip=78704&zzz=1&zip=78701");
      expect(res.status, name).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; message: string; fields: object } };
      expect(error.code, name).toBe("unknown_parameter");
      expect(Object.keys(error.fields), name).toEqual(["zip", "zzz"]);
      expect(error.message, name).toMatch(/^Unknown query parameters: 'zip', 'zzz'\. This operation takes/);
    }
  });

  it("answer in the request's language on every registered route", async () => {
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const res = await requestTo(route, "zip=78704", { "accept-language": "es-MX,es;q=0.9" });
      const { error } = (await res.json()) as { error: { code: string; message: string; fields: object } };
      expect(error.code, name).toBe("unknown_parameter");
      expect(error.message, name).toMatch(/^Parámetro de consulta desconocido: 'zip'\. Esta operación/);
      expect(error.fields, name).toEqual({ zip: "Esta operación no admite este parámetro." });
    }
  });

  it("leave the documented parameters alone on every registered route", async () => {
    for (const route of routes) {
      const op = operations.find(
        (o) => o.method === route.method.toLowerCase() && o.path === route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}"),
      );
      expect(op, `${route.method} ${route.path} is in the table`).toBeDefined();
      const query = new URLSearchParams(queryParameterNames(op!).map((n) => [n, ""])).toString();
      const res = await requestTo(route, query);
      const body = (await res.json().catch(() => ({}))) as { error?: { code: string } };
      expect(body.error?.code, `${route.method} ${route.path}?${query}`).not.toBe("unknown_parameter");
    }
  });

  it("GET /api/listings?location=78704 no longer answers listings nationwide", async () => {
    const body = await json("/api/listings?location=78704", 400);
    expect(body.error).toMatchObject({ code: "unknown_parameter", fields: { location: expect.any(String) } });
    expect(body.error.message).toContain("'location'");
    // The message lists what the operation takes, so the client can find `query`.
    expect(body.error.message).toContain("query");
    expect(body).not.toHaveProperty("listings");
  });

  it("are named once however often they repeat, and at most 20 are listed", async () => {
    const repeated = await json("/api/listings/states?x=1&x=2&detail=true", 400);
    expect(repeated.error.fields).toEqual({ x: expect.any(String) });
    const many = Array.from({ length: 25 }, (_, i) => `p${i}=1`).join("&");
    const body = await json(`/api/insurance-providers?${many}`, 400);
    expect(Object.keys(body.error.fields)).toHaveLength(20);
    expect(body.error.message).toContain("'p19' and 5 more");
    expect(body.error.message).toContain("This operation takes no query parameters.");
  });

  it("leave repeated known parameters as before: a scalar takes its first value, a list joins them", async () => {
    expect(await json("/api/listings/states?detail=true&detail=perhaps")).toContainEqual(
      expect.objectContaining({ code: "TX" }),
    );
    const both = searchResultSchema.parse(
      await json("/api/listings?state=TX&state_page=true&tier=basic&tier=featured"),
    );
    expect(new Set(both.listings.map((l) => l.tier))).toEqual(new Set(["basic", "featured"]));
  });
});

describe("GET /api/listings/states", () => {
  it("answers the names of states with listings, A-Z", async () => {
    expect(await json("/api/listings/states")).toEqual(["Alaska", "California", "Missouri", "Texas", "Washington DC"]);
  });
  it("adds code, slug and count with detail=true", async () => {
    const detail = await json("/api/listings/states?detail=true");
    expect(detail).toContainEqual({ code: "TX", name: "Texas", slug: "texas", count: 5 });
    expect(detail).toContainEqual({ code: "DC", name: "Washington DC", slug: "washington-dc", count: 1 });
  });
  it("rejects a bad detail value", async () => {
    const body = await json("/api/listings/states?detail=perhaps", 400);
    expect(body.error.fields.detail).toMatch(/^detail/);
  });
});

describe("GET /api/insurance-providers", () => {
  it("answers active insurers by sortOrder, then displayName", async () => {
    const body = z.array(insuranceProviderSchema.strict()).parse(await json("/api/insurance-providers"));
    expect(body.map((p) => p.displayName)).toEqual([
      "Medicaid",
      "Aetna",
      "Zeta Health",
      "Blue Cross Blue Shield",
      "Cigna",
    ]);
    expect(body.every((p) => p.isActive)).toBe(true);
  });
});

describe("GET /api/listings/viewport", () => {
  const viewport = async (q: string) => viewportResultSchema.parse(await json(`/api/listings/viewport?${q}`));

  it("answers the listings inside the bounds, in relevance order", async () => {
    const body = await viewport("north=33&south=29&east=-96&west=-99&zoom=7");
    expect(names(body)).toEqual([
      "Capital Kids Therapy",
      "Dallas Autism Center",
      "Bright Steps ABA",
      "Lone Star Behavior",
    ]);
    expect(body).toMatchObject({ total: 4, cap: 500, truncated: false, zoom: 7 });
  });

  it("filters by state when asked", async () => {
    expect(names(await viewport("north=90&south=-90&east=180&west=-180&state=MO"))).toEqual(["Gateway ABA"]);
  });

  it("clamps to ±85° and takes the whole world", async () => {
    const body = await viewport("north=90&south=-90&east=180&west=-180");
    expect(body.total).toBe(8);
    expect(body.bounds).toEqual({ north: 85, south: -85, east: 180, west: -180 });
    expect((await viewport("north=85&south=-85&east=540&west=-540")).total).toBe(8);
  });

  it("handles bounds across the antimeridian (east < west)", async () => {
    const body = await viewport("north=70&south=50&east=-140&west=170");
    expect(names(body)).toEqual(["Northern Lights ABA"]);
    expect(body.bounds).toMatchObject({ west: 170, east: -140 });
    // The same place seen on a map scrolled past 180°.
    expect(names(await viewport("north=70&south=50&east=220&west=170"))).toEqual(["Northern Lights ABA"]);
  });

  it("applies the listing filters, so the map shows what the list shows", async () => {
    const all = "north=33&south=29&east=-96&west=-99";
    expect(names(await viewport(`${all}&services=ABA Therapy`))).toEqual(["Bright Steps ABA", "Lone Star Behavior"]);
    expect(names(await viewport(`${all}&insurances=aetna`))).toEqual(["Dallas Autism Center", "Bright Steps ABA"]);
    expect(names(await viewport(`${all}&tier=basic`))).toEqual(["Lone Star Behavior"]);
    expect(names(await viewport(`${all}&rating=4.5`))).toEqual(["Dallas Autism Center", "Bright Steps ABA"]);
    const body = await json(`/api/listings/viewport?${all}&tier=gold`, 400);
    expect(body.error.fields.tier).toBeTruthy();
  });

  it("applies the language and setting filters (named in the singular in the query)", async () => {
    const all = "north=33&south=29&east=-96&west=-99";
    const everyone = viewportResultSchema.parse(await viewport(all)).listings;
    for (const [query, field, value] of [
      ["language=es", "languages", "es"],
      ["setting=telehealth", "careSettings", "telehealth"],
    ] as const) {
      const filtered = viewportResultSchema.parse(await viewport(`${all}&${query}`)).listings;
      expect(filtered.length, query).toBeGreaterThan(0);
      expect(filtered.length, query).toBeLessThan(everyone.length);
      expect(
        filtered.map((l) => l.name),
        query,
      ).toEqual(everyone.filter((l) => (l[field] as readonly string[]).includes(value)).map((l) => l.name));
    }
  });

  it("answers slim markers with view=markers", async () => {
    const body = markerViewportResultSchema.parse(
      await json("/api/listings/viewport?north=33&south=29&east=-96&west=-99&view=markers"),
    );
    expect(body.listings).toHaveLength(4);
    expect(Object.keys(body.listings[0]!).sort()).toEqual(
      ["city", "id", "latitude", "locationPrecision", "longitude", "name", "state", "tier", "url"].sort(),
    );
    expect(body.listings[0]).toMatchObject({ name: "Capital Kids Therapy", tier: "featured", state: "TX" });
    expect(body.listings[0]!.url).toMatch(/^\/texas\/austin\/capital-kids-therapy\/\d+$/);
    markerSchema.strict().parse(body.listings[0]);
  });

  it.each([
    ["north=1&south=0&east=1&west=0&view=tiny", "view"],
    ["south=1&east=1&west=0", "north"],
    ["north=1&east=1&west=0", "south"],
    ["north=1&south=0&west=0", "east"],
    ["north=1&south=0&east=1", "west"],
    ["north=10&south=20&east=1&west=0", "north"],
    ["north=91&south=0&east=1&west=0", "north"],
    ["north=1&south=0&east=abc&west=0", "east"],
    ["north=1&south=0&east=1&west=0&zoom=99", "zoom"],
    ["north=1&south=0&east=1&west=0&state=XX", "state"],
  ])("%s → 400 naming %s", async (q, field) => {
    const body = await json(`/api/listings/viewport?${q}`, 400);
    expect(body.error.code).toBe("invalid_query");
    expect(body.error.fields[field]).toBeTruthy();
  });
});

describe("GET /api/listings?view=markers", () => {
  it("answers the first 500 of the search as markers, leaving out listings that cannot be drawn", async () => {
    const body = markerSearchResultSchema.parse(await json("/api/listings?homepage_map=true&view=markers"));
    expect(body.pageSize).toBe(500);
    expect(names(body)).not.toContain("No Coordinates Center");
    expect(body.listings.every((m) => Math.abs(m.latitude) <= 85 && Math.abs(m.longitude) <= 180)).toBe(true);
    expect(names(body)[0]).toBe("Capital Kids Therapy");
    const texas = markerSearchResultSchema.parse(await json("/api/listings?state=TX&state_page=true&view=markers"));
    expect(texas.listings.map((m) => m.state)).toEqual(texas.listings.map(() => "TX"));
  });
  it("rejects an unknown view", async () => {
    const body = await json("/api/listings?view=everything", 400);
    expect(body.error.fields.view).toMatch(/^view must be one of full, markers/);
  });
});

describe("GET /api/listings/{id}", () => {
  it("answers one active listing and its preferred URL", async () => {
    const body = listingDetailSchema.parse(await json(`/api/listings/${ids["Bright Steps ABA"]}`));
    listingSchema.strict().parse(body.listing);
    expect(body.preferredUrl).toBe(`/texas/austin/bright-steps-aba/${ids["Bright Steps ABA"]}`);
    expect(body.listing).toMatchObject({ averageRating: 4.5, reviewCount: 2, distanceMiles: null });
  });
  it("is 404 for unknown, inactive and malformed ids", async () => {
    for (const id of ["999999", String(ids["Hidden Inactive ABA"]), "abc", "99999999999"]) {
      const body = await json(`/api/listings/${id}`, 404);
      expect(body.error.code).toBe("not_found");
    }
  });
});

describe("GET /api/seo/meta", () => {
  const seo = async (q: string) => seoMetaSchema.strict().parse(await json(`/api/seo/meta?${q}`));

  it("describes a listing as a MedicalBusiness with real ratings", async () => {
    const meta = await seo(`listingId=${ids["Bright Steps ABA"]}&url=/listings/${ids["Bright Steps ABA"]}`);
    const url = `https://abaatlas.example/texas/austin/bright-steps-aba/${ids["Bright Steps ABA"]}`;
    expect(meta.title).toBe("Bright Steps ABA — ABA therapy in Austin, TX | ABA Atlas");
    expect(meta.ogTitle).toBe(meta.title);
    expect(meta.ogUrl).toBe(url);
    expect(meta.ogImage).toBe("https://abaatlas.example/og-image.png");
    expect(meta.keywords).toContain("ABA therapy Austin");
    expect(meta.structuredData).toMatchObject({
      "@context": "https://schema.org",
      "@type": "MedicalBusiness",
      name: "Bright Steps ABA",
      url,
      telephone: "(512) 555-0147",
      priceRange: "$$$",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Austin",
        addressRegion: "TX",
        postalCode: "78701",
        addressCountry: "US",
      },
      geo: { "@type": "GeoCoordinates", latitude: 30.27, longitude: -97.743 },
      areaServed: { "@type": "State", name: "Texas" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it("prices by tier and leaves out a rating without reviews", async () => {
    expect((await seo(`listingId=${ids["Capital Kids Therapy"]}`)).structuredData.priceRange).toBe("$$$$");
    expect((await seo(`listingId=${ids["Lone Star Behavior"]}`)).structuredData.priceRange).toBe("$$");
    const gateway = await seo(`listingId=${ids["Gateway ABA"]}`);
    expect(gateway.structuredData.priceRange).toBe("$$$");
    expect(gateway.structuredData).not.toHaveProperty("aggregateRating");
    // A registry listing states no price level: the registry says nothing about prices.
    await t.sql`update listings set npi = '1234567893', npi_location = 0 where id = ${ids["Gateway ABA"]!}`;
    try {
      expect((await seo(`listingId=${ids["Gateway ABA"]}`)).structuredData).not.toHaveProperty("priceRange");
    } finally {
      await t.sql`update listings set npi = null, npi_location = null where id = ${ids["Gateway ABA"]!}`;
    }
  });

  it("describes a state page with an ItemList and breadcrumbs", async () => {
    const meta = await seo("state=texas");
    expect(meta.title).toBe("Texas ABA Therapy Centers | ABA Atlas");
    expect(meta.ogUrl).toBe("https://abaatlas.example/texas");
    const graph = meta.structuredData["@graph"] as {
      "@type": string;
      numberOfItems?: number;
      itemListElement: unknown[];
    }[];
    expect(graph[0]).toMatchObject({ "@type": "ItemList", numberOfItems: 5 });
    expect(graph[0]!.itemListElement).toHaveLength(5);
    expect(graph[1]).toMatchObject({ "@type": "BreadcrumbList" });
  });

  it("describes searches and the home page", async () => {
    const search = await seo("query=78701&location=Austin%2C%20TX&url=https://evil.example/search?query=78701");
    expect(search.title).toContain("Austin, TX");
    // Only the path of a foreign address is kept.
    expect(search.ogUrl).toBe("https://abaatlas.example/search?query=78701");
    expect(search.structuredData["@type"]).toBe("SearchResultsPage");
    const home = await seo("");
    expect(home.structuredData).toMatchObject({ "@type": "WebSite", potentialAction: { "@type": "SearchAction" } });
  });

  it("is 404 for an unknown listing and 400 for bad parameters", async () => {
    expect((await json("/api/seo/meta?listingId=999999", 404)).error.code).toBe("not_found");
    expect((await json("/api/seo/meta?listingId=abc", 400)).error.fields.listingId).toBeTruthy();
    expect((await json("/api/seo/meta?state=Narnia", 400)).error.fields.state).toBeTruthy();
  });
});

describe("API documentation", () => {
  it("serves an OpenAPI 3.1 document with every path, parameter and resolvable reference", async () => {
    const res = await app.request("/api/openapi.json");
    expect(res.headers.get("content-type")).toContain("application/json");
    const doc = JSON.parse(await res.text());
    expect(doc.openapi).toBe("3.1.0");
    // Other endpoints may be described too; these must be.
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/docs",
        "/api/health",
        "/api/insurance-providers",
        "/api/listings",
        "/api/listings/states",
        "/api/listings/viewport",
        "/api/listings/{id}",
        "/api/openapi.json",
        "/api/seo/meta",
      ]),
    );
    expect(Object.keys(doc.paths)).toEqual(operations.map((o) => o.path).filter((p, i, all) => all.indexOf(p) === i));
    const searchParams = doc.paths["/api/listings"].get.parameters.map((p: { name: string }) => p.name);
    expect(searchParams.sort()).toEqual([...Object.keys(listingSearchParamDefs), "view"].sort());
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(5);
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty(ref);
    const operationIds = Object.values(doc.paths).flatMap((p) =>
      Object.values(p as Record<string, { operationId: string }>).map((o) => o.operationId),
    );
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it("has examples that match the response schemas", () => {
    searchResultSchema.parse(examples.exampleSearchResult);
    listingSchema.strict().parse(examples.exampleListing);
    viewportResultSchema.parse(examples.exampleViewport);
    z.array(insuranceProviderSchema).parse(examples.exampleInsuranceProviders);
    seoMetaSchema.parse(examples.exampleSeoMeta);
    healthSchema.parse(examples.exampleHealth);
  });

  it("describes /api/health accurately", async () => {
    healthSchema.strict().parse(await json("/api/health"));
  });

  it("serves a readable, script-free reference page", async () => {
    const res = await app.request("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain("<title>ABA Atlas API reference</title>");
    expect(html).toContain("<h1>");
    for (const op of operations) expect(html).toContain(`<code>${op.path}</code>`);
    // Nothing loads from elsewhere: no scripts, stylesheets, images, frames or imports.
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|@import|url\(/i);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
  });
});

describe("JSON request bodies", () => {
  it.each([
    ["/api/auth/login", "[]"],
    ["/api/auth/login", "null"],
    ["/api/auth/login", '"text"'],
    ["/api/newsletter", "[]"],
    ["/api/newsletter", "{not json"],
  ])("POST %s with %s is 400 invalid_json", async (path, body) => {
    const res = await app.request(`https://abaatlas.example${path}`, {
      method: "POST",
      headers: { origin: "https://abaatlas.example", "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_json");
  });
});
