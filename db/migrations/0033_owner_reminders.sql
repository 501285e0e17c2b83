CREATE TABLE "owner_reminder_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_reminder_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"listing_id" integer NOT NULL,
	"fact" text NOT NULL,
	"action" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_reminder_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "owner_reminder_tokens_fact_check" CHECK ("owner_reminder_tokens"."fact" in ('intake', 'insurances')),
	CONSTRAINT "owner_reminder_tokens_action_check" CHECK ("owner_reminder_tokens"."action" in ('accepting', 'waitlist', 'not_accepting', 'insurers_unchanged'))
);
--> statement-breakpoint
CREATE TABLE "owner_reminders" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"listing_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_reminders_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "owner_reminder_tokens" ADD CONSTRAINT "owner_reminder_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_reminder_tokens" ADD CONSTRAINT "owner_reminder_tokens_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_reminders" ADD CONSTRAINT "owner_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_reminder_tokens_email_idx" ON "owner_reminder_tokens" USING btree ("user_id","day","listing_id","fact");--> statement-breakpoint
CREATE INDEX "owner_reminder_tokens_listing_idx" ON "owner_reminder_tokens" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "owner_reminder_tokens_expires_idx" ON "owner_reminder_tokens" USING btree ("expires_at");