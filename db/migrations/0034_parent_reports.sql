CREATE TABLE "parent_report_salt" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"salt" text NOT NULL,
	CONSTRAINT "parent_report_salt_one_row" CHECK ("parent_report_salt"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "parent_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parent_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"reporter_hash" text NOT NULL,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_reports_kind_check" CHECK ("parent_reports"."kind" in ('not_accepting', 'longer_wait', 'phone_broken', 'insurance_refused')),
	CONSTRAINT "parent_reports_note_check" CHECK (char_length("parent_reports"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "parent_reports" ADD CONSTRAINT "parent_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parent_reports_listing_idx" ON "parent_reports" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "parent_reports_open_idx" ON "parent_reports" USING btree ("created_at") WHERE "parent_reports"."dismissed_at" is null;--> statement-breakpoint
INSERT INTO "parent_report_salt" ("id", "salt") VALUES (1, encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex'));
