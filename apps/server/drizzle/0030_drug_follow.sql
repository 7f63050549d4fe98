CREATE TABLE "drug_follow" (
	"user_id" text NOT NULL,
	"drug_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drug_follow_user_id_drug_id_pk" PRIMARY KEY("user_id","drug_id")
);
--> statement-breakpoint
ALTER TABLE "drug_follow" ADD CONSTRAINT "drug_follow_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_follow" ADD CONSTRAINT "drug_follow_drug_id_drug_id_fk" FOREIGN KEY ("drug_id") REFERENCES "public"."drug"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drug_follow_drug_id_user_id_index" ON "drug_follow" USING btree ("drug_id","user_id");