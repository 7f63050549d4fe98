CREATE TABLE "analytics_event" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"params" jsonb NOT NULL,
	"anonymous_id" text NOT NULL,
	"user_id" text,
	"language" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_event_name_occurred_at_index" ON "analytics_event" USING btree ("name","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_event_user_id_index" ON "analytics_event" USING btree ("user_id");