-- Search in result order (server/listings/ordered-ids.server.ts, docs/performance.md, issue 16).
-- tier_rank is domain/tiers.ts tierRank as a stored column: the spec's order is tier rank, then
-- name, and an index-only scan can return a column but not an expression over one.
ALTER TABLE "listings" ADD COLUMN "tier_rank" smallint GENERATED ALWAYS AS (case "listings"."tier" when 'featured' then 5 when 'premium-state' then 4 when 'premium-city' then 3 when 'premium' then 2 when 'premium-local' then 2 else 1 end) STORED NOT NULL;--> statement-breakpoint
-- Active listings in result order, nationwide and per state. The INCLUDE columns are every
-- column a search filter reads, so a search walks the index in order, tests each entry's filters
-- on the entry itself (an index-only scan: no read of the wide row) and stops when the page is
-- full; a state page's count reads the state's range the same way.
CREATE INDEX "listings_relevance_idx" ON "listings" USING btree ("tier_rank" DESC NULLS LAST,"name","id")
  INCLUDE ("state","services","insurance_provider_ids","rating_average","accepting_new_clients","min_age_years","max_age_years","care_settings","languages","funding_accepted","latitude","longitude")
  WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_state_relevance_idx" ON "listings" USING btree ("state","tier_rank" DESC NULLS LAST,"name","id")
  INCLUDE ("services","insurance_provider_ids","rating_average","accepting_new_clients","min_age_years","max_age_years","care_settings","languages","funding_accepted","latitude","longitude")
  WHERE "listings"."status" = 'active';--> statement-breakpoint
-- The list filters (services, insurers, settings, languages, funding) in one GIN index over
-- active listings instead of one per column: several filters become one index scan that skips
-- through the longer posting lists past the entries of the rarest, where separate indexes each
-- built a bitmap of their whole list (tens of thousands of entries at 1,000,000 listings).
DROP INDEX "listings_services_idx";--> statement-breakpoint
DROP INDEX "listings_insurers_idx";--> statement-breakpoint
CREATE INDEX "listings_filters_idx" ON "listings" USING gin ("services","insurance_provider_ids","care_settings","languages","funding_accepted") WHERE "listings"."status" = 'active';
