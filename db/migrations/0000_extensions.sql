-- Geo search (cube + earthdistance) and fuzzy name search (pg_trgm).
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
