-- Facts that expire (issue 29, domain/fact-freshness.ts): the intake is current for 30 days after
-- it was last confirmed. The confirmation day lives in fact_sources; the search needs it as a
-- column (compared with the oldest day still current, a parameter) and the relevance order ranks
-- current intake first within a tier, which an index can give only from a stored flag.
-- The day of a fact's confirmation in fact_sources, null when absent or not a real YYYY-MM-DD day
-- (domain/fact-freshness.ts reads such a day as unconfirmed too). Never raises: a generated column
-- calls it on every write.
CREATE FUNCTION fact_confirmed_on(sources jsonb, fact text) RETURNS date
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $body$
DECLARE
  v text := sources -> fact ->> 'confirmedOn';
  d date;
BEGIN
  IF v IS NULL OR v !~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' THEN
    RETURN NULL;
  END IF;
  d := make_date(substr(v, 1, 4)::int, substr(v, 6, 2)::int, 1) + (substr(v, 9, 2)::int - 1);
  RETURN CASE WHEN extract(day FROM d) = substr(v, 9, 2)::int THEN d END;
END
$body$;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "intake_confirmed_on" date GENERATED ALWAYS AS (fact_confirmed_on("listings"."fact_sources", 'intake')) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "intake_fresh" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Whether the intake is current on the UTC day (the clock confirmations are written with), set on
-- every write of fact_sources. 30 is FACT_LIFETIME_DAYS.intake (a test holds them equal); the
-- daily intake_expiry job clears the flag of intake that has expired since.
CREATE FUNCTION listings_intake_fresh() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  NEW.intake_fresh := coalesce(fact_confirmed_on(NEW.fact_sources, 'intake') >= (now() AT TIME ZONE 'UTC')::date - 30, false);
  RETURN NEW;
END
$body$;--> statement-breakpoint
CREATE TRIGGER "listings_intake_fresh" BEFORE INSERT OR UPDATE OF "fact_sources" ON "listings"
  FOR EACH ROW EXECUTE FUNCTION listings_intake_fresh();--> statement-breakpoint
UPDATE "listings" SET "intake_fresh" = true
  WHERE "intake_confirmed_on" >= (now() AT TIME ZONE 'UTC')::date - 30;--> statement-breakpoint
CREATE INDEX "listings_intake_fresh_idx" ON "listings" USING btree ("intake_confirmed_on") WHERE "listings"."intake_fresh";--> statement-breakpoint
-- Active listings by intake confirmation day: where current intake is rare (registry listings carry
-- none), a search for it reads its few candidates here instead of every listing.
CREATE INDEX "listings_intake_confirmed_idx" ON "listings" USING btree ("intake_confirmed_on") WHERE "listings"."status" = 'active';--> statement-breakpoint
-- The result-order indexes (migrations 0007, 0024): current intake first within a tier, and the
-- "can start within" filter's columns (the waitlist, the confirmation day) included, so the
-- in-order walk still tests every filter on the index entry without reading the row.
DROP INDEX "listings_relevance_idx";--> statement-breakpoint
DROP INDEX "listings_state_relevance_idx";--> statement-breakpoint
CREATE INDEX "listings_relevance_idx" ON "listings" USING btree ("tier_rank" DESC NULLS LAST,"intake_fresh" DESC NULLS LAST,"name","id")
  INCLUDE ("state","services","insurance_provider_ids","rating_average","accepting_new_clients","waitlist_weeks","intake_confirmed_on","min_age_years","max_age_years","care_settings","languages","funding_accepted","latitude","longitude","earth_point","provider_kind")
  WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_state_relevance_idx" ON "listings" USING btree ("state","tier_rank" DESC NULLS LAST,"intake_fresh" DESC NULLS LAST,"name","id")
  INCLUDE ("services","insurance_provider_ids","rating_average","accepting_new_clients","waitlist_weeks","intake_confirmed_on","min_age_years","max_age_years","care_settings","languages","funding_accepted","latitude","longitude","earth_point","provider_kind")
  WHERE "listings"."status" = 'active';
