-- Filtered searches at 1,000,000 listings (issue 16, docs/performance.md "Filters rare together
-- and the rating sort by state"). The state, tier rank, intake and rating as keys of one text
-- array, so the GIN index over the list filters answers every filter but age and distance in one
-- scan: a search whose filters are rare together (each common alone) reads only its matches'
-- rows instead of walking hundreds of thousands of index entries or the rows of one filter's
-- matches. The rating key is the average rounded down to a half point, doubled ('rating:8' is
-- 4.0 to 4.4): a minimum rating is a few keys, and the query keeps the exact comparison.
-- server/listings/filters.server.ts writes the same call, which the index must match.
CREATE FUNCTION listing_search_flags(state text, tier_rank smallint, accepting boolean, rating numeric)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array['state:' || state, 'tier:' || tier_rank::text, 'rating:' || floor(rating * 2)::int::text]
    || CASE WHEN accepting THEN array['accepting'] ELSE array[]::text[] END;--> statement-breakpoint
DROP INDEX "listings_filters_idx";--> statement-breakpoint
CREATE INDEX "listings_search_filters_idx" ON "listings" USING gin ("services","insurance_provider_ids","care_settings","languages","funding_accepted",listing_search_flags("state", "tier_rank", "accepting_new_clients", "rating_average")) WHERE "listings"."status" = 'active';--> statement-breakpoint
-- A state sorted by rating read the nationwide rating index and passed over every other state's
-- listings (29,000 rows read for Hawaii's first page at 1,000,000): now it reads its own.
CREATE INDEX "listings_state_rating_idx" ON "listings" USING btree ("state","rating_average" DESC NULLS LAST,"review_count" DESC NULLS LAST,"name","id") WHERE "listings"."status" = 'active';--> statement-breakpoint
-- How common each key is: the index is partial, and the planner takes no statistics from a partial
-- index, so without these it guessed a fraction of a percent for keys half the listings have.
CREATE STATISTICS "listings_search_flags_stats" ON (listing_search_flags("state", "tier_rank", "accepting_new_clients", "rating_average")) FROM "listings";--> statement-breakpoint
ANALYZE "listings";
