-- A prescription's photo is required until its author deletes the post, which removes the photo
-- and its files (ADR 0013); a moderator's delete keeps it, so the post can be restored.
ALTER TABLE "prescription" ALTER COLUMN "image_upload_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription" ALTER COLUMN "image_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription" ALTER COLUMN "thumbnail_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription" ADD CONSTRAINT "prescription_photo_check" CHECK ("prescription"."post_status" = 'deleted' or ("prescription"."image_upload_id" is not null and "prescription"."image_url" is not null and "prescription"."thumbnail_url" is not null));