CREATE TABLE "import_job" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"hash" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	"invalid" integer NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"runner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_row" (
	"job_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"label" text NOT NULL,
	"status" text NOT NULL,
	"value" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_row_job_id_line_pk" PRIMARY KEY("job_id","line")
);
--> statement-breakpoint
ALTER TABLE "import_job" ADD CONSTRAINT "import_job_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_row" ADD CONSTRAINT "import_row_job_id_import_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_job_entity_hash_unique" ON "import_job" USING btree ("entity","hash") WHERE "import_job"."status" <> 'discarded';--> statement-breakpoint
CREATE INDEX "import_job_status_index" ON "import_job" USING btree ("status");--> statement-breakpoint
CREATE INDEX "import_job_created_at_index" ON "import_job" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "import_row_job_id_status_line_index" ON "import_row" USING btree ("job_id","status","line");