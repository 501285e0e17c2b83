/** Deterministic query strings for each benchmark kind, drawn from the seeded data. */
import type { Sql } from "../db/client.server.ts";

export type BenchKind = "zip" | "city" | "name" | "state" | "filtered" | "map" | "rating_sort";

/** Swaps two letters inside the first word (from its third letter on): a typical typo. */
function typo(name: string): string {
  const first = name.split(" ")[0]!;
  if (first.length < 4) return name;
  const i = Math.min(3, first.length - 2);
  return name.slice(0, i) + name.charAt(i + 1) + name.charAt(i) + name.slice(i + 2);
}

export async function benchCases(sql: Sql, n: number): Promise<Record<BenchKind, string[]>> {
  const zips = await sql<{ zip: string }[]>`select zip from places order by hashtext(zip) limit ${n}`;
  const cities = await sql<{ city: string; state: string }[]>`
    select city, state from (select city, state, count(*) as c from places group by city, state order by c desc limit ${n}) t
    order by hashtext(city)`;
  const names = await sql<{ name: string }[]>`select name from listings order by hashtext(name || id) limit ${n}`;
  const states = await sql<{ state: string }[]>`select distinct state from listings order by state`;
  const services = ["ABA Therapy", "Speech Therapy", "Early Intervention", "Autism Diagnosis", "Behavior Therapy"];
  const insurers = ["aetna", "bcbs", "cigna", "medicaid", "tricare"];
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
      return q(o);
    }),
    // Not in the p95 target list, measured to show what they cost.
    map: Array.from({ length: n }, (_, i) =>
      i % 2 ? q({ homepage_map: "true" }) : q({ homepage_map: "true", tier: "premium" }),
    ),
    rating_sort: Array.from({ length: n }, (_, i) => q({ state: states[i % states.length]!.state, sort: "rating" })),
  };
}
