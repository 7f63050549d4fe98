CREATE TABLE "job_alert" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text,
	"workplace_id" text,
	"position_id" text,
	"city_id" text,
	"region_id" text,
	"salary_min" integer,
	"salary_period" text,
	"text" text,
	"filter_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_alert" ADD CONSTRAINT "job_alert_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert" ADD CONSTRAINT "job_alert_workplace_id_workplace_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert" ADD CONSTRAINT "job_alert_position_id_job_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."job_position"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert" ADD CONSTRAINT "job_alert_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert" ADD CONSTRAINT "job_alert_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_alert_user_filter_index" ON "job_alert" USING btree ("user_id","filter_key");--> statement-breakpoint
CREATE INDEX "job_alert_user_created_at_index" ON "job_alert" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
UPDATE "job" SET "alerted_at" = "published_at" WHERE "published_at" IS NOT NULL;
