-- The provider type filter (organization / independent practitioner, issue 27): the relevance walk
-- reads a page in order from the result-order indexes alone (migration 0007), testing each entry's
-- filter columns there, so the type is one more INCLUDE column; without it every walked entry of a
-- search with the type filter would read its row (docs/performance.md "Provider type filter").
-- Not a key of the GIN index over the filters: either type is about half the listings, so it would
-- only halve a rare search's rows, and the search budgets hold without it.
DROP INDEX "listings_relevance_idx";--> statement-breakpoint
DROP INDEX "listings_state_relevance_idx";--> statement-breakpoint
CREATE INDEX "listings_relevance_idx" ON "listings" USING btree ("tier_rank" DESC NULLS LAST,"name","id")
  INCLUDE ("state","services","insurance_provider_ids","rating_average","accepting_new_clients","min_age_years","max_age_years","care_settings","languages","funding_accepted","latitude","longitude","earth_point","provider_kind")
  WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_state_relevance_idx" ON "listings" USING btree ("state","tier_rank" DESC NULLS LAST,"name","id")
  INCLUDE ("services","insurance_provider_ids","rating_average","accepting_new_clients","min_age_years","max_age_years","care_settings","languages","funding_accepted","latitude","longitude","earth_point","provider_kind")
  WHERE "listings"."status" = 'active';
