CREATE TABLE "customer" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"birthdate" date NOT NULL,
	"gender" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_product" (
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_product_order_id_product_id_pk" PRIMARY KEY("order_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"employee_id" text,
	"delivered" boolean DEFAULT false NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_product" ADD CONSTRAINT "order_product_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product" ADD CONSTRAINT "order_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_employee_id_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_name_index" ON "customer" USING btree ("name");--> statement-breakpoint
CREATE INDEX "customer_created_at_index" ON "customer" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_product_product_id_index" ON "order_product" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_name_index" ON "product" USING btree ("name");--> statement-breakpoint
CREATE INDEX "product_unit_price_index" ON "product" USING btree ("unit_price");--> statement-breakpoint
CREATE INDEX "product_created_at_index" ON "product" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sales_order_customer_id_index" ON "sales_order" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sales_order_employee_id_index" ON "sales_order" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "sales_order_created_at_index" ON "sales_order" USING btree ("created_at");