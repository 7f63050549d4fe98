ALTER TABLE "upload" ALTER COLUMN "thumbnail_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "upload" ALTER COLUMN "width" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "upload" ALTER COLUMN "height" DROP NOT NULL;