import zipcodes from "zipcodes";
import { US_STATES } from "@domain/states.ts";
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

/** Loads the places table once; a no-op when it already has rows. Returns rows inserted. */
export async function loadPlaces(sql: Sql): Promise<number> {
  const [existing] = await sql<{ n: number }[]>`select count(*)::int as n from places`;
  if ((existing?.n ?? 0) > 0) return 0;
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
  return result.count;
}
