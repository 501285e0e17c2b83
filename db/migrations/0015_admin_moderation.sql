ALTER TABLE "listings" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_merged_into_id_listings_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_admin_search_idx" ON "listings" USING gin (("name" || ' ' || "city" || ' ' || coalesce("zip_code", '') || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_created_at_idx" ON "listings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "listings_updated_at_idx" ON "listings" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "listings_last_verified_idx" ON "listings" USING btree ("last_verified_at","id");--> statement-breakpoint
CREATE INDEX "listings_name_id_idx" ON "listings" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "listings_tier_rank_idx" ON "listings" USING btree ("tier_rank","id");