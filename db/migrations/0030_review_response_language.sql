-- An owner response keeps the language of the page it was written on, as reviews do (0029), so a
-- Spanish response is marked lang="es" (WCAG 3.1.2); responses from before stay null and read as English.
ALTER TABLE "review_responses" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "review_responses" ADD CONSTRAINT "review_responses_language_check" CHECK ("review_responses"."language" is null or "review_responses"."language" in ('en', 'es'));