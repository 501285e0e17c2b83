-- A verified Stripe webhook event is stored on receipt, before any call to Stripe, and applied by a
-- queued job with retries (issue 30, item 29): the event's object waits here until then, and
-- processed_at says it was applied. Every event stored before this migration was applied at once.
ALTER TABLE "payment_events" ADD COLUMN "object" jsonb;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payment_events" SET "processed_at" = "created_at";
