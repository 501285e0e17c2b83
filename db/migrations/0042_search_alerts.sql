CREATE TABLE "alert_cursor" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_digests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_digests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"day" date NOT NULL,
	"locale" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digests_email_day_key" UNIQUE("email","day")
);
--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"saved_search_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"reason" text NOT NULL,
	"weeks" smallint,
	"digest_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_matches_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "alert_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"saved_search_id" integer,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "alert_tokens_purpose_check" CHECK ("alert_tokens"."purpose" in ('confirm', 'manage', 'unsubscribe'))
);
--> statement-breakpoint
CREATE TABLE "listing_intake_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_intake_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_intake_events_kind_check" CHECK ("listing_intake_events"."kind" in ('new_listing', 'accepting', 'waitlist'))
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"user_id" integer,
	"locale" text DEFAULT 'en' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paused" boolean DEFAULT false NOT NULL,
	"place_label" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_miles" smallint NOT NULL,
	"area" "cube" GENERATED ALWAYS AS (earth_box(ll_to_earth("saved_searches"."latitude", "saved_searches"."longitude"), "saved_searches"."radius_miles" * 1609.344::float8)) STORED,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"settings" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"funding" text[] DEFAULT '{}'::text[] NOT NULL,
	"insurance_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"accepting" boolean DEFAULT false NOT NULL,
	"start_weeks" smallint,
	"age" smallint,
	"provider_kind" text,
	"min_rating" numeric(2, 1),
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_radius_check" CHECK ("saved_searches"."radius_miles" between 1 and 250),
	CONSTRAINT "saved_searches_start_check" CHECK ("saved_searches"."start_weeks" in (0, 4, 8, 12)),
	CONSTRAINT "saved_searches_locale_check" CHECK ("saved_searches"."locale" in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_digest_id_alert_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."alert_digests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_tokens" ADD CONSTRAINT "alert_tokens_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_intake_events" ADD CONSTRAINT "listing_intake_events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_digests_unsent_idx" ON "alert_digests" USING btree ("id") WHERE "alert_digests"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "alert_matches_digest_idx" ON "alert_matches" USING btree ("digest_id");--> statement-breakpoint
CREATE INDEX "alert_matches_pending_idx" ON "alert_matches" USING btree ("saved_search_id") WHERE "alert_matches"."digest_id" is null;--> statement-breakpoint
CREATE INDEX "alert_matches_listing_idx" ON "alert_matches" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "alert_tokens_email_idx" ON "alert_tokens" USING btree ("email");--> statement-breakpoint
CREATE INDEX "alert_tokens_saved_search_idx" ON "alert_tokens" USING btree ("saved_search_id");--> statement-breakpoint
CREATE INDEX "listing_intake_events_created_idx" ON "listing_intake_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree ("email");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_area_idx" ON "saved_searches" USING gist ("area") WHERE "saved_searches"."confirmed_at" is not null and not "saved_searches"."paused";--> statement-breakpoint
-- The changes that alert (issue 29, ADR 0025), logged by the database itself so every writer is
-- covered (owner form, reminder link, import, admin, registry): a listing that becomes published
-- ('new_listing'), and a published listing whose current weeks to start (0 accepting, else the
-- waitlist estimate, none when the intake is not current: domain/fact-freshness.ts weeksToStart)
-- appears or gets shorter ('accepting' when it is 0, else 'waitlist'). Nothing else is logged.
CREATE FUNCTION listing_weeks_to_start(fresh boolean, accepting boolean, waitlist_weeks smallint)
  RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN NOT fresh THEN NULL WHEN accepting THEN 0 WHEN accepting IS FALSE THEN waitlist_weeks::int END;--> statement-breakpoint
CREATE FUNCTION listings_log_intake_event() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  new_weeks int := listing_weeks_to_start(NEW.intake_fresh, NEW.accepting_new_clients, NEW.waitlist_weeks);
  old_weeks int;
BEGIN
  IF NEW.status <> 'active' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' OR OLD.status <> 'active' THEN
    INSERT INTO listing_intake_events (listing_id, kind) VALUES (NEW.id, 'new_listing');
    RETURN NULL;
  END IF;
  old_weeks := listing_weeks_to_start(OLD.intake_fresh, OLD.accepting_new_clients, OLD.waitlist_weeks);
  IF new_weeks IS NOT NULL AND (old_weeks IS NULL OR new_weeks < old_weeks) THEN
    INSERT INTO listing_intake_events (listing_id, kind)
      VALUES (NEW.id, CASE WHEN new_weeks = 0 THEN 'accepting' ELSE 'waitlist' END);
  END IF;
  RETURN NULL;
END $body$;--> statement-breakpoint
CREATE TRIGGER "listings_log_intake_event" AFTER INSERT OR UPDATE OF "status", "accepting_new_clients", "waitlist_weeks", "intake_fresh", "fact_sources" ON "listings"
  FOR EACH ROW EXECUTE FUNCTION listings_log_intake_event();--> statement-breakpoint
INSERT INTO "alert_cursor" ("id", "last_event_id") VALUES (true, 0);
