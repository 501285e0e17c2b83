-- A review keeps the language of the page it was written on, so a Spanish review on a Spanish
-- or English page is marked lang="es" (WCAG 3.1.2); reviews from before stay null and read as
-- English, the language the product is authored in.
ALTER TABLE "reviews" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_language_check" CHECK ("language" IS NULL OR "language" IN ('en', 'es'));--> statement-breakpoint
-- Demo reviews loaded before the fix in the demo load carried the load's time as updated_at, so
-- each read "(edited <that day>)": a demo review was never edited.
UPDATE "reviews" r SET "updated_at" = r."created_at"
FROM "listings" l
WHERE l."id" = r."listing_id" AND l."demo" AND r."updated_at" > r."created_at" + interval '1 minute';
