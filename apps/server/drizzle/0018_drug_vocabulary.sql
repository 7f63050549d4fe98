CREATE TABLE "drug_vocabulary" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"english" text NOT NULL,
	"key" text NOT NULL,
	"arabic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "drug_vocabulary_kind_key_index" ON "drug_vocabulary" USING btree ("kind","key");