CREATE TABLE "post_alert" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"filter" jsonb NOT NULL,
	"filter_key" text NOT NULL,
	"scope" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every job alert moves, with its id, dates and key (the job alert kind keeps the key's form).
INSERT INTO "post_alert" ("id", "user_id", "kind", "filter", "filter_key", "scope", "created_at", "updated_at")
SELECT "id", "user_id", 'job',
	jsonb_build_object(
		'type', "type", 'workplaceId', "workplace_id", 'positionId', "position_id",
		'cityId', "city_id", 'regionId', "region_id", 'salaryMin', "salary_min",
		'salaryPeriod', "salary_period", 'text', "text"
	),
	"filter_key", "city_id", "created_at", "updated_at"
FROM "job_alert";--> statement-breakpoint
DROP TABLE "job_alert" CASCADE;--> statement-breakpoint
ALTER TABLE "post_alert" ADD CONSTRAINT "post_alert_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_alert_user_filter_index" ON "post_alert" USING btree ("user_id","kind","filter_key");--> statement-breakpoint
CREATE INDEX "post_alert_user_created_at_index" ON "post_alert" USING btree ("user_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_alert_scope_index" ON "post_alert" USING btree ("kind","scope");