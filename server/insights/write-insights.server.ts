/**
 * Writes a batch of counts: one statement per table, whatever the number of rows
 * (insert … select from jsonb_to_recordset(one parameter) on conflict do update set
 * n = n + excluded.n), so
 * counting costs the database a couple of statements every few seconds, not one per visit.
 */
import type { TransactionSql } from "postgres";
import type { Sql } from "@db/client.server.ts";
import type { InsightsBatch } from "./insights-buffer.ts";

/** The rows as one text parameter (read as JSON): no array or json type handling of the client involved. */
const json = (rows: readonly object[]) => JSON.stringify(rows);

export async function writeInsights(sql: Sql, batch: InsightsBatch): Promise<void> {
  const l = batch.listings;
  const s = batch.searches;
  if (!l.length && !s.length) return;
  // Both tables or neither: a failed flush is put back whole and retried (insights-recorder),
  // so a half-written one would count its written half twice.
  // A raw postgres.js transaction: the recorder holds only the pool's sql, and both writers are
  // raw SQL taking its TransactionSql.
  await sql.begin(async (tx) => {
    if (l.length) await writeListingStats(tx, l);
    if (s.length) await writeSearchStats(tx, s);
  });
}

async function writeListingStats(sql: TransactionSql, l: InsightsBatch["listings"]) {
  // A listing deleted since its visit is skipped (the join), rather than failing the batch
  // on the foreign key. Rows arrive sorted by key (InsightsBuffer.take) and are inserted in that order.
  await sql`
    insert into listing_daily_stats as s
      (listing_id, day, views, appearances, phone_clicks, website_clicks, directions_clicks, email_clicks)
    select u.listing_id, u.day, u.views, u.appearances, u.phone, u.website, u.directions, u.email
    from rows from (jsonb_to_recordset(${json(l)}::text::jsonb) as (
      "listingId" int, day date, views int, appearances int, phone int, website int, directions int, email int
    )) with ordinality as u(listing_id, day, views, appearances, phone, website, directions, email, n)
    join listings on listings.id = u.listing_id
    order by u.n
    on conflict (listing_id, day) do update set
      views = s.views + excluded.views,
      appearances = s.appearances + excluded.appearances,
      phone_clicks = s.phone_clicks + excluded.phone_clicks,
      website_clicks = s.website_clicks + excluded.website_clicks,
      directions_clicks = s.directions_clicks + excluded.directions_clicks,
      email_clicks = s.email_clicks + excluded.email_clicks`;
}

async function writeSearchStats(sql: TransactionSql, s: InsightsBatch["searches"]) {
  await sql`
    insert into search_daily_stats as d (day, kind, place, searches, zero_results)
    select u.day, u.kind, u.place, u.searches, u.zero_results
    from rows from (jsonb_to_recordset(${json(s)}::text::jsonb) as (
      day date, kind text, place text, searches int, "zeroResults" int
    )) with ordinality as u(day, kind, place, searches, zero_results, n)
    order by u.n
    on conflict (day, kind, place) do update set
      searches = d.searches + excluded.searches,
      zero_results = d.zero_results + excluded.zero_results`;
}
