ALTER TABLE "user" ADD COLUMN "terms_accepted_at" timestamp;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "terms_version" text;
-- No backfill (issue #23, ADR 0003): an account created before sign-up asked keeps NULL, "not
-- recorded"; claiming an acceptance nobody gave would be false.
