ALTER TABLE "places" ADD COLUMN "county_fips" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "county_name" text;--> statement-breakpoint
CREATE INDEX "places_county_idx" ON "places" USING btree ("county_fips");--> statement-breakpoint
-- Service areas by county (issue 29, ADR 0025): an area of kind "counties" lists 5-digit county
-- FIPS codes, keyed "in-home:county:48453". Same function, one more kind; the keys of existing
-- rows do not change (no stored area had that kind).
CREATE OR REPLACE FUNCTION service_area_keys(areas jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $body$
  SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}'::text[]) FROM (
    SELECT (a ->> 'careSetting') || ':' || CASE a ->> 'kind' WHEN 'counties' THEN 'county' ELSE left(a ->> 'kind', -1) END
           || ':' || c.code AS k
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(areas) = 'array' THEN areas ELSE '[]'::jsonb END) a
    CROSS JOIN LATERAL jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(a) = 'object' AND jsonb_typeof(a -> 'codes') = 'array' THEN a -> 'codes' ELSE '[]'::jsonb END
    ) c(code)
    WHERE a ->> 'careSetting' IN ('in-home', 'telehealth') AND a ->> 'kind' IN ('zips', 'states', 'counties')
  ) keys
$body$;
