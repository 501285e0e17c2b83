CREATE TABLE "page_cache_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "page_cache_generation_single_row" CHECK ("page_cache_generation"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "page_cache_generation" ("id", "generation") VALUES (1, 0);
--> statement-breakpoint
-- ADR 0014: any write to the data anonymous pages show bumps the generation, inside the writing
-- transaction (other processes see the new value only once the data is committed), and notifies
-- the app processes (delivered at commit). Statement-level: one bump per statement, however many rows.
CREATE FUNCTION "bump_page_cache_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_generation bigint;
BEGIN
  UPDATE "page_cache_generation" SET "generation" = "generation" + 1 WHERE "id" = 1
    RETURNING "generation" INTO next_generation;
  PERFORM pg_notify('page_cache', next_generation::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new table whose rows a public page or a public API answer shows: one line here (in a new migration).
CREATE FUNCTION "watch_for_page_cache"(watched regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE TRIGGER page_cache_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION bump_page_cache_generation()',
    watched
  );
END
$$;
--> statement-breakpoint
SELECT "watch_for_page_cache"(t::regclass) FROM unnest(ARRAY[
  'listings', 'listing_insurances', 'insurance_providers', 'places', 'reviews', 'review_responses',
  'blog_posts', 'autism_products', 'job_listings', 'listing_subscriptions', 'listing_claims', 'uploaded_files'
]) AS t;
