-- The listing's point on earth as a stored column (issue 16, docs/performance.md "Radius searches
-- on a stored earth point"). ll_to_earth and earth_distance's sec_to_gc are SQL functions that
-- PostgreSQL runs one call at a time (tens of microseconds each): a radius search in a dense metro
-- computed the point of each of 2,000+ listings in the box two or three times (index recheck,
-- distance filter, nearest-first sort). Stored, the point is read; the GiST index on it answers
-- the box and walks nearest first (KNN), so a capped search stops after the cap.
DROP INDEX "listings_earth_idx";--> statement-breakpoint
-- The result-order indexes are built again below with the point among their INCLUDE columns, so a
-- relevance walk with a radius (or a map viewport) still reads only the index. Dropped before the
-- column is added: adding a stored column rewrites the table and would rebuild them once for nothing.
DROP INDEX "listings_relevance_idx";--> statement-breakpoint
DROP INDEX "listings_state_relevance_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "earth_point" "cube" GENERATED ALWAYS AS (ll_to_earth("listings"."latitude", "listings"."longitude")) STORED;--> statement-breakpoint
CREATE INDEX "listings_earth_point_idx" ON "listings" USING gist ("earth_point") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_relevance_idx" ON "listings" USING btree ("tier_rank" DESC NULLS LAST,"name","id")
  INCLUDE ("state","services","insurance_provider_ids","rating_average","accepting_new_clients","min_age_years","max_age_years","care_settings","languages","funding_accepted","latitude","longitude","earth_point")
  WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_state_relevance_idx" ON "listings" USING btree ("state","tier_rank" DESC NULLS LAST,"name","id")
  INCLUDE ("services","insurance_provider_ids","rating_average","accepting_new_clients","min_age_years","max_age_years","care_settings","languages","funding_accepted","latitude","longitude","earth_point")
  WHERE "listings"."status" = 'active';--> statement-breakpoint
-- The new column's statistics (how many listings have no point) for the first plans after this.
ANALYZE "listings" ("earth_point");
