-- A relevance search within a big city's radius read every listing of the radius box: 26,676 rows
-- for 35 miles around New York at 1,000,000 listings, where the listings above the basic tier
-- (3,448) held the page. With the relevance group (tier rank, then current intake: the leading
-- part of the relevance order, sql-fragments.server.ts relevanceGroup) beside the point in the
-- same GiST index (btree_gist, a trusted extension), a statement reads only the box's listings of
-- the groups it asks for (docs/performance.md, issue 29).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX "listings_earth_point_idx";--> statement-breakpoint
CREATE INDEX "listings_earth_point_idx" ON "listings" USING gist ("earth_point",("tier_rank" * 2 + "intake_fresh"::int)) WHERE "listings"."status" = 'active';
