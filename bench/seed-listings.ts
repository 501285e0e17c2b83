/**
 * Seeds N synthetic listings in one INSERT … SELECT over generate_series and the places table,
 * plus reviews and insurer links. Deterministic: every choice comes from hashint4 of the row
 * number, so two runs build the same data.
 */
import type { Sql } from "../db/client.server.ts";
import { SERVICES } from "../domain/services.ts";

const FIRST = [
  "Bright",
  "Little",
  "Blue",
  "Sunrise",
  "Harbor",
  "Golden",
  "Brave",
  "Kind",
  "Bridges",
  "Pathway",
  "Spectrum",
  "Puzzle",
  "Horizon",
  "Journey",
  "Milestone",
  "Thrive",
  "Bloom",
  "Compass",
  "Cornerstone",
  "Evergreen",
  "Maple",
  "Oak",
  "River",
  "Summit",
  "Valley",
  "Lighthouse",
  "Rainbow",
  "Acorn",
  "Willow",
  "Northstar",
];
const SECOND = [
  "Steps",
  "Minds",
  "Paths",
  "Futures",
  "Hearts",
  "Kids",
  "Connections",
  "Behavior",
  "Beginnings",
  "Skills",
  "Sprouts",
  "Leaps",
  "Voices",
  "Roots",
  "Wings",
  "Circles",
  "Tree",
  "Bridge",
  "Harvest",
  "Light",
];
const THIRD = [
  "ABA",
  "Autism Center",
  "Behavioral Health",
  "Therapy",
  "ABA Services",
  "Learning Center",
  "Pediatric Therapy",
];
const INSURERS = [
  "medicaid",
  "aetna",
  "anthem",
  "bcbs",
  "cigna",
  "unitedhealthcare",
  "humana",
  "kaiser",
  "molina",
  "ambetter",
  "highmark",
  "optum",
  "magellan",
  "carelon",
  "tricare",
];

const lit = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;

export async function seedListings(sql: Sql, count: number): Promise<void> {
  await sql.unsafe(`
    insert into insurance_providers (name, display_name, sort_order)
    select n, initcap(n), 10 * i from unnest(${lit(INSURERS)}::text[]) with ordinality as t(n, i)
    on conflict (name) do nothing`);
  await sql.unsafe(`
    with p as (select row_number() over (order by zip) as rn, * from places),
         n as (select count(*) as c from places),
         g as (select i, abs(hashint4(i)) as h1, abs(hashint4(i + 7919)) as h2, abs(hashint4(i + 104729)) as h3,
                      abs(hashint4(i + 1299709)) as h4 from generate_series(1, ${count}) i)
    insert into listings (name, description, address, city, state, zip_code, latitude, longitude, phone, email,
                          website, opening_hours, tier, services, accepting_new_clients, waitlist_weeks,
                          last_verified_at, min_age_years, max_age_years, care_settings, languages,
                          funding_accepted, owner_verified)
    select
      (${lit(FIRST)})[1 + g.h1 % ${FIRST.length}] || ' ' || (${lit(SECOND)})[1 + g.h2 % ${SECOND.length}] || ' '
        || (${lit(THIRD)})[1 + g.h3 % ${THIRD.length}] || case when g.h4 % 3 = 0 then ' of ' || p.city else '' end,
      'Applied behavior analysis for children and families in ' || p.city || '. Our team of BCBAs and RBTs builds individual plans.',
      (100 + g.h2 % 9000) || ' Main St', p.city, p.state, p.zip,
      p.latitude + ((g.h3 % 2001) - 1000) / 100000.0, p.longitude + ((g.h4 % 2001) - 1000) / 100000.0,
      '512555' || lpad((g.h1 % 10000)::text, 4, '0'), 'info' || g.i || '@example.com', 'https://example.com/' || g.i,
      '8:00 AM-' || (4 + g.h2 % 4) || ':00 PM',
      case when g.h1 % 100 < 2 then 'featured' when g.h1 % 100 < 4 then 'premium-state' when g.h1 % 100 < 6 then 'premium-city'
           when g.h1 % 100 < 10 then 'premium' when g.h1 % 100 < 13 then 'premium-local' else 'basic' end,
      (select jsonb_agg(distinct s) from unnest(array[(${lit(SERVICES)})[1 + g.h2 % ${SERVICES.length}],
        (${lit(SERVICES)})[1 + g.h3 % ${SERVICES.length}], 'ABA Therapy']) s),
      case when g.h4 % 4 = 0 then null else g.h4 % 3 > 0 end, case when g.h4 % 3 = 0 then (g.h1 % 12)::smallint end,
      date '2026-01-01' - (g.h2 % 400), (g.h3 % 4)::smallint, case when g.h3 % 5 = 0 then null else (12 + g.h3 % 10)::smallint end,
      case g.h4 % 4 when 0 then '["center"]' when 1 then '["center","in-home"]' when 2 then '["in-home","telehealth"]' else '["school","center"]' end::jsonb,
      case when g.h2 % 5 = 0 then '["en","es"]' else '["en"]' end::jsonb,
      case g.h1 % 3 when 0 then '["medicaid","private-pay"]' when 1 then '["private-pay"]' else '["medicaid","waiver"]' end::jsonb,
      g.h3 % 7 = 0
    from g cross join n join p on p.rn = 1 + g.h1 % n.c`);
  await sql.unsafe(`
    insert into reviews (listing_id, rating, comment, name)
    select l.id, 1 + abs(hashint4(l.id * 31 + k)) % 5, 'Review ' || k, 'Parent ' || k
    from listings l cross join lateral generate_series(1, abs(hashint4(l.id)) % 5) k`);
  await sql.unsafe(`
    insert into listing_insurances (listing_id, insurance_provider_id)
    select distinct l.id, ip.id
    from listings l cross join lateral generate_series(1, 1 + abs(hashint4(l.id + 5)) % 4) k
    join insurance_providers ip on ip.name = (${lit(INSURERS)})[1 + abs(hashint4(l.id * 17 + k)) % ${INSURERS.length}]
    on conflict do nothing`);
  // A live database is vacuumed and analysed by autovacuum; a freshly loaded one is not yet.
  await sql.unsafe(`vacuum (analyze) listings, reviews, listing_insurances, insurance_providers, places`);
}
