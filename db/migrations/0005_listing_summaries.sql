ALTER TABLE "listings" ADD COLUMN "rating_average" numeric(2, 1) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "insurance_provider_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_insurers_idx" ON "listings" USING gin ("insurance_provider_ids");--> statement-breakpoint
CREATE INDEX "listings_rating_idx" ON "listings" USING btree ("rating_average" DESC NULLS LAST,"review_count" DESC NULLS LAST,"name","id") WHERE "listings"."status" = 'active';--> statement-breakpoint
-- Review summary on listings: one-decimal average (0 without reviews) and count, refreshed once
-- per affected listing per statement, so a bulk insert of thousands of reviews costs one UPDATE.
CREATE FUNCTION refresh_listing_ratings(targets integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE listings l SET rating_average = s.average, review_count = s.count
  FROM (
    SELECT t.id, coalesce(round(avg(r.rating)::numeric, 1), 0) AS average, count(r.id)::int AS count
    FROM unnest(targets) AS t(id) LEFT JOIN reviews r ON r.listing_id = t.id
    GROUP BY t.id
  ) s
  WHERE l.id = s.id AND (l.rating_average, l.review_count) IS DISTINCT FROM (s.average, s.count)
$$;--> statement-breakpoint
CREATE FUNCTION reviews_rating_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  PERFORM refresh_listing_ratings(array(SELECT DISTINCT listing_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION reviews_rating_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  PERFORM refresh_listing_ratings(array(
    SELECT listing_id FROM new_rows UNION SELECT listing_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION reviews_rating_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  PERFORM refresh_listing_ratings(array(SELECT DISTINCT listing_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_rating_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_rating_insert();--> statement-breakpoint
CREATE TRIGGER reviews_rating_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_rating_update();--> statement-breakpoint
CREATE TRIGGER reviews_rating_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_rating_delete();--> statement-breakpoint
-- Insurer ids on listings (sorted), for the GIN-indexed insurer filter.
CREATE FUNCTION refresh_listing_insurers(targets integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE listings l SET insurance_provider_ids = s.ids
  FROM (
    SELECT t.id, coalesce(array_agg(li.insurance_provider_id ORDER BY li.insurance_provider_id)
                          FILTER (WHERE li.insurance_provider_id IS NOT NULL), '{}') AS ids
    FROM unnest(targets) AS t(id) LEFT JOIN listing_insurances li ON li.listing_id = t.id
    GROUP BY t.id
  ) s
  WHERE l.id = s.id AND l.insurance_provider_ids IS DISTINCT FROM s.ids
$$;--> statement-breakpoint
CREATE FUNCTION listing_insurances_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  PERFORM refresh_listing_insurers(array(SELECT DISTINCT listing_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION listing_insurances_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  PERFORM refresh_listing_insurers(array(
    SELECT listing_id FROM new_rows UNION SELECT listing_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION listing_insurances_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  PERFORM refresh_listing_insurers(array(SELECT DISTINCT listing_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listing_insurances_insert AFTER INSERT ON listing_insurances
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_insurances_insert();--> statement-breakpoint
CREATE TRIGGER listing_insurances_update AFTER UPDATE ON listing_insurances
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_insurances_update();--> statement-breakpoint
CREATE TRIGGER listing_insurances_delete AFTER DELETE ON listing_insurances
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_insurances_delete();--> statement-breakpoint
-- Backfill.
UPDATE listings l SET rating_average = s.average, review_count = s.count
FROM (
  SELECT listing_id, round(avg(rating)::numeric, 1) AS average, count(*)::int AS count
  FROM reviews GROUP BY listing_id
) s
WHERE l.id = s.listing_id;--> statement-breakpoint
UPDATE listings l SET insurance_provider_ids = s.ids
FROM (
  SELECT listing_id, array_agg(insurance_provider_id ORDER BY insurance_provider_id) AS ids
  FROM listing_insurances GROUP BY listing_id
) s
WHERE l.id = s.listing_id;
