-- Demo listings are marked as such, so removing the demo set (before the NPI registry import)
-- removes exactly them, not a real listing an owner or a CSV import added while the demo set was
-- loaded (both have no NPI, as demo listings do).
ALTER TABLE "listings" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A database loaded before this column: the demo generator gives every listing a made-up
-- contact on an example.com/.org/.net domain (reserved, RFC 2606) and a 555-01xx number
-- (reserved for fiction); real listings cannot have both.
UPDATE "listings" SET "demo" = true
WHERE "npi" IS NULL
  AND EXISTS (SELECT 1 FROM "app_state" WHERE "key" = 'demo_data')
  AND "email" ~ '(@|\.)example\.(com|org|net)$'
  AND "phone" ~ '555-01[0-9]{2}$';
