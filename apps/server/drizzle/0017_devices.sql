CREATE TABLE "device" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"token" text NOT NULL,
	"language" text NOT NULL,
	"offer_subscribed" boolean DEFAULT true NOT NULL,
	"push_subscription" jsonb,
	"user_agent" text,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device" ADD CONSTRAINT "device_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_user_platform_token_index" ON "device" USING btree ("user_id","platform","token");--> statement-breakpoint
CREATE INDEX "device_push_endpoint_index" ON "device" USING btree (("push_subscription" ->> 'endpoint'));--> statement-breakpoint
-- Each browser's push subscription moves from the user's deviceTokens ('web-push', JSON text our
-- code wrote) to a device of its own, so pushes keep reaching it. The browser's own id is not
-- known yet: when it subscribes again, its device takes the endpoint from this one.
INSERT INTO "device" ("id", "user_id", "platform", "token", "language", "push_subscription", "last_seen_at")
SELECT gen_random_uuid(), "id", 'web', gen_random_uuid()::text,
  CASE WHEN "language" IN ('en', 'ar') THEN "language" ELSE 'en' END,
  ("device_tokens" ->> 'web-push')::jsonb,
  coalesce("last_seen_at", "updated_at")
FROM "user"
WHERE jsonb_typeof("device_tokens") = 'object' AND "device_tokens" ->> 'web-push' LIKE '{%';--> statement-breakpoint
-- Apps' tokens set through the profile (`android`, `ios`) become their devices too.
INSERT INTO "device" ("id", "user_id", "platform", "token", "language", "last_seen_at")
SELECT gen_random_uuid(), "user"."id",
  CASE WHEN "tokens"."key" IN ('android', 'fcm') THEN 'fcm' ELSE 'apns' END,
  "tokens"."value",
  CASE WHEN "user"."language" IN ('en', 'ar') THEN "user"."language" ELSE 'en' END,
  coalesce("user"."last_seen_at", "user"."updated_at")
FROM "user",
  jsonb_each_text(CASE WHEN jsonb_typeof("user"."device_tokens") = 'object' THEN "user"."device_tokens" ELSE '{}'::jsonb END) AS "tokens"
WHERE "tokens"."key" IN ('android', 'fcm', 'ios', 'apns') AND "tokens"."value" ~ '^[A-Za-z0-9_:.-]{8,}$'
  AND length("tokens"."value") <= 512
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- What moved is gone from the old map (the column itself belongs to the auth schema).
UPDATE "user" SET "device_tokens" = "device_tokens" - ARRAY['web-push', 'android', 'fcm', 'ios', 'apns']
WHERE jsonb_typeof("device_tokens") = 'object';
