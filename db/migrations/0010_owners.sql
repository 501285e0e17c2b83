CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subscription_id" text,
	"payment_intent_id" text,
	"demo_paid_at" timestamp with time zone,
	"demo_cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone,
	CONSTRAINT "checkout_sessions_kind_check" CHECK ("checkout_sessions"."kind" in ('tier', 'job_pack')),
	CONSTRAINT "checkout_sessions_mode_check" CHECK ("checkout_sessions"."mode" in ('stripe', 'demo')),
	CONSTRAINT "checkout_sessions_status_check" CHECK ("checkout_sessions"."status" in ('open', 'complete', 'expired', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "listing_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"evidence" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "listing_claims_method_check" CHECK ("listing_claims"."method" in ('code', 'evidence')),
	CONSTRAINT "listing_claims_status_check" CHECK ("listing_claims"."status" in ('pending', 'verified', 'rejected', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "listing_subscriptions" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"customer_id" text,
	"subscription_id" text NOT NULL,
	"status" text NOT NULL,
	"tier" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_subscriptions" ADD CONSTRAINT "listing_subscriptions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_listing_idx" ON "checkout_sessions" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_subscription_idx" ON "checkout_sessions" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_payment_intent_idx" ON "checkout_sessions" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "listing_claims_listing_idx" ON "listing_claims" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_claims_queue_idx" ON "listing_claims" USING btree ("created_at") WHERE "listing_claims"."method" = 'evidence' and "listing_claims"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "listing_claims_open_key" ON "listing_claims" USING btree ("listing_id","user_id") WHERE "listing_claims"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "listing_subscriptions_subscription_key" ON "listing_subscriptions" USING btree ("subscription_id");