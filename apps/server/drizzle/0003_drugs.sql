CREATE TABLE "drug" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trade_name" text NOT NULL,
	"arabic_name" text,
	"generic_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"companies" text[] DEFAULT '{}'::text[] NOT NULL,
	"routes" text[] DEFAULT '{}'::text[] NOT NULL,
	"pharmacological_uses" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text,
	"mechanism_of_action" text,
	"barcode" text,
	"price" numeric(12, 2) NOT NULL,
	"old_price" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drug_price_change" (
	"id" uuid PRIMARY KEY NOT NULL,
	"drug_id" uuid NOT NULL,
	"previous_price" numeric(12, 2) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drug_search_hit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"drug_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drug_price_change" ADD CONSTRAINT "drug_price_change_drug_id_drug_id_fk" FOREIGN KEY ("drug_id") REFERENCES "public"."drug"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_search_hit" ADD CONSTRAINT "drug_search_hit_drug_id_drug_id_fk" FOREIGN KEY ("drug_id") REFERENCES "public"."drug"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drug_price_change_drug_id_created_at_index" ON "drug_price_change" USING btree ("drug_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drug_search_hit_drug_id_visitor_day_index" ON "drug_search_hit" USING btree ("drug_id","visitor","day");--> statement-breakpoint
CREATE INDEX "drug_search_hit_day_drug_id_index" ON "drug_search_hit" USING btree ("day","drug_id");