CREATE TABLE "edit_suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "edit_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"field" text NOT NULL,
	"proposed" jsonb NOT NULL,
	"note" text,
	"email" text,
	"submitter_id" integer,
	"owner_user_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edit_suggestions_status_check" CHECK ("edit_suggestions"."status" in ('pending', 'accepted', 'rejected')),
	CONSTRAINT "edit_suggestions_field_check" CHECK ("edit_suggestions"."field" in ('phone', 'address', 'hours', 'website', 'services', 'insurers', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "review_confirmations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "review_confirmations_rating_check" CHECK ("review_confirmations"."rating" between 1 and 5)
);
--> statement-breakpoint
DROP INDEX "review_responses_review_id_idx";--> statement-breakpoint
ALTER TABLE "review_responses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "violation_reports" ADD COLUMN "reporter_key" text;--> statement-breakpoint
-- Reports made before reporters were keyed count as distinct reporters.
UPDATE "violation_reports" SET "reporter_key" = 'legacy:' || "id";--> statement-breakpoint
ALTER TABLE "violation_reports" ALTER COLUMN "reporter_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "violation_reports" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "violation_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "edit_suggestions" ADD CONSTRAINT "edit_suggestions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_suggestions" ADD CONSTRAINT "edit_suggestions_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_suggestions" ADD CONSTRAINT "edit_suggestions_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_suggestions" ADD CONSTRAINT "edit_suggestions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_confirmations" ADD CONSTRAINT "review_confirmations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edit_suggestions_owner_pending_idx" ON "edit_suggestions" USING btree ("owner_user_id") WHERE "edit_suggestions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "edit_suggestions_listing_id_idx" ON "edit_suggestions" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "favorites_listing_id_idx" ON "favorites" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "review_confirmations_expires_at_idx" ON "review_confirmations" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "violation_reports" ADD CONSTRAINT "violation_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One response per review and one review per person per listing: earlier duplicates give way
-- (the newest response stays; an older visitor review with a repeated address keeps no address).
DELETE FROM "review_responses" r USING "review_responses" n
  WHERE n."review_id" = r."review_id" AND n."id" > r."id";--> statement-breakpoint
UPDATE "reviews" r SET "email" = NULL
  WHERE r."user_id" IS NULL AND r."email" IS NOT NULL AND EXISTS (
    SELECT 1 FROM "reviews" n WHERE n."listing_id" = r."listing_id" AND n."user_id" IS NULL
      AND lower(n."email") = lower(r."email") AND n."id" > r."id");--> statement-breakpoint
DELETE FROM "reviews" r USING "reviews" n
  WHERE r."user_id" IS NOT NULL AND n."user_id" = r."user_id" AND n."listing_id" = r."listing_id" AND n."id" > r."id";--> statement-breakpoint
CREATE UNIQUE INDEX "review_responses_review_id_key" ON "review_responses" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "reviews_listing_published_idx" ON "reviews" USING btree ("listing_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_listing_user_key" ON "reviews" USING btree ("listing_id","user_id") WHERE "reviews"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_listing_email_key" ON "reviews" USING btree ("listing_id",lower("email")) WHERE "reviews"."user_id" is null and "reviews"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "violation_reports_reporter_key" ON "violation_reports" USING btree ("review_id","reporter_key");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('published', 'hidden'));--> statement-breakpoint
ALTER TABLE "violation_reports" ADD CONSTRAINT "violation_reports_status_check" CHECK ("violation_reports"."status" in ('pending', 'upheld', 'dismissed'));--> statement-breakpoint
ALTER TABLE "violation_reports" ADD CONSTRAINT "violation_reports_reason_check" CHECK ("violation_reports"."reason" in ('spam', 'conflict_of_interest', 'offensive', 'not_real_experience', 'private_information'));--> statement-breakpoint
-- The listing summaries (migration 0005) count published reviews only: hiding a review (an upheld
-- report) is an UPDATE, which the statement triggers already follow.
CREATE OR REPLACE FUNCTION refresh_listing_ratings(targets integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE listings l SET rating_average = s.average, review_count = s.count
  FROM (
    SELECT t.id, coalesce(round(avg(r.rating)::numeric, 1), 0) AS average, count(r.id)::int AS count
    FROM unnest(targets) AS t(id) LEFT JOIN reviews r ON r.listing_id = t.id AND r.status = 'published'
    GROUP BY t.id
  ) s
  WHERE l.id = s.id AND (l.rating_average, l.review_count) IS DISTINCT FROM (s.average, s.count)
$$;
