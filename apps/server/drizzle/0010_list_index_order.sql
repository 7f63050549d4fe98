DROP INDEX "notification_user_created_at_index";--> statement-breakpoint
DROP INDEX "offer_created_at_index";--> statement-breakpoint
DROP INDEX "comment_prescription_created_at_index";--> statement-breakpoint
DROP INDEX "prescription_status_created_at_index";--> statement-breakpoint
DROP INDEX "prescription_created_by_created_at_index";--> statement-breakpoint
CREATE INDEX "prescription_listed_index" ON "prescription" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE ("prescription"."post_status" = 'accepted' or ("prescription"."post_status" = 'deleted' and "prescription"."is_active"));--> statement-breakpoint
CREATE INDEX "notification_user_created_at_index" ON "notification" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offer_created_at_index" ON "offer" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comment_prescription_created_at_index" ON "comment" USING btree ("prescription_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prescription_status_created_at_index" ON "prescription" USING btree ("post_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prescription_created_by_created_at_index" ON "prescription" USING btree ("created_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);