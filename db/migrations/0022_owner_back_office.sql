ALTER TABLE "uploaded_files" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "demo_renewals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "uploaded_files_unpurged_idx" ON "uploaded_files" USING btree ("deleted_at") WHERE "uploaded_files"."deleted_at" is not null and "uploaded_files"."purged_at" is null;