-- Current intake as a key of the GIN index over the filters (issue 29, ADR 0024): "accepting" and
-- "can start within" answer only current intake, and the stored flag listings.intake_fresh
-- (migration 0032) holds every listing whose intake is current (and, until the hourly job clears
-- it, a few that expired today), so its key narrows those searches where the intake key alone
-- (every accepting listing, current or not) or no key at all (a waitlist) did not; the exact date
-- stays tested beside it. The four-argument function stays for code of the previous release.
CREATE FUNCTION listing_search_flags(state text, tier_rank smallint, accepting boolean, rating numeric, fresh boolean)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array['state:' || state, 'tier:' || tier_rank::text, 'rating:' || floor(rating * 2)::int::text]
    || CASE WHEN accepting THEN array['accepting'] ELSE array[]::text[] END
    || CASE WHEN fresh THEN array['fresh'] ELSE array[]::text[] END;--> statement-breakpoint
DROP INDEX "listings_search_filters_idx";--> statement-breakpoint
CREATE INDEX "listings_search_filters_idx" ON "listings" USING gin ("services","insurance_provider_ids","care_settings","languages","funding_accepted",listing_search_flags("state", "tier_rank", "accepting_new_clients", "rating_average", "intake_fresh")) WHERE "listings"."status" = 'active';--> statement-breakpoint
-- How common each key is, for the new expression (the planner takes no statistics from a partial index).
DROP STATISTICS IF EXISTS "listings_search_flags_stats";--> statement-breakpoint
CREATE STATISTICS "listings_search_flags_stats" ON (listing_search_flags("state", "tier_rank", "accepting_new_clients", "rating_average", "intake_fresh")) FROM "listings";--> statement-breakpoint
ANALYZE "listings";
