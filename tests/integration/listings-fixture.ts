/**
 * A small, known set of listings for the search and API tests: coordinates, tiers, services,
 * insurers, reviews and the beyond-the-spec fields are chosen so each filter and order has a
 * predictable answer. Inserted with plain SQL, independent of the demo generator.
 */
import type { Sql } from "../../db/client.server.ts";

export interface FixtureListing {
  name: string;
  city: string;
  state: string;
  zip: string | null;
  lat: number | null;
  lng: number | null;
  tier: string;
  services: string[];
  insurers: string[];
  ratings: number[];
  accepting?: boolean | null;
  /** Days before today the intake was confirmed (issue 29); a listing with intake defaults to 3 (current). */
  intakeConfirmedDaysAgo?: number;
  ages?: [number | null, number | null];
  settings?: string[];
  languages?: string[];
  funding?: string[];
  status?: string;
  phone?: string;
  hours?: string;
}

export const FIXTURE_LISTINGS: FixtureListing[] = [
  // Austin, TX: 78701's centre is 30.2713, -97.7426.
  {
    name: "Bright Steps ABA",
    city: "Austin",
    state: "TX",
    zip: "78701",
    lat: 30.27,
    lng: -97.743,
    tier: "premium",
    services: ["ABA Therapy", "Early Intervention"],
    insurers: ["aetna", "medicaid"],
    ratings: [5, 4],
    accepting: true,
    ages: [2, 12],
    settings: ["center", "in-home"],
    languages: ["en", "es"],
    funding: ["medicaid", "private-pay"],
    phone: "5125550147",
    hours: "8:00 AM-6:00 PM",
  },
  {
    name: "Capital Kids Therapy",
    city: "Austin",
    state: "TX",
    zip: "78705",
    lat: 30.3,
    lng: -97.75,
    tier: "featured",
    services: ["Speech Therapy"],
    insurers: ["bcbs"],
    ratings: [3],
    accepting: false,
    ages: [null, null],
    settings: ["telehealth"],
    languages: ["en"],
    funding: ["private-pay"],
  },
  {
    name: "Lone Star Behavior",
    city: "Round Rock",
    state: "TX",
    zip: "78664",
    lat: 30.5083,
    lng: -97.6789,
    tier: "basic",
    services: ["ABA Therapy", "Behavior Therapy"],
    insurers: ["cigna"],
    ratings: [4, 4, 5],
    ages: [0, 5],
    settings: ["school"],
    languages: ["es"],
    funding: ["waiver"],
  },
  {
    name: "Dallas Autism Center",
    city: "Dallas",
    state: "TX",
    zip: "75201",
    lat: 32.7767,
    lng: -96.797,
    tier: "premium-state",
    services: ["Autism Diagnosis"],
    insurers: ["aetna"],
    ratings: [5],
  },
  {
    name: "Gateway ABA",
    city: "Saint Louis",
    state: "MO",
    zip: "63101",
    lat: 38.627,
    lng: -90.1994,
    tier: "premium-city",
    services: ["ABA Therapy"],
    insurers: [],
    ratings: [],
  },
  {
    name: "Capitol Hill Behavioral",
    city: "Washington",
    state: "DC",
    zip: "20001",
    lat: 38.8899,
    lng: -77.0091,
    tier: "premium-local",
    services: ["ABA Therapy", "Telehealth & Remote Services"],
    insurers: ["medicaid"],
    ratings: [2],
  },
  {
    name: "Sunshine Therapy",
    city: "Los Angeles",
    state: "CA",
    zip: "90012",
    lat: 34.0522,
    lng: -118.2437,
    tier: "basic",
    services: ["Pediatric Therapy"],
    insurers: ["bcbs", "oldplan"],
    ratings: [1, 2],
  },
  {
    name: "Northern Lights ABA",
    city: "Anchorage",
    state: "AK",
    zip: "99501",
    lat: 61.2181,
    lng: -149.9003,
    tier: "basic",
    services: ["ABA Therapy"],
    insurers: [],
    ratings: [],
  },
  {
    name: "No Coordinates Center",
    city: "Austin",
    state: "TX",
    zip: null,
    lat: null,
    lng: null,
    tier: "basic",
    services: ["ABA Therapy"],
    insurers: [],
    ratings: [],
  },
  {
    name: "Hidden Inactive ABA",
    city: "Austin",
    state: "TX",
    zip: "78701",
    lat: 30.2714,
    lng: -97.7427,
    tier: "featured",
    services: ["ABA Therapy"],
    insurers: ["aetna"],
    ratings: [5],
    status: "inactive",
  },
];

export const FIXTURE_INSURERS = [
  { name: "medicaid", displayName: "Medicaid", sortOrder: 10, isActive: true },
  { name: "zeta", displayName: "Zeta Health", sortOrder: 20, isActive: true },
  { name: "aetna", displayName: "Aetna", sortOrder: 20, isActive: true },
  { name: "bcbs", displayName: "Blue Cross Blue Shield", sortOrder: 40, isActive: true },
  { name: "cigna", displayName: "Cigna", sortOrder: 50, isActive: true },
  { name: "oldplan", displayName: "Old Plan", sortOrder: 5, isActive: false },
];

/** The intake's confirmation, for a listing with intake: `intakeConfirmedDaysAgo` (default 3) days before today (UTC). */
function intakeSources(l: FixtureListing): Record<string, { source: string; confirmedOn: string }> {
  if (l.accepting === undefined || l.accepting === null) return {};
  const daysAgo = l.intakeConfirmedDaysAgo ?? 3;
  const confirmedOn = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return { intake: { source: "owner", confirmedOn } };
}

/** Inserts the fixture; returns listing ids by name. */
export async function seedFixture(sql: Sql): Promise<Record<string, number>> {
  for (const i of FIXTURE_INSURERS) {
    await sql`insert into insurance_providers (name, display_name, sort_order, is_active)
      values (${i.name}, ${i.displayName}, ${i.sortOrder}, ${i.isActive})`;
  }
  const ids: Record<string, number> = {};
  for (const l of FIXTURE_LISTINGS) {
    const [row] = await sql<{ id: number }[]>`
      insert into listings (name, city, state, zip_code, latitude, longitude, email, tier, status, services,
        accepting_new_clients, min_age_years, max_age_years, care_settings, languages, funding_accepted,
        phone, opening_hours, address, description, last_verified_at, fact_sources)
      values (${l.name}, ${l.city}, ${l.state}, ${l.zip}, ${l.lat}, ${l.lng}, ${"info@" + l.name.replace(/\W/g, "").toLowerCase() + ".example"},
        ${l.tier}, ${l.status ?? "active"}, ${JSON.stringify(l.services)}::jsonb, ${l.accepting ?? null},
        ${l.ages?.[0] ?? null}, ${l.ages?.[1] ?? null}, ${JSON.stringify(l.settings ?? [])}::jsonb, ${JSON.stringify(l.languages ?? [])}::jsonb,
        ${JSON.stringify(l.funding ?? [])}::jsonb, ${l.phone ?? null}, ${l.hours ?? null}, '1 Main St',
        ${`${l.name} offers ABA therapy in ${l.city}.`}, '2026-10-01', ${JSON.stringify(intakeSources(l))}::jsonb)
      returning id`;
    ids[l.name] = row!.id;
    for (const rating of l.ratings) {
      await sql`insert into reviews (listing_id, rating, name) values (${row!.id}, ${rating}, 'Parent')`;
    }
    for (const insurer of l.insurers) {
      await sql`insert into listing_insurances (listing_id, insurance_provider_id)
        select ${row!.id}, id from insurance_providers where name = ${insurer}`;
    }
  }
  return ids;
}

/** Names of the listings in an API answer, in order. */
export const names = (body: { listings: { name: string }[] }) => body.listings.map((l) => l.name);
