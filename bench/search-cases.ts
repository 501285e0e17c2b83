/** Deterministic query strings for each benchmark kind, drawn from the seeded data. */
import type { Sql } from "../db/client.server.ts";

export type BenchKind =
  | "zip"
  | "city"
  | "name"
  | "state"
  | "state_page"
  | "filtered"
  | "filtered_place"
  | "common_pair"
  | "rare_pair"
  | "every_filter"
  | "deep_page"
  | "provider_kind"
  | "start_within"
  | "location"
  | "map"
  | "rating_sort";

/** Issue 16's kinds with a budget (p95 25 ms at 100,000, 40 ms at 1,000,000); map and rating_sort are shown only. */
export const BUDGET_KINDS: readonly BenchKind[] = [
  "zip",
  "city",
  "name",
  "state",
  "state_page",
  "filtered",
  "filtered_place",
  "common_pair",
  "rare_pair",
  "every_filter",
  "deep_page",
  "provider_kind",
  "start_within",
  "location",
];

/** Swaps two letters inside the first word (from its third letter on): a typical typo. */
function typo(name: string): string {
  const first = name.split(" ")[0]!;
  if (first.length < 4) return name;
  const i = Math.min(3, first.length - 2);
  return name.slice(0, i) + name.charAt(i + 1) + name.charAt(i) + name.slice(i + 2);
}

export async function benchCases(sql: Sql, n: number): Promise<Record<BenchKind, string[]>> {
  const zips = await sql<{ zip: string; lat: number; lng: number }[]>`
    select zip, latitude as lat, longitude as lng from places order by hashtext(zip) limit ${n}`;
  const cities = await sql<{ city: string; state: string }[]>`
    select city, state from (select city, state, count(*) as c from places group by city, state order by c desc limit ${n}) t
    order by hashtext(city)`;
  const names = await sql<{ name: string }[]>`select name from listings order by hashtext(name || id) limit ${n}`;
  const states = await sql<{ state: string }[]>`select distinct state from listings order by state`;
  const services = ["ABA Therapy", "Speech Therapy", "Early Intervention", "Autism Diagnosis", "Behavior Therapy"];
  const insurers = ["aetna", "bcbs", "cigna", "medicaid", "tricare"];
  // Services and insurers by how many active listings have them, most common first.
  const serviceCounts = await sql<{ s: string }[]>`
    select s from listings l cross join jsonb_array_elements_text(l.services) s
    where l.status = 'active' group by s order by count(*) desc, s`;
  const insurerCounts = await sql<{ name: string }[]>`
    select ip.name from listing_insurances li join insurance_providers ip on ip.id = li.insurance_provider_id
    where ip.is_active group by ip.name order by count(*) desc, ip.name`;
  const common = { service: serviceCounts[0]!.s, insurer: insurerCounts[0]!.name };
  const rare = { service: serviceCounts.at(-1)!.s, insurer: insurerCounts.at(-1)!.name };
  const rareServices = serviceCounts.slice(-3).map((r) => r.s);
  const rareInsurers = insurerCounts.slice(-3).map((r) => r.name);
  const [big] = await sql<{ state: string }[]>`
    select state from listings where status = 'active' group by state order by count(*) desc limit 1`;
  const places = [
    { lat: "30.2672", lng: "-97.7431" },
    { lat: "40.7128", lng: "-74.0060" },
    { lat: "41.8781", lng: "-87.6298" },
    { lat: "44.9778", lng: "-93.2650" },
  ];
  const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
  return {
    zip: zips.map((z) => q({ query: z.zip })),
    city: cities.map((c, i) =>
      q({
        query:
          i % 3 === 0
            ? c.city
            : i % 3 === 1
              ? `${c.city}, ${c.state}`
              : `${c.city.toLowerCase()} ${c.state.toLowerCase()}`,
      }),
    ),
    // First two words of a real name, every other one with a typo.
    name: names.map((r, i) => {
      const words = r.name.split(" ").slice(0, 2).join(" ");
      return q({ query: i % 2 ? typo(words) : words });
    }),
    state: Array.from({ length: n }, (_, i) => {
      const s = states[i % states.length]!.state;
      return i % 4 === 3 ? q({ state: s, state_page: "true", page: "2", pageSize: "12" }) : q({ state: s });
    }),
    filtered: Array.from({ length: n }, (_, i) => {
      const o: Record<string, string> = { services: services[i % services.length]! };
      if (i % 2 === 0) o.insurances = insurers[i % insurers.length]!;
      if (i % 3 === 0) o.rating = "4";
      if (i % 5 === 0) o.tier = "premium";
      if (i % 7 === 0) o.accepting = "true";
      if (i % 4 === 1) {
        const s = states[i % states.length]!.state;
        o.state = s;
      }
      if (i % 6 === 2) Object.assign(o, { lat: "30.2672", lng: "-97.7431", distance: "35", sort: "distance" });
      // The beyond-the-spec filters.
      if (i % 9 === 4) o.language = "es";
      if (i % 11 === 5) o.setting = "in-home";
      if (i % 13 === 6) o.funding = "waiver";
      if (i % 10 === 7) o.age = "4";
      return q(o);
    }),
    // The state page (no cap, counted): pages 1-3, now and then with a filter.
    state_page: Array.from({ length: n }, (_, i) => {
      const o: Record<string, string> = { state: states[i % states.length]!.state, state_page: "true" };
      if (i % 3) o.page = String(1 + (i % 3));
      if (i % 4 === 1) o.services = services[(i >> 2) % services.length]!;
      if (i % 8 === 2) o.insurances = insurers[(i >> 3) % insurers.length]!;
      return q(o);
    }),
    // Filters with a place: a zip, a city, or the visitor's location with a distance.
    filtered_place: Array.from({ length: n }, (_, i) => {
      const o: Record<string, string> = { services: services[i % services.length]! };
      if (i % 2 === 0) o.insurances = insurers[i % insurers.length]!;
      if (i % 3 === 1) o.rating = "4";
      if (i % 5 === 2) o.language = "es";
      if (i % 3 === 0) o.query = zips[i % zips.length]!.zip;
      else if (i % 3 === 1) o.query = `${cities[i % cities.length]!.city}, ${cities[i % cities.length]!.state}`;
      else Object.assign(o, places[i % places.length], { distance: String(10 + (i % 4) * 25) });
      if (i % 7 === 3) o.sort = "relevance";
      return q(o);
    }),
    // Worst cases: the most common insurer and service nationwide (tens of thousands match) …
    common_pair: Array.from({ length: n }, (_, i) =>
      i % 2
        ? q({ services: common.service, insurances: common.insurer })
        : q({ services: common.service, insurances: common.insurer, page: "4" }),
    ),
    // … a rare insurer with a rare service (a few hundred match per 100,000) …
    rare_pair: Array.from({ length: n }, (_, i) =>
      q({
        services: rareServices[i % rareServices.length]!,
        insurances: rareInsurers[(i >> 1) % rareInsurers.length]!,
      }),
    ),
    // … every filter at once, nationwide, in a state and around a place …
    every_filter: Array.from({ length: n }, (_, i) => {
      const o: Record<string, string> = {
        services: i % 2 ? rare.service : common.service,
        insurances: i % 3 ? rare.insurer : common.insurer,
        tier: i % 4 === 0 ? "premium" : "basic,premium",
        rating: String(3 + (i % 3) * 0.5),
        accepting: "true",
        age: String(2 + (i % 10)),
        setting: i % 2 ? "in-home" : "center",
        language: "es",
        funding: i % 2 ? "medicaid" : "private-pay",
      };
      if (i % 4 === 1) o.state = states[i % states.length]!.state;
      if (i % 4 === 2) Object.assign(o, places[i % places.length], { distance: "50" });
      if (i % 4 === 3) o.query = zips[i % zips.length]!.zip;
      return q(o);
    }),
    // … and page 50 of a large result: the biggest state's page, and the last page of a capped search.
    deep_page: Array.from({ length: n }, (_, i) =>
      i % 2
        ? q({ state: big!.state, state_page: "true", page: String(50 + (i % 5)) })
        : q({ services: common.service, insurances: common.insurer, pageSize: "2", page: "50" }),
    ),
    // The provider type (about half the listings each, once registry data is in): alone, in a
    // state, with the other filters, around a place, sorted by name and on a state page.
    provider_kind: Array.from({ length: n }, (_, i) => {
      const o: Record<string, string> = { provider_kind: i % 2 ? "independent_practitioner" : "organization" };
      const s = states[i % states.length]!.state;
      if (i % 8 === 1) o.state = s;
      if (i % 8 === 2)
        Object.assign(o, { services: services[i % services.length]!, insurances: insurers[i % insurers.length]! });
      if (i % 8 === 3) Object.assign(o, { rating: "4", accepting: "true", tier: "premium" });
      if (i % 8 === 4) o.query = zips[i % zips.length]!.zip;
      if (i % 8 === 5) Object.assign(o, places[i % places.length], { distance: "35", sort: "distance" });
      if (i % 8 === 6) Object.assign(o, { services: rare.service, insurances: rare.insurer, sort: "name" });
      if (i % 8 === 7) Object.assign(o, { state: s, state_page: "true", page: String(1 + (i % 3)) });
      return q(o);
    }),
    // "Can start within" (issue 29): only current intake (about a third of the listings with one),
    // alone, in a state, with the other filters, around a place, on a state page, by name.
    start_within: Array.from({ length: n }, (_, i) => {
      const o: Record<string, string> = { start: (["now", "4", "8", "12"] as const)[i % 4]! };
      const s = states[i % states.length]!.state;
      if (i % 8 === 1) o.state = s;
      if (i % 8 === 2)
        Object.assign(o, { services: services[i % services.length]!, insurances: insurers[i % insurers.length]! });
      if (i % 8 === 3) Object.assign(o, { rating: "4", setting: "in-home", tier: "premium" });
      if (i % 8 === 4) o.query = zips[i % zips.length]!.zip;
      if (i % 8 === 5) Object.assign(o, places[i % places.length], { distance: "35", sort: "distance" });
      if (i % 8 === 6) Object.assign(o, { services: rare.service, insurances: rare.insurer, sort: "name" });
      if (i % 8 === 7) Object.assign(o, { state: s, state_page: "true", page: String(1 + (i % 3)) });
      return q(o);
    }),
    // The visitor's own location (issue 29: service areas count from its nearest zip code): nearest
    // first without a radius, or within 10, 25 or 50 miles; now and then with a care setting.
    location: Array.from({ length: n }, (_, i) => {
      const z = zips[i % zips.length]!;
      const o: Record<string, string> = { lat: String(z.lat + 0.01), lng: String(z.lng - 0.01), sort: "distance" };
      if (i % 4) o.distance = String([10, 25, 50][i % 3]);
      if (i % 5 === 2) o.setting = i % 2 ? "in-home" : "telehealth";
      if (i % 7 === 3) o.services = services[i % services.length]!;
      return q(o);
    }),
    // Not in the p95 target list, measured to show what they cost.
    map: Array.from({ length: n }, (_, i) =>
      i % 2 ? q({ homepage_map: "true" }) : q({ homepage_map: "true", tier: "premium" }),
    ),
    rating_sort: Array.from({ length: n }, (_, i) => q({ state: states[i % states.length]!.state, sort: "rating" })),
  };
}
