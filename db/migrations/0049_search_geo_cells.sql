-- A radius search's area as keys of the filters' GIN index (issue 29, docs/performance.md): a
-- nearest-first search from a city with filters read every listing of the radius box through the
-- point index and tested the filters on each row (22,781 rows for 258 matches around Brooklyn at
-- 1,000,000 listings, 20 ms), as the planner, which rates any box at 0.1 % of the table, never
-- ANDs the filters' keys into it. Each listing's latitude/longitude cells at three sizes (0.1°,
-- 0.4°, 1.6°; domain/geo-cells.ts computes the same keys) become a seventh column of the index,
-- so one scan intersects the cells covering the radius with the filters' keys. Every part of the
-- body is immutable (text || text, not text || int), so the planner inlines it: called as a
-- function it cost 50 µs a row.
CREATE FUNCTION listing_geo_cells(lat double precision, lng double precision)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN lat IS NULL OR lng IS NULL THEN array[]::text[] ELSE array[
    'g0:' || floor(lat * 10)::int::text || ':' || floor(lng * 10)::int::text,
    'g1:' || floor(lat * 2.5)::int::text || ':' || floor(lng * 2.5)::int::text,
    'g2:' || floor(lat * 0.625)::int::text || ':' || floor(lng * 0.625)::int::text] END;--> statement-breakpoint
-- The new indexes are built beside the old ones and swapped in at the end: the whole migration is
-- one transaction, and a DROP INDEX first would hold its exclusive lock on listings (no reads)
-- through both builds, about 12 s at 1,000,000 listings. Built first, they block only writes
-- meanwhile; the drops and renames at the end hold the exclusive lock for milliseconds.
-- contract: only the renames are flagged; old code reads the same index names, never their columns.
CREATE INDEX "listings_search_filters_idx_0049" ON "listings" USING gin ("services","insurance_provider_ids","care_settings","languages","funding_accepted",listing_search_flags("state", "tier_rank", "accepting_new_clients", "rating_average", "intake_fresh"),listing_geo_cells("latitude", "longitude")) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_fresh_filters_idx_0049" ON "listings" USING gin ("services","insurance_provider_ids","care_settings","languages","funding_accepted",listing_search_flags("state", "tier_rank", "accepting_new_clients", "rating_average", "intake_fresh"),listing_geo_cells("latitude", "longitude")) WHERE "listings"."status" = 'active' and "listings"."intake_fresh";--> statement-breakpoint
-- How common each cell is (the planner takes no statistics from a partial index).
CREATE STATISTICS "listings_geo_cells_stats" ON (listing_geo_cells("latitude", "longitude")) FROM "listings";--> statement-breakpoint
ANALYZE "listings";--> statement-breakpoint
DROP INDEX "listings_search_filters_idx";--> statement-breakpoint
DROP INDEX "listings_fresh_filters_idx";--> statement-breakpoint
ALTER INDEX "listings_search_filters_idx_0049" RENAME TO "listings_search_filters_idx";--> statement-breakpoint
ALTER INDEX "listings_fresh_filters_idx_0049" RENAME TO "listings_fresh_filters_idx";
