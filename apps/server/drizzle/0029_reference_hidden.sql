ALTER TABLE "city" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deactivation_reason" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "facility_listed_for" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "facility_type" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_position" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "region" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workplace" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written: each list (a governorate's regions, a category's reasons) numbered 1…n in its
-- present order, so that an entry's index is its place, as the back office moves entries.
UPDATE "city" SET "index" = ranked.place FROM (SELECT "id", row_number() OVER (ORDER BY "index", "id") AS place FROM "city") AS ranked WHERE "city"."id" = ranked."id";--> statement-breakpoint
UPDATE "region" SET "index" = ranked.place FROM (SELECT "id", row_number() OVER (PARTITION BY "city_id" ORDER BY "index", "id") AS place FROM "region") AS ranked WHERE "region"."id" = ranked."id";--> statement-breakpoint
UPDATE "workplace" SET "index" = ranked.place FROM (SELECT "id", row_number() OVER (ORDER BY "index", "id") AS place FROM "workplace") AS ranked WHERE "workplace"."id" = ranked."id";--> statement-breakpoint
UPDATE "job_position" SET "index" = ranked.place FROM (SELECT "id", row_number() OVER (ORDER BY "index", "id") AS place FROM "job_position") AS ranked WHERE "job_position"."id" = ranked."id";--> statement-breakpoint
UPDATE "facility_type" SET "index" = ranked.place FROM (SELECT "id", row_number() OVER (ORDER BY "index", "id") AS place FROM "facility_type") AS ranked WHERE "facility_type"."id" = ranked."id";--> statement-breakpoint
UPDATE "facility_listed_for" SET "index" = ranked.place FROM (SELECT "id", row_number() OVER (ORDER BY "index", "id") AS place FROM "facility_listed_for") AS ranked WHERE "facility_listed_for"."id" = ranked."id";--> statement-breakpoint
UPDATE "deactivation_reason" SET "index" = ranked.place FROM (SELECT "id", row_number() OVER (PARTITION BY "category" ORDER BY "index", "id") AS place FROM "deactivation_reason") AS ranked WHERE "deactivation_reason"."id" = ranked."id";
