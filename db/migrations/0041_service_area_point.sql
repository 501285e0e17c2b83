-- Listings with a zip-code or state service area, nearest first from a searched point (issue 29,
-- ADR 0025): a search walks the few hundred nearest instead of reading every listing of a
-- telehealth state (thousands at 1,000,000) and sorting them.
CREATE INDEX "listings_service_area_point_idx" ON "listings" USING gist ("earth_point") WHERE "listings"."status" = 'active' and "listings"."service_area_keys" <> '{}'::text[];