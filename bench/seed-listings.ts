/**
 * Seeds N synthetic listings in one INSERT … SELECT over generate_series and the places table,
 * plus reviews and insurer links. Deterministic: every choice comes from hashint4 of the row
 * number, so two runs build the same data. Services and insurers are skewed (a few common, a few
 * rare); 'ABA Therapy' is on every listing.
 */
import type postgres from "postgres";
import type { Sql } from "../db/client.server.ts";
import { SERVICES } from "../domain/services.ts";
import {
  LISTINGS_BULK_LOAD,
  settleAfterBulkLoad,
  timedPhase,
  withBulkLoad,
  type LoadPhase,
} from "../server/seed/bulk-load.server.ts";

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

/** Every table the seed writes, directly or through triggers (listings' name words), and the places it reads. */
export const SEEDED_TABLES = [
  ...LISTINGS_BULK_LOAD.tables,
  "listing_name_words",
  "insurance_providers",
  "places",
] as const;

const lit = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;

/**
 * A skewed pick of 1 … n: the first values common, the last rare (u^power for u uniform), as
 * real services and insurers are, so the bench has rare filters as well as common ones.
 */
const skewed = (hash: string, n: number, power: number) =>
  `(1 + floor(${n} * power((${hash} % 1000000) / 1000000.0, ${power}))::int)`;

/**
 * The position in INSURERS of a listing's k-th insurer link (most common first: medicaid …
 * tricare); `ins.ids` holds the insurers' ids in that order (see insertListings).
 */
const insurerPick = (id: string) => skewed(`abs(hashint4(${id} * 17 + k))`, INSURERS.length, 3);

/**
 * Appends `count` listings with their reviews and insurer links in one transaction, the
 * secondary indexes built and the foreign keys checked after the rows are in (withBulkLoad). Each listing's review
 * summary and insurer ids are computed in the same INSERT from the formulas that then generate
 * its reviews and links, so the summary triggers on reviews and listing_insurances can stay off
 * during the load instead of rewriting every listing twice. `onPhase` gets each step's time and WAL.
 */
export async function seedListings(sql: Sql, count: number, onPhase?: (phase: LoadPhase) => void): Promise<void> {
  await sql.unsafe(`
    insert into insurance_providers (name, display_name, sort_order)
    select n, initcap(n), 10 * i from unnest(${lit(INSURERS)}::text[]) with ordinality as t(n, i)
    on conflict (name) do nothing`);
  await sql.begin(async (tx) => {
    await tx.unsafe(`set local synchronous_commit = off`);
    const [row] = await tx<{ base: number }[]>`select coalesce(max(id), 0)::int as base from listings`;
    const base = row?.base ?? 0;
    await withBulkLoad(tx, { ...LISTINGS_BULK_LOAD, onPhase }, async () => {
      await timedPhase(tx, "rows: listings", onPhase, () => insertListings(tx, base, count));
      await tx.unsafe(`select setval(pg_get_serial_sequence('listings', 'id'), ${base + count})`);
      await timedPhase(tx, "rows: reviews", onPhase, () =>
        tx.unsafe(`
        insert into reviews (listing_id, rating, comment, name)
        select l.id, 1 + abs(hashint4(l.id * 31 + k)) % 5, 'Review ' || k, 'Parent ' || k
        from listings l cross join lateral generate_series(1, abs(hashint4(l.id)) % 5) k
        where l.id > ${base}`),
      );
      // The links are the insurer ids each listing was written with, one row per id (distinct already).
      await timedPhase(tx, "rows: insurer links", onPhase, () =>
        tx.unsafe(`
        insert into listing_insurances (listing_id, insurance_provider_id)
        select l.id, unnest(l.insurance_provider_ids) from listings l where l.id > ${base}`),
      );
    });
  });
  // A live database is vacuumed and analysed by autovacuum; a freshly loaded one is not yet (and
  // index-only scans need the visibility map that VACUUM sets). listing_name_words is written by
  // the listings' insert trigger: left out, name search ran on a never-analysed, never-vacuumed
  // table until autovacuum came by (issue 30, item 27).
  await settleAfterBulkLoad(sql, SEEDED_TABLES, onPhase);
}

/** The seed's service areas, from a hash of the row's id of their own (the other columns stay as they were). */
const SERVICE_AREAS_SQL = `(select case
        when a.h % 100 < 10 then jsonb_build_array(jsonb_build_object('careSetting', 'in-home', 'kind', 'radius',
          'radiusMiles', 5 + (a.h / 100) % 46))
        when a.h % 100 < 16 then jsonb_build_array(jsonb_build_object('careSetting', 'in-home', 'kind', 'zips',
          'codes', (select jsonb_agg(lpad((p.zip::int + k)::text, 5, '0') order by k)
                    from generate_series(greatest(-5, 1 - p.zip::int), 5) k)))
        when a.h % 100 < 20 then jsonb_build_array(jsonb_build_object('careSetting', 'telehealth', 'kind', 'states',
          'codes', jsonb_build_array(p.state)))
        else '[]'::jsonb end
      from (select abs(hashint4(g.id + 49979687)) as h) a)`;

async function insertListings(sql: postgres.TransactionSql, base: number, count: number): Promise<void> {
  const service = (hash: string) => `(${lit(SERVICES)})[${skewed(hash, SERVICES.length, 2)}]`;
  await sql.unsafe(`
    with p as (select row_number() over (order by zip) as rn, * from places),
         n as (select count(*) as c from places),
         ins as (select array_agg(ip.id order by t.i) as ids
                 from unnest(${lit(INSURERS)}::text[]) with ordinality as t(n, i)
                 join insurance_providers ip on ip.name = t.n),
         g as (select ${base} + i as id, abs(hashint4(i)) as h1, abs(hashint4(i + 7919)) as h2,
                      abs(hashint4(i + 104729)) as h3, abs(hashint4(i + 1299709)) as h4
               from generate_series(1, ${count}) i)
    insert into listings (id, name, description, address, city, state, zip_code, latitude, longitude, phone, email,
                          website, opening_hours, tier, services, accepting_new_clients, waitlist_weeks,
                          last_verified_at, min_age_years, max_age_years, care_settings, languages,
                          funding_accepted, owner_verified, rating_average, review_count, insurance_provider_ids,
                          provider_kind, fact_sources, service_areas)
    overriding system value
    select
      g.id,
      (${lit(FIRST)})[1 + g.h1 % ${FIRST.length}] || ' ' || (${lit(SECOND)})[1 + g.h2 % ${SECOND.length}] || ' '
        || (${lit(THIRD)})[1 + g.h3 % ${THIRD.length}] || case when g.h4 % 3 = 0 then ' of ' || p.city else '' end,
      'Applied behavior analysis for children and families in ' || p.city || '. Our team of BCBAs and RBTs builds individual plans.',
      (100 + g.h2 % 9000) || ' Main St', p.city, p.state, p.zip,
      p.latitude + ((g.h3 % 2001) - 1000) / 100000.0, p.longitude + ((g.h4 % 2001) - 1000) / 100000.0,
      '512555' || lpad((g.h1 % 10000)::text, 4, '0'), 'info' || g.id || '@example.com', 'https://example.com/' || g.id,
      '8:00 AM-' || (4 + g.h2 % 4) || ':00 PM',
      case when g.h1 % 100 < 2 then 'featured' when g.h1 % 100 < 4 then 'premium-state' when g.h1 % 100 < 6 then 'premium-city'
           when g.h1 % 100 < 10 then 'premium' when g.h1 % 100 < 13 then 'premium-local' else 'basic' end,
      (select jsonb_agg(distinct s) from unnest(array[${service("g.h2")}, ${service("g.h3")}, 'ABA Therapy']) s),
      case when g.h4 % 4 = 0 then null else g.h4 % 3 > 0 end, case when g.h4 % 3 = 0 then (g.h1 % 12)::smallint end,
      date '2026-01-01' - (g.h2 % 400), (g.h3 % 4)::smallint, case when g.h3 % 5 = 0 then null else (12 + g.h3 % 10)::smallint end,
      case g.h4 % 4 when 0 then '["center"]' when 1 then '["center","in-home"]' when 2 then '["in-home","telehealth"]' else '["school","center"]' end::jsonb,
      case when g.h2 % 5 = 0 then '["en","es"]' else '["en"]' end::jsonb,
      case g.h1 % 3 when 0 then '["medicaid","private-pay"]' when 1 then '["private-pay"]' else '["medicaid","waiver"]' end::jsonb,
      g.h3 % 7 = 0,
      (select coalesce(round(avg(1 + abs(hashint4(g.id * 31 + k)) % 5), 1), 0)
       from generate_series(1, abs(hashint4(g.id)) % 5) k),
      abs(hashint4(g.id)) % 5,
      (select array_agg(distinct ins.ids[${insurerPick("g.id")}] order by ins.ids[${insurerPick("g.id")}])
       from generate_series(1, 1 + abs(hashint4(g.id + 5)) % 4) k),
      -- Registry data makes about half the listings independent practitioners (issue 27).
      case when abs(hashint4(g.id + 15485863)) % 2 = 0 then 'independent_practitioner' else 'organization' end,
      -- Intake confirmed 0 to 89 days before today (issue 29): about a third current.
      case when g.h4 % 4 = 0 then '{}'::jsonb
           else jsonb_build_object('intake', jsonb_build_object('source', 'owner', 'confirmedOn',
             to_char((now() at time zone 'UTC')::date - abs(hashint4(g.id + 32452843)) % 90, 'YYYY-MM-DD'))) end,
      -- Service areas on 20 % of the listings (issue 29, ADR 0025): 10 % an in-home radius of 5 to
      -- 50 miles, 6 % in-home zip codes (the office's and its neighbours' numbers, 11 of them), 4 %
      -- telehealth in their state.
      ${SERVICE_AREAS_SQL}
    from g cross join n cross join ins join p on p.rn = 1 + g.h1 % n.c`);
}
