CREATE TABLE "facility" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ad_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "facility_ad_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"name" text NOT NULL,
	"address" text NOT NULL,
	"income" integer NOT NULL,
	"city_id" text NOT NULL,
	"region_id" text,
	"listed_for_id" text NOT NULL,
	"type_id" text NOT NULL,
	"price" integer NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text NOT NULL,
	"phone_number" text NOT NULL,
	"space_area" integer NOT NULL,
	"is_closed" boolean NOT NULL,
	"published_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"post_status" text DEFAULT 'pending' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deactivation_reason_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facility_ad_number_unique" UNIQUE("ad_number"),
	CONSTRAINT "facility_numbers_check" CHECK ("facility"."price" > 0 and "facility"."income" >= 0 and "facility"."space_area" > 0)
);
--> statement-breakpoint
CREATE TABLE "facility_viewer" (
	"facility_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facility_viewer_facility_id_user_id_pk" PRIMARY KEY("facility_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "facility" ADD CONSTRAINT "facility_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility" ADD CONSTRAINT "facility_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility" ADD CONSTRAINT "facility_listed_for_id_facility_listed_for_id_fk" FOREIGN KEY ("listed_for_id") REFERENCES "public"."facility_listed_for"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility" ADD CONSTRAINT "facility_type_id_facility_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."facility_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility" ADD CONSTRAINT "facility_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility" ADD CONSTRAINT "facility_deactivation_reason_id_deactivation_reason_id_fk" FOREIGN KEY ("deactivation_reason_id") REFERENCES "public"."deactivation_reason"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_viewer" ADD CONSTRAINT "facility_viewer_facility_id_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_viewer" ADD CONSTRAINT "facility_viewer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facility_listed_index" ON "facility" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE ("facility"."post_status" = 'accepted' or ("facility"."post_status" = 'deleted' and "facility"."is_active")) and "facility"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "facility_listed_listed_for_index" ON "facility" USING btree ("listed_for_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE ("facility"."post_status" = 'accepted' or ("facility"."post_status" = 'deleted' and "facility"."is_active")) and "facility"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "facility_listed_type_index" ON "facility" USING btree ("type_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE ("facility"."post_status" = 'accepted' or ("facility"."post_status" = 'deleted' and "facility"."is_active")) and "facility"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "facility_listed_city_index" ON "facility" USING btree ("city_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE ("facility"."post_status" = 'accepted' or ("facility"."post_status" = 'deleted' and "facility"."is_active")) and "facility"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "facility_listed_region_index" ON "facility" USING btree ("region_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE ("facility"."post_status" = 'accepted' or ("facility"."post_status" = 'deleted' and "facility"."is_active")) and "facility"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "facility_listed_price_index" ON "facility" USING btree ("price","id") WHERE ("facility"."post_status" = 'accepted' or ("facility"."post_status" = 'deleted' and "facility"."is_active")) and "facility"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "facility_listed_listed_for_price_index" ON "facility" USING btree ("listed_for_id","price","id") WHERE ("facility"."post_status" = 'accepted' or ("facility"."post_status" = 'deleted' and "facility"."is_active")) and "facility"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "facility_listed_type_price_index" ON "facility" USING btree ("type_id","price","id") WHERE ("facility"."post_status" = 'accepted' or ("facility"."post_status" = 'deleted' and "facility"."is_active")) and "facility"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "facility_listed_city_price_index" ON "facility" USING btree ("city_id","price","id") WHERE ("facility"."post_status" = 'accepted' or ("facility"."post_status" = 'deleted' and "facility"."is_active")) and "facility"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "facility_listed_region_price_index" ON "facility" USING btree ("region_id","price","id") WHERE ("facility"."post_status" = 'accepted' or ("facility"."post_status" = 'deleted' and "facility"."is_active")) and "facility"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "facility_pending_index" ON "facility" USING btree ("post_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "facility_owner_index" ON "facility" USING btree ("created_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);