CREATE TABLE "idempotent_request" (
	"caller" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_request_caller_key_pk" PRIMARY KEY("caller","key")
);
--> statement-breakpoint
CREATE INDEX "idempotent_request_created_at_index" ON "idempotent_request" USING btree ("created_at");