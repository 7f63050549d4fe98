CREATE TABLE "post_revision" (
	"kind" text NOT NULL,
	"post_id" uuid NOT NULL,
	"created_by" text NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_revision_kind_post_id_pk" PRIMARY KEY("kind","post_id")
);
--> statement-breakpoint
ALTER TABLE "post_revision" ADD CONSTRAINT "post_revision_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_revision_created_by_index" ON "post_revision" USING btree ("created_by");