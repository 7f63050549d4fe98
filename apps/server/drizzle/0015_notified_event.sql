CREATE TABLE "notified_event" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_notify_created_at_index" ON "event" USING btree ("created_at") WHERE "event"."values" -> 'notify' is not null;--> statement-breakpoint
-- Events notified before this table existed are done: the catch-up must not send them again.
INSERT INTO "notified_event" ("event_id") SELECT "id" FROM "event" WHERE "values" -> 'notify' is not null ON CONFLICT DO NOTHING;
