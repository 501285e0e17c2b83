-- The nearest-first walk of a search's service areas (issue 29, ADR 0025) reads the radius areas too:
-- walked with the zip and state ones, the radius areas reaching a point no longer come back whole
-- (288 rows on average at a 1,000,000-listing bench zip code, 460 at a city).
DROP INDEX "listings_service_area_point_idx";--> statement-breakpoint
CREATE INDEX "listings_service_area_point_idx" ON "listings" USING gist ("earth_point") WHERE "listings"."status" = 'active' and ("listings"."service_area_keys" <> '{}'::text[] or "listings"."service_radius_miles" is not null);