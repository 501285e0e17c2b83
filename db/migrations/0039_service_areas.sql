-- Service areas (issue 29, ADR 0025, domain/service-areas.ts): where an in-home or telehealth
-- provider serves beyond its office, as a list on the listing. The search reads two columns the
-- database keeps from it: the zip codes and states served as text keys (a GIN index), and the
-- in-home radius from the office (a GiST index on the box of that radius around the office).
-- Both functions mirror domain/service-areas.ts areaKeys and homeRadiusMiles (a test holds them
-- equal) and never raise: generated columns call them on every write.
CREATE FUNCTION service_area_keys(areas jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $body$
  SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}'::text[]) FROM (
    SELECT (a ->> 'careSetting') || ':' || left(a ->> 'kind', -1) || ':' || c.code AS k
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(areas) = 'array' THEN areas ELSE '[]'::jsonb END) a
    CROSS JOIN LATERAL jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(a) = 'object' AND jsonb_typeof(a -> 'codes') = 'array' THEN a -> 'codes' ELSE '[]'::jsonb END
    ) c(code)
    WHERE a ->> 'careSetting' IN ('in-home', 'telehealth') AND a ->> 'kind' IN ('zips', 'states')
  ) keys
$body$;--> statement-breakpoint
CREATE FUNCTION service_area_radius_miles(areas jsonb) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $body$
  SELECT max(least(greatest((a ->> 'radiusMiles')::numeric, 0), 1000))::smallint
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(areas) = 'array' THEN areas ELSE '[]'::jsonb END) a
  WHERE jsonb_typeof(a) = 'object' AND a ->> 'careSetting' = 'in-home' AND a ->> 'kind' = 'radius'
    AND jsonb_typeof(a -> 'radiusMiles') = 'number'
$body$;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "service_areas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "service_area_keys" text[] GENERATED ALWAYS AS (service_area_keys("listings"."service_areas")) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "service_radius_miles" smallint GENERATED ALWAYS AS (service_area_radius_miles("listings"."service_areas")) STORED;--> statement-breakpoint
CREATE INDEX "listings_service_area_keys_idx" ON "listings" USING gin ("service_area_keys") WHERE "listings"."status" = 'active' and "listings"."service_area_keys" <> '{}'::text[];--> statement-breakpoint
CREATE INDEX "listings_service_radius_idx" ON "listings" USING gist (earth_box("earth_point", "service_radius_miles" * 1609.344::float8)) WHERE "listings"."status" = 'active' and "listings"."service_radius_miles" is not null;--> statement-breakpoint
CREATE INDEX "places_earth_idx" ON "places" USING gist (ll_to_earth("latitude", "longitude"));
