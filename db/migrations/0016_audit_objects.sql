ALTER TABLE "audit_log" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "object_type" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "object_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("object_type","object_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
-- Rows written before these columns: the acting admin was in details.by (if that account still
-- exists), else the account acted for itself; admin actions were on that account, others named a listing.
UPDATE "audit_log" AS a SET
	"actor_id" = coalesce(
		(SELECT u."id" FROM "users" u WHERE u."id" = substring(a."details" from '"by":([0-9]{1,9})[,}]')::integer),
		a."user_id"),
	"object_type" = CASE WHEN a."details" ~ '"by":[0-9]' THEN 'user' WHEN a."details" ~ '"listingId":[0-9]' THEN 'listing' END,
	"object_id" = CASE WHEN a."details" ~ '"by":[0-9]' THEN a."user_id"::text
		WHEN a."details" ~ '"listingId":[0-9]' THEN substring(a."details" from '"listingId":([0-9]+)') END
WHERE a."actor_id" IS NULL;
