DROP INDEX "job_listings_active_idx";--> statement-breakpoint
-- Rows from before the job board (none are written by the app) get neutral values.
UPDATE "job_listings" SET "description" = '' WHERE "description" IS NULL;--> statement-breakpoint
ALTER TABLE "job_listings" ALTER COLUMN "description" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "role" text NOT NULL DEFAULT 'other';--> statement-breakpoint
ALTER TABLE "job_listings" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "employment_type" text NOT NULL DEFAULT 'full_time';--> statement-breakpoint
ALTER TABLE "job_listings" ALTER COLUMN "employment_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "pay_min" integer;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "pay_max" integer;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "pay_unit" text DEFAULT 'year' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "pay_yearly_max" integer GENERATED ALWAYS AS (case when "job_listings"."pay_unit" = 'hour' then coalesce("job_listings"."pay_max", "job_listings"."pay_min") * 2080 else coalesce("job_listings"."pay_max", "job_listings"."pay_min") end) STORED;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "posted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "expires_at" timestamp with time zone NOT NULL DEFAULT now() + interval '60 days';--> statement-breakpoint
ALTER TABLE "job_listings" ALTER COLUMN "expires_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "job_listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("job_listings"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("job_listings"."description", '') || ' ' || coalesce("job_listings"."requirements", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "job_listings_open_idx" ON "job_listings" USING btree ("posted_at" DESC NULLS LAST,"id") WHERE "job_listings"."is_active";--> statement-breakpoint
CREATE INDEX "job_listings_search_idx" ON "job_listings" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_role_check" CHECK ("job_listings"."role" in ('bcba', 'bcaba', 'rbt', 'clinical_director', 'other'));--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_type_check" CHECK ("job_listings"."employment_type" in ('full_time', 'part_time', 'contract', 'per_diem', 'internship'));--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_pay_unit_check" CHECK ("job_listings"."pay_unit" in ('hour', 'year'));--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_pay_check" CHECK ("job_listings"."pay_min" is null or "job_listings"."pay_max" is null or "job_listings"."pay_min" <= "job_listings"."pay_max");