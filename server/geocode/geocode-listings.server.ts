/**
 * Address-level positions for listings placed at their zip code's centre (issue 27, "Place"):
 * a batch of them goes to the Census batch geocoder (GEOCODER_URL); a Match (Exact or
 * Non_Exact) moves the listing to the matched point with location_precision 'address'; any other
 * answer leaves it at the zip centre. Run by the `geocode_listings` job.
 *
 * What was tried without a match is remembered in app_state (GEOCODE_TRIED_KEY): listing id →
 * a fingerprint of the address sent, so a No_Match is not resent every run, yet a listing whose
 * address changes (a registry refresh) is tried again. Only listings still at the zip centre
 * keep an entry, so the map stays as small as the set of unmatched addresses.
 */
import type { Sql } from "@db/client.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { floats, ints, texts } from "../nppes/sql-arrays.server.ts";
import { geocodeBatch } from "./census-batch.server.ts";
import { CENSUS_BATCH_LIMIT, type GeocodeAddress } from "./census-batch-csv.ts";
import { enqueueGeocoding } from "./enqueue-geocoding.server.ts";
import { inTransaction } from "@db/transaction.server.ts";

const GEOCODE_TRIED_KEY = "geocode_tried";
/** domain/nppes/map-provider.ts's P.O. box pattern, in PostgreSQL's dialect (\y: a word boundary). */
const PO_BOX_PATTERN = String.raw`\y(p\.?\s*o\.?\s*box|post\s+office\s+box|pob)\y`;

interface Candidate {
  id: number;
  address: string;
  city: string;
  state: string;
  zipCode: string | null;
  fingerprint: string;
}

/**
 * Active zip-centre listings with a street address that is not a P.O. box (a box has no door
 * to find: it stays at the zip centre), not tried yet at their current address, lowest id first.
 * The fingerprint (md5 of the address parts) is written the same way in the update's guard.
 */
async function candidates(sql: Sql, limit: number): Promise<Candidate[]> {
  return sql<Candidate[]>`
    with zip_centred as (
      select l.id, l.address, l.city, l.state, l.zip_code,
             left(md5(concat_ws('|', l.address, l.city, l.state, l.zip_code)), 16) as fingerprint
      from listings l
      where l.status = 'active'
        and l.location_precision = 'zip'
        and btrim(coalesce(l.address, '')) <> ''
        and l.address !~* ${PO_BOX_PATTERN}
    ),
    tried as (
      select e.key::int as id, e.value #>> '{}' as fingerprint
      from app_state a, jsonb_each(a.value) e
      where a.key = ${GEOCODE_TRIED_KEY}
    )
    select z.id, z.address, z.city, z.state, z.zip_code as "zipCode", z.fingerprint
    from zip_centred z
    left join tried t on t.id = z.id
    where t.fingerprint is distinct from z.fingerprint
    order by z.id
    limit ${limit}`;
}

const toAddress = (c: Candidate): GeocodeAddress => ({
  id: String(c.id),
  street: c.address,
  city: c.city,
  state: c.state,
  zip: c.zipCode ?? "",
});

export interface GeocodingOutcome {
  sent: number;
  /** Moved to their address (a listing whose address changed meanwhile is not). */
  matched: number;
  /** Left at the zip centre: No_Match, Tie, or no answer line. */
  unmatched: number;
  /** Whether listings remain to be tried: the next batch was queued. */
  more: boolean;
}

/**
 * One batch of up to `batchSize` listings (at most the service's 10,000) through the geocoder;
 * queues the next batch when more remain. Without GEOCODER_URL it does nothing. A failure of
 * the service throws (GeocoderError) before anything is written, so the job is retried.
 */
export async function geocodeListings(
  ctx: UseCaseContext<"config" | "database" | "logger">,
  input: { batchSize?: number } = {},
): Promise<GeocodingOutcome> {
  const url = ctx.config.GEOCODER_URL;
  const none: GeocodingOutcome = { sent: 0, matched: 0, unmatched: 0, more: false };
  if (!url) return none;
  const { sql } = ctx.database;
  const batch = await candidates(sql, Math.min(input.batchSize ?? CENSUS_BATCH_LIMIT, CENSUS_BATCH_LIMIT));
  if (batch.length === 0) return none;

  const answers = await geocodeBatch(url, batch.map(toAddress));
  const matches = new Map<number, { latitude: number; longitude: number }>();
  for (const a of answers) if (a.status === "match") matches.set(Number(a.id), a);
  const found = batch.filter((c) => matches.has(c.id));
  const unmatched = batch.filter((c) => !matches.has(c.id));

  const matched = await inTransaction(ctx.database, async ({ sql: tx }) => {
    // The guard: still at the zip centre, at the address that was sent.
    const moved = await tx`
      update listings l
      set latitude = m.latitude, longitude = m.longitude, location_precision = 'address', updated_at = now()
      from unnest(
        ${ints(
          tx,
          found.map((c) => c.id),
        )}::int[],
        ${floats(
          tx,
          found.map((c) => matches.get(c.id)!.latitude),
        )}::float8[],
        ${floats(
          tx,
          found.map((c) => matches.get(c.id)!.longitude),
        )}::float8[],
        ${texts(
          tx,
          found.map((c) => c.fingerprint),
        )}::text[]
      ) as m(id, latitude, longitude, fingerprint)
      where l.id = m.id
        and l.location_precision = 'zip'
        and left(md5(concat_ws('|', l.address, l.city, l.state, l.zip_code)), 16) = m.fingerprint`;
    // The remembered tries: the earlier ones whose listing is still at the zip centre, and this
    // batch's unmatched ones (a newer fingerprint replaces an older one).
    await tx`
      insert into app_state (key, value)
      select ${GEOCODE_TRIED_KEY}, coalesce(jsonb_object_agg(kept.id::text, kept.fingerprint), '{}'::jsonb)
      from (
        select distinct on (entry.id) entry.id, entry.fingerprint
        from (
          select e.key::int as id, e.value #>> '{}' as fingerprint, 1 as age
          from app_state a, jsonb_each(a.value) e
          where a.key = ${GEOCODE_TRIED_KEY}
          union all
          select u.id, u.fingerprint, 0 as age
          from unnest(${ints(
            tx,
            unmatched.map((c) => c.id),
          )}::int[], ${texts(
            tx,
            unmatched.map((c) => c.fingerprint),
          )}::text[])
            as u(id, fingerprint)
        ) entry
        join listings l on l.id = entry.id and l.location_precision = 'zip'
        order by entry.id, entry.age
      ) kept
      on conflict (key) do update set value = excluded.value, updated_at = now()`;
    return moved.count;
  });

  const more = (await candidates(sql, 1)).length > 0;
  if (more) await enqueueGeocoding(ctx.database);
  ctx.logger.info({ sent: batch.length, matched, unmatched: unmatched.length, more }, "geocoded a batch of listings");
  return { sent: batch.length, matched, unmatched: unmatched.length, more };
}
