CREATE TABLE "upload" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"purpose" text NOT NULL,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"original_format" text NOT NULL,
	"original_size" integer NOT NULL,
	"original_name" text,
	"attached_to" text,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload" ADD CONSTRAINT "upload_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_owner_id_created_at_index" ON "upload" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "upload_attached_to_index" ON "upload" USING btree ("attached_to");--> statement-breakpoint
CREATE INDEX "upload_unclaimed_created_at_index" ON "upload" USING btree ("created_at") WHERE "upload"."attached_to" is null;