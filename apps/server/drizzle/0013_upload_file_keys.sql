CREATE UNIQUE INDEX "upload_image_key_index" ON "upload" USING btree ("image_key");--> statement-breakpoint
CREATE UNIQUE INDEX "upload_thumbnail_key_index" ON "upload" USING btree ("thumbnail_key");