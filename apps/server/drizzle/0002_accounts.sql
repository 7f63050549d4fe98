ALTER TABLE "user" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone_number_verified" boolean;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "country_name" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "user_type" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "user_category" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "device_tokens" jsonb;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "last_seen_at" timestamp;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_phone_number_unique" UNIQUE("phone_number");