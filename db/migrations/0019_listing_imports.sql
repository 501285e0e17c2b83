CREATE TABLE "listing_import_rejects" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"problems" jsonb NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "listing_import_rejects_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
CREATE TABLE "listing_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"file_name" text NOT NULL,
	"stored_file" text,
	"byte_size" integer NOT NULL,
	"status" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"file_problem" jsonb,
	"row_problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_problem_count" integer DEFAULT 0 NOT NULL,
	"preview_duplicates" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"inserted_rows" integer DEFAULT 0 NOT NULL,
	"duplicate_rows" integer DEFAULT 0 NOT NULL,
	"rejected_rows" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "listing_imports_status_check" CHECK ("listing_imports"."status" in ('invalid', 'ready', 'queued', 'running', 'done', 'failed', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "listing_import_rejects" ADD CONSTRAINT "listing_import_rejects_import_id_listing_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."listing_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD CONSTRAINT "listing_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_imports_created_idx" ON "listing_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listings_duplicate_key_idx" ON "listings" USING btree ("zip_code",lower("name"));