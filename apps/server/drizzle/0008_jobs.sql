CREATE TABLE "job" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"company_name" text,
	"workplace_id" text NOT NULL,
	"position_id" text NOT NULL,
	"city_id" text NOT NULL,
	"region_id" text NOT NULL,
	"address" text NOT NULL,
	"description" text NOT NULL,
	"salary_negotiable" boolean NOT NULL,
	"salary_from" integer,
	"salary_to" integer,
	"salary_period" text,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"run_until" date NOT NULL,
	"hired" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"post_status" text DEFAULT 'pending' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deactivation_reason_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_workplace_id_workplace_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplace"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_position_id_job_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."job_position"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_deactivation_reason_id_deactivation_reason_id_fk" FOREIGN KEY ("deactivation_reason_id") REFERENCES "public"."deactivation_reason"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_listed_index" ON "job" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "job"."post_status" in ('accepted', 'deleted') and "job"."is_active" and not "job"."hired";--> statement-breakpoint
CREATE INDEX "job_listed_city_index" ON "job" USING btree ("city_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "job"."post_status" in ('accepted', 'deleted') and "job"."is_active" and not "job"."hired";--> statement-breakpoint
CREATE INDEX "job_listed_region_index" ON "job" USING btree ("region_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "job"."post_status" in ('accepted', 'deleted') and "job"."is_active" and not "job"."hired";--> statement-breakpoint
CREATE INDEX "job_listed_position_index" ON "job" USING btree ("position_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "job"."post_status" in ('accepted', 'deleted') and "job"."is_active" and not "job"."hired";--> statement-breakpoint
CREATE INDEX "job_listed_workplace_index" ON "job" USING btree ("workplace_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "job"."post_status" in ('accepted', 'deleted') and "job"."is_active" and not "job"."hired";--> statement-breakpoint
CREATE INDEX "job_listed_type_index" ON "job" USING btree ("type","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "job"."post_status" in ('accepted', 'deleted') and "job"."is_active" and not "job"."hired";--> statement-breakpoint
CREATE INDEX "job_pending_index" ON "job" USING btree ("post_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_owner_index" ON "job" USING btree ("created_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);