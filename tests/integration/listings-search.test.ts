import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/http/app.server.ts";
import { listingSchema, searchResultSchema } from "../../server/api/schemas.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { names, seedFixture } from "./listings-fixture.ts";

let t: TestDatabase;
let ids: Record<string, number>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestDatabase();
  ids = await seedFixture(t.sql);
  app = createApp(testServices(t));
});

type Body = ReturnType<typeof searchResultSchema.parse>;

async function search(query: string): Promise<Body> {
  const res = await app.request(`/api/listings${query ? `?${query}` : ""}`);
  expect(res.status, `${query}: ${res.status}`).toBe(200);
  const body = searchResultSchema.parse(await res.json());
  for (const l of body.listings) listingSchema.strict().parse(l);
  return body;
}

const AUSTIN = "lat=30.2713&lng=-97.7426";
const RELEVANCE = [
  "Capital Kids Therapy", // featured 5
  "Dallas Autism Center", // premium-state 4
  "Gateway ABA", // premium-city 3
  "Bright Steps ABA", // premium 2
  "Capitol Hill Behavioral", // premium-local 2
  "Lone Star Behavior", // basic 1, then by name
  "No Coordinates Center",
  "Northern Lights ABA",
  "Sunshine Therapy",
];

describe("GET /api/listings without text", () => {
  it("lists every active listing in relevance order (tier rank, then name)", async () => {
    const body = await search("");
    expect(names(body)).toEqual(RELEVANCE);
    expect(body).toMatchObject({
      mode: "filtered",
      sort: "relevance",
      cap: 100,
      total: 9,
      page: 1,
      pageSize: 24,
      pageCount: 1,
      origin: null,
    });
    expect(body.listings.every((l) => l.distanceMiles === null && !l.isNearby)).toBe(true);
  });

  it("answers the map set for homepage_map=true", async () => {
    const body = await search("homepage_map=true");
    expect(body).toMatchObject({ mode: "map", cap: 500, pageSize: 500, total: 9 });
    expect(names(body)).toEqual(RELEVANCE);
  });

  it("gives each listing the spec's fields, real ratings, insurers and its preferred URL", async () => {
    const body = await search("query=Bright%20Steps%20ABA");
    const l = body.listings[0]!;
    expect(l).toMatchObject({
      id: ids["Bright Steps ABA"],
      name: "Bright Steps ABA",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
      tier: "premium",
      status: "active",
      phone: "5125550147",
      openingHours: "8:00 AM-6:00 PM",
      services: ["ABA Therapy", "Early Intervention"],
      images: [],
      averageRating: 4.5,
      reviewCount: 2,
      insurances: [
        { name: "medicaid", displayName: "Medicaid" },
        { name: "aetna", displayName: "Aetna" },
      ],
      acceptingNewClients: true,
      lastVerifiedAt: "2026-10-01",
      minAgeYears: 2,
      maxAgeYears: 12,
      careSettings: ["center", "in-home"],
      languages: ["en", "es"],
      fundingAccepted: ["medicaid", "private-pay"],
      ownerVerified: false,
      url: `/texas/austin/bright-steps-aba/${ids["Bright Steps ABA"]}`,
    });
    const dc = (await search("state=DC")).listings[0]!;
    expect(dc.url).toBe(`/washington-dc/washington/capitol-hill-behavioral/${ids["Capitol Hill Behavioral"]}`);
    expect(dc.averageRating).toBe(2);
    const none = (await search("state=MO")).listings[0]!;
    expect(none).toMatchObject({ averageRating: 0, reviewCount: 0, insurances: [] });
  });
});

describe("zip search", () => {
  it("geocodes the zip and answers nearest first, with distances", async () => {
    const body = await search("query=78701");
    expect(body).toMatchObject({ mode: "zip", sort: "distance", cap: 25, radiusMiles: null, query: "78701" });
    expect(body.origin).toMatchObject({ label: "78701 (Austin, TX)", source: "zip" });
    // The origin's precomputed earth point serves the statements, not the answer (the raw JSON:
    // the schema's parse would drop an unknown key).
    const raw = (await (await app.request("/api/listings?query=78701")).json()) as { origin: object };
    expect(Object.keys(raw.origin).sort()).toEqual(["city", "label", "lat", "lng", "source", "state"]);
    expect(names(body).slice(0, 3)).toEqual(["Bright Steps ABA", "Capital Kids Therapy", "Lone Star Behavior"]);
    // Listings without coordinates cannot be "near"; the inactive one never shows.
    expect(names(body)).not.toContain("No Coordinates Center");
    expect(names(body)).not.toContain("Hidden Inactive ABA");
    const miles = body.listings.map((l) => l.distanceMiles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles[0]).toBeLessThan(0.2);
    expect(body.listings[0]!.isNearby).toBe(true);
    expect(body.listings.find((l) => l.name === "Sunshine Therapy")!.isNearby).toBe(false);
  });

  it("accepts ZIP+4", async () => {
    expect((await search("query=78701-1234")).origin?.label).toBe("78701 (Austin, TX)");
  });

  it("answers an unknown zip with an empty result and a notice, not an error", async () => {
    const body = await search("query=00000");
    expect(body.listings).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.notice).toMatchObject({ code: "unknown_zip" });
    expect(body.notice!.message).toContain("00000");
  });

  it("honours a distance around the zip", async () => {
    expect(names(await search("query=78701&distance=5"))).toEqual(["Bright Steps ABA", "Capital Kids Therapy"]);
  });
});

describe("city search", () => {
  it.each(["Austin", "Austin, TX", "austin tx", "Austin, Texas", "AUSTIN  TX"])(
    "reads %s as the city of Austin",
    async (q) => {
      const body = await search(`query=${encodeURIComponent(q)}`);
      expect(body).toMatchObject({ mode: "city", sort: "distance", radiusMiles: 30 });
      expect(body.origin).toMatchObject({ label: "Austin, TX", source: "city" });
      // Within 30 miles of the city's centre, nearest first.
      expect(names(body)).toEqual(["Capital Kids Therapy", "Bright Steps ABA", "Lone Star Behavior"]);
    },
  );

  it("spells Saint both ways", async () => {
    for (const q of ["Saint Louis", "St. Louis", "st louis mo"]) {
      const body = await search(`query=${encodeURIComponent(q)}`);
      expect(body.mode, q).toBe("city");
      expect(names(body), q).toEqual(["Gateway ABA"]);
    }
  });

  it("uses a given distance instead of the default radius", async () => {
    expect(names(await search("query=Austin&distance=5"))).toEqual(["Capital Kids Therapy", "Bright Steps ABA"]);
    expect(names(await search("query=Austin&distance=300"))).toContain("Dallas Autism Center");
  });
});

describe("name search", () => {
  it("tolerates typos and ranks by similarity", async () => {
    const body = await search("query=Brigth%20Steps");
    expect(body).toMatchObject({ mode: "name", sort: "similarity", cap: 25, origin: null });
    expect(names(body)[0]).toBe("Bright Steps ABA");
    expect(names(await search("query=dalas%20autism"))[0]).toBe("Dallas Autism Center");
    expect(names(await search("query=capitl%20kids"))[0]).toBe("Capital Kids Therapy");
  });

  it("tolerates two swapped letters, even in short words", async () => {
    expect(names(await search("query=Brihgt%20Stpes"))[0]).toBe("Bright Steps ABA");
    expect(names(await search("query=Lnoe%20Star"))[0]).toBe("Lone Star Behavior");
  });

  it("with three words or more, settles for names matching all words but one", async () => {
    // No name has 'sunshine' with 'bright' and 'steps'; no name has anything like 'zzyzx'.
    expect(names(await search("query=Bright%20Steps%20Sunshine"))).toEqual(["Bright Steps ABA"]);
    expect(names(await search("query=Bright%20Steps%20Zzyzx"))).toEqual(["Bright Steps ABA"]);
  });

  it("falls back to the whole text's similarity when a word matches no name's words", async () => {
    // 'xq' is like no word of any name; 'Sunshine' still makes the text similar to the name.
    expect(names(await search("query=Sunshine%20Xq"))).toEqual(["Sunshine Therapy"]);
  });

  it("applies the filters, the insurer and rating ones included, on both paths", async () => {
    expect(names(await search("query=Bright%20Steps&rating=4"))).toEqual(["Bright Steps ABA"]);
    expect(names(await search("query=Bright%20Steps&insurances=cigna"))).toEqual([]);
    expect(names(await search("query=Bright%20Steps&state=CA"))).toEqual([]);
    expect(names(await search("query=Sunshine%20Xq&insurances=bcbs"))).toEqual(["Sunshine Therapy"]);
    expect(names(await search("query=Sunshine%20Xq&rating=4"))).toEqual([]);
    expect(names(await search("query=Hidden%20Inactive"))).not.toContain("Hidden Inactive ABA");
  });

  it("falls back to names when a city of that name has no providers nearby", async () => {
    // 'Gateway' is also a town; nothing is listed near it, so the name search answers.
    const body = await search("query=Gateway");
    expect(body.mode).toBe("name");
    expect(names(body)).toEqual(["Gateway ABA"]);
  });

  it("cuts text longer than 50 characters", async () => {
    const body = await search(`query=${"Sunshine Therapy ".repeat(6)}`);
    expect(body.query).toHaveLength(50);
    expect(body.query).toBe("Sunshine Therapy ".repeat(3).slice(0, 50).trim());
  });

  it("finds nothing for text like no name", async () => {
    const body = await search("query=qqqqxxxx");
    expect(body.listings).toEqual([]);
    expect(body.total).toBe(0);
  });

  it("measures distance from the visitor when a location is given", async () => {
    const body = await search(`query=Gateway&${AUSTIN}`);
    expect(body.listings[0]!.distanceMiles).toBeGreaterThan(600);
  });
});

describe("filters", () => {
  it.each([
    [
      "state=TX",
      [
        "Capital Kids Therapy",
        "Dallas Autism Center",
        "Bright Steps ABA",
        "Lone Star Behavior",
        "No Coordinates Center",
      ],
    ],
    [
      "state=texas",
      [
        "Capital Kids Therapy",
        "Dallas Autism Center",
        "Bright Steps ABA",
        "Lone Star Behavior",
        "No Coordinates Center",
      ],
    ],
    ["state=Washington%20DC", ["Capitol Hill Behavioral"]],
    ["tier=featured", ["Capital Kids Therapy"]],
    ["tier=premium", ["Dallas Autism Center", "Gateway ABA", "Bright Steps ABA", "Capitol Hill Behavioral"]],
    ["tier=basic", ["Lone Star Behavior", "No Coordinates Center", "Northern Lights ABA", "Sunshine Therapy"]],
    [
      "tier=featured,basic",
      [
        "Capital Kids Therapy",
        "Lone Star Behavior",
        "No Coordinates Center",
        "Northern Lights ABA",
        "Sunshine Therapy",
      ],
    ],
    ["services=Speech%20Therapy", ["Capital Kids Therapy"]],
    ["services=Speech%20Therapy,Autism%20Diagnosis", ["Capital Kids Therapy", "Dallas Autism Center"]],
    ["services=Speech%20Therapy&services=Autism%20Diagnosis", ["Capital Kids Therapy", "Dallas Autism Center"]],
    ["services=behavior%20therapy", ["Lone Star Behavior"]],
    ["services=Telehealth%20%26%20Remote%20Services", ["Capitol Hill Behavioral"]],
    ["services=Underwater%20Basket%20Weaving", []],
    ["insurances=aetna", ["Dallas Autism Center", "Bright Steps ABA"]],
    ["insurances=aetna,cigna", ["Dallas Autism Center", "Bright Steps ABA", "Lone Star Behavior"]],
    ["insurances=AETNA", ["Dallas Autism Center", "Bright Steps ABA"]],
    ["insurances=nosuchplan", []],
    ["insurances=oldplan", []],
    ["rating=4", ["Dallas Autism Center", "Bright Steps ABA", "Lone Star Behavior"]],
    ["rating=4.4", ["Dallas Autism Center", "Bright Steps ABA"]],
    ["rating=5", ["Dallas Autism Center"]],
    ["rating=0", RELEVANCE],
    ["accepting=true", ["Bright Steps ABA"]],
    ["accepting=false", RELEVANCE],
    ["age=13", RELEVANCE.filter((n) => n !== "Bright Steps ABA" && n !== "Lone Star Behavior")],
    ["age=1", RELEVANCE.filter((n) => n !== "Bright Steps ABA")],
    ["age=3", RELEVANCE],
    ["setting=telehealth", ["Capital Kids Therapy"]],
    ["setting=school,in-home", ["Bright Steps ABA", "Lone Star Behavior"]],
    ["language=es", ["Bright Steps ABA", "Lone Star Behavior"]],
    ["language=ES", ["Bright Steps ABA", "Lone Star Behavior"]],
    ["funding=waiver", ["Lone Star Behavior"]],
    ["funding=medicaid,waiver", ["Bright Steps ABA", "Lone Star Behavior"]],
    // AND between kinds.
    ["services=ABA%20Therapy&insurances=aetna", ["Bright Steps ABA"]],
    ["state=TX&tier=premium", ["Dallas Autism Center", "Bright Steps ABA"]],
    ["state=TX&rating=4&language=es", ["Bright Steps ABA", "Lone Star Behavior"]],
    ["tier=basic&services=ABA%20Therapy&state=TX", ["Lone Star Behavior", "No Coordinates Center"]],
  ])("%s", async (query, expected) => {
    expect(names(await search(query))).toEqual(expected);
  });

  it("takes the first value of a repeated scalar parameter", async () => {
    expect(names(await search("state=MO&state=TX"))).toEqual(["Gateway ABA"]);
  });

  it("treats empty values as absent (plain GET forms send them)", async () => {
    expect(names(await search("query=&state=&tier=&rating=&lat=&lng=&distance=&sort="))).toEqual(RELEVANCE);
  });
});

describe("distance", () => {
  it("applies between 1 and 998 miles around lat/lng", async () => {
    expect(names(await search(`${AUSTIN}&distance=5`))).toEqual(["Capital Kids Therapy", "Bright Steps ABA"]);
    expect(names(await search(`${AUSTIN}&distance=20`))).toEqual([
      "Capital Kids Therapy",
      "Bright Steps ABA",
      "Lone Star Behavior",
    ]);
    const body = await search(`${AUSTIN}&distance=1`);
    expect(names(body)).toEqual(["Bright Steps ABA"]);
    expect(body.radiusMiles).toBe(1);
  });

  it("treats 999 and 0 as everywhere", async () => {
    expect(names(await search(`${AUSTIN}&distance=999`))).toEqual(RELEVANCE);
    expect(names(await search(`${AUSTIN}&distance=0`))).toEqual(RELEVANCE);
    expect((await search(`${AUSTIN}&distance=999`)).radiusMiles).toBeNull();
  });

  it("is ignored without lat/lng", async () => {
    const body = await search("distance=5");
    expect(names(body)).toEqual(RELEVANCE);
    expect(body.radiusMiles).toBeNull();
  });

  it("gives distances from the visitor's location", async () => {
    const body = await search(AUSTIN);
    const bright = body.listings.find((l) => l.name === "Bright Steps ABA")!;
    expect(bright.distanceMiles).toBeLessThan(0.2);
    expect(bright.isNearby).toBe(true);
    expect(body.listings.find((l) => l.name === "No Coordinates Center")!.distanceMiles).toBeNull();
    expect(body.origin).toMatchObject({ lat: 30.2713, lng: -97.7426, label: null, source: "location" });
  });
});

describe("sorts", () => {
  it("distance: nearest first, listings without coordinates last", async () => {
    const body = await search(`${AUSTIN}&sort=distance`);
    expect(body.sort).toBe("distance");
    expect(names(body)).toEqual([
      "Bright Steps ABA",
      "Capital Kids Therapy",
      "Lone Star Behavior",
      "Dallas Autism Center",
      "Gateway ABA",
      "Sunshine Therapy", // Los Angeles is nearer Austin than Washington is
      "Capitol Hill Behavioral",
      "Northern Lights ABA",
      "No Coordinates Center",
    ]);
  });

  it("distance without a location falls back to relevance", async () => {
    const body = await search("sort=distance");
    expect(body.sort).toBe("relevance");
    expect(names(body)).toEqual(RELEVANCE);
  });

  it("rating: average desc, then review count, then name", async () => {
    expect(names(await search("sort=rating"))).toEqual([
      "Dallas Autism Center",
      "Bright Steps ABA",
      "Lone Star Behavior",
      "Capital Kids Therapy",
      "Capitol Hill Behavioral",
      "Sunshine Therapy",
      "Gateway ABA",
      "No Coordinates Center",
      "Northern Lights ABA",
    ]);
  });

  it("name: A-Z", async () => {
    expect(names(await search("sort=name"))).toEqual([...RELEVANCE].sort());
  });

  it("relevance is the default and can be asked for", async () => {
    expect(names(await search("sort=relevance"))).toEqual(RELEVANCE);
    expect(names(await search("sort=RELEVANCE"))).toEqual(RELEVANCE);
  });

  it("sorts the nearest set of a zip search as asked", async () => {
    const byName = names(await search("query=78701&sort=name"));
    expect(byName).toEqual([...byName].sort());
    const byRating = names(await search("query=78701&sort=rating"));
    expect(byRating.slice(0, 2)).toEqual(["Dallas Autism Center", "Bright Steps ABA"]);
  });

  it("keeps the rating filter in relevance order", async () => {
    expect(names(await search("rating=2"))).toEqual([
      "Capital Kids Therapy",
      "Dallas Autism Center",
      "Bright Steps ABA",
      "Capitol Hill Behavioral",
      "Lone Star Behavior",
    ]);
    expect(names(await search("rating=2&sort=name"))).toEqual([
      "Bright Steps ABA",
      "Capital Kids Therapy",
      "Capitol Hill Behavioral",
      "Dallas Autism Center",
      "Lone Star Behavior",
    ]);
  });
});

describe("pagination", () => {
  it("pages through the results", async () => {
    const p1 = await search("pageSize=4&page=1");
    const p2 = await search("pageSize=4&page=2");
    const p3 = await search("pageSize=4&page=3");
    expect([...names(p1), ...names(p2), ...names(p3)]).toEqual(RELEVANCE);
    expect(p1).toMatchObject({ total: 9, pageCount: 3, page: 1, pageSize: 4 });
    expect(names(p3)).toHaveLength(1);
  });

  it("answers a page past the end with no listings and the real total", async () => {
    const body = await search("pageSize=4&page=9");
    expect(body.listings).toEqual([]);
    expect(body.total).toBe(9);
  });

  it("pages a state page the same way", async () => {
    const p1 = await search("state=TX&state_page=true&pageSize=2");
    const p3 = await search("state=TX&state_page=true&pageSize=2&page=3");
    expect(p1).toMatchObject({ mode: "state_page", cap: null, total: 5, matched: 5, pageCount: 3 });
    expect(names(p1)).toEqual(["Capital Kids Therapy", "Dallas Autism Center"]);
    expect(names(p3)).toEqual(["No Coordinates Center"]);
  });
});

describe("bad input", () => {
  it.each([
    ["tier=gold", "tier"],
    ["tier=premium-state", "tier"],
    ["lat=abc&lng=1", "lat"],
    ["lat=91&lng=0", "lat"],
    ["lat=10&lng=-181", "lng"],
    ["lat=10", "lng"],
    ["lng=10", "lat"],
    ["lat=0x10&lng=1", "lat"],
    ["lat=1e2&lng=1", "lat"],
    ["rating=6", "rating"],
    ["rating=-1", "rating"],
    ["rating=four", "rating"],
    ["distance=1000", "distance"],
    ["distance=-1", "distance"],
    ["distance=far", "distance"],
    ["page=0", "page"],
    ["page=1.5", "page"],
    ["page=abc", "page"],
    ["pageSize=101", "pageSize"],
    ["pageSize=0", "pageSize"],
    ["state=Atlantis", "state"],
    ["state=ZZ", "state"],
    ["sort=popular", "sort"],
    ["setting=garage", "setting"],
    ["funding=crypto", "funding"],
    ["accepting=maybe", "accepting"],
    ["homepage_map=sure", "homepage_map"],
    ["age=150", "age"],
    ["age=-2", "age"],
    ["language=e1", "language"],
  ])("%s → 400 naming %s", async (query, field) => {
    const res = await app.request(`/api/listings?${query}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("invalid_query");
    expect(body.error.message).toContain(field);
    expect(Object.keys(body.error.fields)).toContain(field);
    expect(body.error.fields[field]).toMatch(new RegExp(`^${field}`));
  });

  it("names every bad parameter at once", async () => {
    const res = await app.request("/api/listings?tier=gold&rating=9&sort=x");
    const body = await res.json();
    expect(Object.keys(body.error.fields).sort()).toEqual(["rating", "sort", "tier"]);
  });
});
