-- Name search by words (server/listings/name-search.server.ts): the words of listing names (the
-- lexemes of to_tsvector('simple', name)), for matching each searched word with typos against a
-- small table instead of every name, and a GIN index on the same lexemes of each name, for
-- finding the names that contain a match for every searched word.
CREATE TABLE "listing_name_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
-- fastupdate off: words arrive in bursts (a bulk load of listings) and are read on every name
-- search; with GIN's pending list, each search would scan the unsorted list and the planner,
-- costing that in, would rather scan the whole table.
CREATE INDEX "listing_name_words_trgm_idx" ON "listing_name_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "listings_name_words_idx" ON "listings" USING gin (to_tsvector('simple'::regconfig, "name"));--> statement-breakpoint
-- Words are only added: a word no name uses any more costs a row and matches no listing.
CREATE FUNCTION add_listing_name_words(names text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO listing_name_words (word)
  SELECT DISTINCT w FROM unnest(names) AS n(name), unnest(tsvector_to_array(to_tsvector('simple'::regconfig, n.name))) AS w
  ON CONFLICT (word) DO NOTHING
$$;--> statement-breakpoint
CREATE FUNCTION listings_name_words_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  PERFORM add_listing_name_words(array(SELECT DISTINCT name FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION listings_name_words_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  PERFORM add_listing_name_words(array(
    SELECT DISTINCT n.name FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_name_words_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_name_words_insert();--> statement-breakpoint
CREATE TRIGGER listings_name_words_update AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listings_name_words_update();--> statement-breakpoint
-- Backfill.
INSERT INTO listing_name_words (word)
SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple'::regconfig, name))) FROM listings
ON CONFLICT (word) DO NOTHING;
