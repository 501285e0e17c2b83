CREATE TABLE "freshness_snapshots" (
	"day" date NOT NULL,
	"state" text,
	"demo" boolean NOT NULL,
	"active_listings" integer NOT NULL,
	"intake_confirmed" integer NOT NULL,
	"insurers_confirmed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freshness_snapshots_day_state_demo_key" UNIQUE NULLS NOT DISTINCT("day","state","demo"),
	CONSTRAINT "freshness_snapshots_counts_check" CHECK ("freshness_snapshots"."intake_confirmed" between 0 and "freshness_snapshots"."active_listings" and "freshness_snapshots"."insurers_confirmed" between 0 and "freshness_snapshots"."active_listings")
);
