CREATE TABLE "nppes_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nppes_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"file_name" text NOT NULL,
	"file_path" text,
	"owns_file" boolean DEFAULT false NOT NULL,
	"byte_size" bigint DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"origin" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"phase" text DEFAULT 'providers' NOT NULL,
	"phase_rows" bigint DEFAULT 0 NOT NULL,
	"phase_cursor" text,
	"file_date" date,
	"counts" jsonb DEFAULT '{"read":0,"matched":0,"added":0,"updated":0,"unchanged":0,"deactivated":0,"reactivated":0,"skipped":{}}'::jsonb NOT NULL,
	"layout_version" smallint,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "nppes_imports_kind_check" CHECK ("nppes_imports"."kind" in ('full', 'weekly', 'deactivation')),
	CONSTRAINT "nppes_imports_origin_check" CHECK ("nppes_imports"."origin" in ('command_line', 'upload', 'scheduled')),
	CONSTRAINT "nppes_imports_status_check" CHECK ("nppes_imports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "nppes_imports_phase_check" CHECK ("nppes_imports"."phase" in ('providers', 'other_names', 'locations', 'listings', 'done'))
);
--> statement-breakpoint
CREATE TABLE "registry_match_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registry_match_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"registry_listing_id" integer NOT NULL,
	"similarity" real NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registry_match_reviews_pair_key" UNIQUE("listing_id","registry_listing_id"),
	CONSTRAINT "registry_match_reviews_status_check" CHECK ("registry_match_reviews"."status" in ('open', 'merged', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "registry_providers" (
	"npi" text PRIMARY KEY NOT NULL,
	"record" jsonb NOT NULL,
	"other_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secondary_locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deactivated_on" date,
	"changed_by_import_id" integer,
	"seen_by_import_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "listings_admin_search_idx";--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "npi" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "npi_location" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "provider_kind" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "registry_record" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "registry_deactivated_on" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "location_precision" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "fact_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "nppes_imports" ADD CONSTRAINT "nppes_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_match_reviews" ADD CONSTRAINT "registry_match_reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_match_reviews" ADD CONSTRAINT "registry_match_reviews_registry_listing_id_listings_id_fk" FOREIGN KEY ("registry_listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_match_reviews" ADD CONSTRAINT "registry_match_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nppes_imports_created_idx" ON "nppes_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "registry_match_reviews_open_idx" ON "registry_match_reviews" USING btree ("created_at") WHERE "registry_match_reviews"."status" = 'open';--> statement-breakpoint
CREATE INDEX "registry_providers_changed_idx" ON "registry_providers" USING btree ("changed_by_import_id","npi");--> statement-breakpoint
CREATE INDEX "registry_providers_seen_idx" ON "registry_providers" USING btree ("seen_by_import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_npi_location_key" ON "listings" USING btree ("npi","npi_location");--> statement-breakpoint
CREATE INDEX "listings_admin_search_idx" ON "listings" USING gin (("name" || ' ' || "city" || ' ' || coalesce("zip_code", '') || ' ' || coalesce("email", '') || ' ' || coalesce("npi", '')) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_npi_check" CHECK ("listings"."npi" is null or ("listings"."npi" ~ '^[0-9]{10}$' and "listings"."npi_location" >= 0));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_provider_kind_check" CHECK ("listings"."provider_kind" is null or "listings"."provider_kind" in ('organization', 'independent_practitioner'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_location_precision_check" CHECK ("listings"."location_precision" is null or "listings"."location_precision" in ('address', 'zip'));