import { describe, expect, it } from "vitest";
import { CARE_SETTINGS, FUNDING_SOURCES, SERVICES, SERVICE_LANGUAGES } from "@domain/services.ts";
import { US_STATES } from "@domain/states.ts";
import { TIERS } from "@domain/tiers.ts";
import { ROLES } from "@domain/roles.ts";
import { placeByZip } from "./demo-geography.ts";
import { BRAND_NAMES_TO_AVOID } from "./demo-words.ts";
import {
  DEFAULT_DEMO_LISTINGS,
  DEMO_INSURANCE_PROVIDERS,
  DEMO_PRODUCTS,
  DEMO_REFERENCE_DATE,
  DEMO_USERS,
  generateListings,
  generateReviews,
  type DemoListing,
} from "./generator.ts";

const listingsOf = (seed: string, count = DEFAULT_DEMO_LISTINGS, startIndex = 0) => [
  ...generateListings({ count, seed, startIndex }),
];
const demo = listingsOf("test-seed");
const countBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};
const everyField = <K extends keyof DemoListing>(field: K) => demo.map((l) => l[field]);

describe("demo listing generator: determinism", () => {
  it("gives the same listings and reviews for the same seed", () => {
    const again = listingsOf("test-seed", 200);
    expect(again).toEqual(demo.slice(0, 200));
    expect(again.map((l) => generateReviews(l, "test-seed"))).toEqual(
      demo.slice(0, 200).map((l) => generateReviews(l, "test-seed")),
    );
  });

  it("gives different listings for a different seed", () => {
    const other = listingsOf("another-seed", 200);
    expect(other).not.toEqual(demo.slice(0, 200));
    expect(other.filter((l, i) => l.name === demo[i]?.name).length).toBeLessThan(20);
  });

  it("continues the same sequence when appending (startIndex)", () => {
    expect(listingsOf("test-seed", 50, 100)).toEqual(demo.slice(100, 150));
  });

  it("yields lazily, one listing at a time", () => {
    const iterator = generateListings({ count: 1_000_000, seed: "lazy" });
    expect(iterator.next().value?.index).toBe(0);
    expect(iterator.next().value?.index).toBe(1);
  });
});

describe("demo listing generator: geography", () => {
  const byState = countBy(demo, (l) => l.state);

  it("covers all 50 states and DC with at least 5 listings each", () => {
    expect(US_STATES).toHaveLength(51);
    for (const { code } of US_STATES) expect(byState.get(code) ?? 0, code).toBeGreaterThanOrEqual(5);
    expect([...byState.keys()].every((code) => US_STATES.some((s) => s.code === code))).toBe(true);
  });

  it("gives big states more providers than small ones", () => {
    const smallest = Math.max(byState.get("WY") ?? 0, byState.get("VT") ?? 0);
    for (const big of ["CA", "TX", "FL", "NY"]) expect(byState.get(big) ?? 0, big).toBeGreaterThan(smallest * 5);
    expect(byState.get("CA") ?? 0).toBeGreaterThan(byState.get("TX") ?? 0);
  });

  it("places each listing within about 2 km of its zip code, with that place's city and state", () => {
    const places = placeByZip();
    for (const l of demo) {
      const place = places.get(l.zipCode);
      expect(place, l.zipCode).toBeDefined();
      expect(l.city).toBe(place?.city);
      expect(l.state).toBe(place?.state);
      const cosLat = Math.cos(((place?.latitude ?? 0) * Math.PI) / 180);
      expect(Math.abs(l.latitude - (place?.latitude ?? 0))).toBeLessThan(0.05);
      expect(Math.abs(l.longitude - (place?.longitude ?? 0)) * cosLat).toBeLessThan(0.05);
    }
  });
});

describe("demo listing generator: fields", () => {
  it("uses fictional 555-01xx phone numbers and reserved example domains", () => {
    for (const phone of everyField("phone")) expect(phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    for (const email of everyField("email"))
      expect(email).toMatch(/^[a-z0-9.-]+@([a-z0-9-]+\.)*example\.(com|org|net)$/);
    for (const website of everyField("website")) {
      if (website !== null) expect(website).toMatch(/^https:\/\/[a-z0-9-]+\.example\.(com|org)$/);
    }
    expect(everyField("website").filter((w) => w === null).length).toBeGreaterThan(0);
  });

  it("writes opening hours in the spec's 'open-close' form, with a few missing", () => {
    const hours = everyField("openingHours");
    for (const h of hours) if (h !== null) expect(h).toMatch(/^\d{1,2}:\d{2} (AM|PM)-\d{1,2}:\d{2} (AM|PM)$/);
    expect(hours.filter((h) => h === null).length).toBeGreaterThan(0);
    expect(hours.filter((h) => h === null).length).toBeLessThan(demo.length * 0.1);
  });

  it("gives mostly basic tiers, with every tier present and payment status to match", () => {
    const tiers = countBy(demo, (l) => l.tier);
    for (const tier of TIERS) expect(tiers.get(tier) ?? 0, tier).toBeGreaterThan(0);
    expect((tiers.get("basic") ?? 0) / demo.length).toBeGreaterThan(0.78);
    expect((tiers.get("basic") ?? 0) / demo.length).toBeLessThan(0.92);
    for (const l of demo) expect(l.paymentStatus).toBe(l.tier === "basic" ? "pending" : "paid");
  });

  it("draws services, settings, languages and funding from the domain lists", () => {
    for (const l of demo) {
      expect(l.services.length).toBeGreaterThanOrEqual(2);
      expect(l.services.length).toBeLessThanOrEqual(7);
      expect(l.services.every((s) => (SERVICES as readonly string[]).includes(s))).toBe(true);
      expect(new Set(l.services).size).toBe(l.services.length);
      expect(l.careSettings.length).toBeGreaterThan(0);
      expect(l.careSettings.every((s) => (CARE_SETTINGS as readonly string[]).includes(s))).toBe(true);
      expect(l.languages[0]).toBe("en");
      expect(l.languages.every((s) => (SERVICE_LANGUAGES as readonly string[]).includes(s))).toBe(true);
      expect(l.fundingAccepted.every((s) => (FUNDING_SOURCES as readonly string[]).includes(s))).toBe(true);
      expect(l.images).toEqual([]);
      expect(l.status).toBe("active");
    }
    const abaShare = demo.filter((l) => l.services.includes("ABA Therapy")).length / demo.length;
    expect(abaShare).toBeGreaterThan(0.8);
    const spanish = (states: string[]) => {
      const subset = demo.filter((l) => states.includes(l.state));
      return subset.filter((l) => l.languages.includes("es")).length / subset.length;
    };
    expect(spanish(["TX", "CA", "FL"])).toBeGreaterThan(spanish(["OH", "PA", "MI", "WI"]));
  });

  it("sets intake, ages, credentials and verification plausibly", () => {
    const reference = Date.parse(DEMO_REFERENCE_DATE);
    let stale = 0;
    for (const l of demo) {
      if (l.acceptingNewClients === false) {
        expect(l.waitlistWeeks).toBeGreaterThanOrEqual(2);
        expect(l.waitlistWeeks).toBeLessThanOrEqual(26);
      } else {
        expect([0, null]).toContain(l.waitlistWeeks);
      }
      if (l.maxAgeYears !== null) expect(l.minAgeYears).toBeLessThanOrEqual(l.maxAgeYears);
      expect(l.bcbaCertificantNumbers.length).toBeLessThanOrEqual(3);
      for (const n of l.bcbaCertificantNumbers) expect(n).toMatch(/^1-\d{2}-\d{5}$/);
      expect(l.lastVerifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const age = (reference - Date.parse(l.lastVerifiedAt)) / 86_400_000;
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(200);
      if (age > 90) stale++;
      expect(Date.parse(l.createdAt)).toBeLessThan(Date.parse(`${l.lastVerifiedAt}T23:59:59Z`));
    }
    expect(stale).toBeGreaterThan(demo.length * 0.2);
    const accepting = countBy(demo, (l) => String(l.acceptingNewClients));
    expect((accepting.get("true") ?? 0) / demo.length).toBeGreaterThan(0.5);
    expect(accepting.get("null") ?? 0).toBeGreaterThan(0);
    const verifiedShare = demo.filter((l) => l.ownerVerified).length / demo.length;
    expect(verifiedShare).toBeGreaterThan(0.05);
    expect(verifiedShare).toBeLessThan(0.16);
  });

  it("names providers believably, never after real national chains", () => {
    for (const l of demo) {
      for (const brand of BRAND_NAMES_TO_AVOID) expect(l.name.toLowerCase()).not.toContain(brand.toLowerCase());
      expect(l.description.startsWith(l.name)).toBe(true);
      const sentences = l.description.split(/(?<=\.) /).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(4);
      expect(l.description).not.toMatch(/\d+ ?%|\bcures?\b|guarantee/i);
    }
    expect(new Set(everyField("name")).size).toBeGreaterThan(demo.length * 0.8);
  });

  it("links 2–8 known insurers per listing, Medicaid most often", () => {
    const keys = new Set(DEMO_INSURANCE_PROVIDERS.map((p) => p.name));
    for (const l of demo) {
      expect(l.insurances.length).toBeGreaterThanOrEqual(2);
      expect(l.insurances.length).toBeLessThanOrEqual(8);
      expect(new Set(l.insurances).size).toBe(l.insurances.length);
      expect(l.insurances.every((k) => keys.has(k))).toBe(true);
    }
    const counts = countBy(
      demo.flatMap((l) => l.insurances),
      (k) => k,
    );
    const [mostCommon] = [...counts].sort((a, b) => b[1] - a[1]);
    expect(mostCommon?.[0]).toBe("medicaid");
  });

  it("makes the first three listings the demo contributor's", () => {
    expect(demo.filter((l) => l.ownedByDemoUser).map((l) => l.index)).toEqual([0, 1, 2]);
  });
});

describe("demo reviews", () => {
  const reviews = demo.map((l) => ({ listing: l, reviews: generateReviews(l, "test-seed") }));

  it("gives 0–12 reviews per listing, some listings none", () => {
    for (const { reviews: rs } of reviews) expect(rs.length).toBeLessThanOrEqual(12);
    expect(reviews.filter((r) => r.reviews.length === 0).length).toBeGreaterThan(demo.length * 0.05);
  });

  it("varies average ratings between listings", () => {
    const averages = reviews
      .filter((r) => r.reviews.length >= 3)
      .map((r) => r.reviews.reduce((sum, x) => sum + x.rating, 0) / r.reviews.length);
    expect(averages.filter((a) => a < 3).length).toBeGreaterThan(0);
    expect(averages.filter((a) => a >= 4 && a <= 4.8).length).toBeGreaterThan(averages.length * 0.3);
  });

  it("uses fictional reviewers, example.com addresses and dates before the reference day", () => {
    const reference = Date.parse(`${DEMO_REFERENCE_DATE}T00:00:00Z`);
    const all = reviews.flatMap(({ listing, reviews: rs }) => rs.map((r) => ({ listing, r })));
    for (const { listing, r } of all) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(r.email).toMatch(/^[a-z]+\.[a-z]\d+\.\d+@example\.com$/);
      expect(Date.parse(r.createdAt)).toBeLessThanOrEqual(reference);
      expect(Date.parse(r.createdAt)).toBeGreaterThanOrEqual(Date.parse(listing.createdAt));
    }
    expect(all.some(({ r }) => /[áéíóúñ]/.test(r.comment ?? ""))).toBe(true);
    // One review per address and listing (the reviews_listing_email_key index).
    for (const { reviews: rs } of reviews) expect(new Set(rs.map((r) => r.email)).size).toBe(rs.length);
  });
});

describe("demo catalog", () => {
  it("lists at least 14 insurers with unique keys in sort order", () => {
    expect(DEMO_INSURANCE_PROVIDERS.length).toBeGreaterThanOrEqual(14);
    expect(new Set(DEMO_INSURANCE_PROVIDERS.map((p) => p.name)).size).toBe(DEMO_INSURANCE_PROVIDERS.length);
    for (const p of DEMO_INSURANCE_PROVIDERS) expect(p.name).toMatch(/^[a-z]+$/);
    const orders = DEMO_INSURANCE_PROVIDERS.map((p) => p.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(DEMO_INSURANCE_PROVIDERS.map((p) => p.displayName)).toEqual(
      expect.arrayContaining(["Medicaid", "TRICARE", "Aetna"]),
    );
  });

  it("has at least 24 active products over several categories", () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.category)).size).toBeGreaterThanOrEqual(8);
    for (const p of DEMO_PRODUCTS) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(p.affiliateLink).toMatch(/^https:\/\/www\.example\.com\/products\/[a-z0-9-]+$/);
      expect(p.imageUrl).toBeNull();
      expect(p.isActive).toBe(true);
    }
  });

  it("has one demo account per role", () => {
    expect(DEMO_USERS.map((u) => u.role).sort()).toEqual([...ROLES].sort());
    expect(DEMO_USERS.map((u) => u.username)).toEqual(["admin", "listingadmin", "provider"]);
    for (const u of DEMO_USERS) expect(u.email).toMatch(/@example\.com$/);
  });
});
