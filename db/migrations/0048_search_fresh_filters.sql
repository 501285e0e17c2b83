-- "Accepting new clients" and "can start within" answer only listings whose intake is current: a
-- quarter of them. Every filter at once from a zip at 1,000,000 listings decoded 1.5 million
-- postings of listings_search_filters_idx (18–24 ms) for 1,258 candidates, 259,000 of them the
-- current-intake key's. The same GIN index over the current listings alone holds a quarter of
-- each list, and its predicate is the key, so nothing is decoded for it (docs/performance.md).
-- The expiry job's index gains a predicate no search proves, so that no search ANDs it whole into
-- a scan; the btree on the confirmation day of every active listing served searches before the
-- current-intake key existed (migration 0037), and none reads it now.
DROP INDEX "listings_intake_confirmed_idx";--> statement-breakpoint
DROP INDEX "listings_intake_fresh_idx";--> statement-breakpoint
CREATE INDEX "listings_fresh_filters_idx" ON "listings" USING gin ("services","insurance_provider_ids","care_settings","languages","funding_accepted",listing_search_flags("state", "tier_rank", "accepting_new_clients", "rating_average", "intake_fresh")) WHERE "listings"."status" = 'active' and "listings"."intake_fresh";--> statement-breakpoint
CREATE INDEX "listings_intake_fresh_idx" ON "listings" USING btree ("intake_confirmed_on") WHERE "listings"."intake_fresh" and "listings"."intake_confirmed_on" is not null;