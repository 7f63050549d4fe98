CREATE TABLE "facility_listed_for" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_type" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "facility_listed_for_index_index" ON "facility_listed_for" USING btree ("index");--> statement-breakpoint
CREATE INDEX "facility_type_index_index" ON "facility_type" USING btree ("index");--> statement-breakpoint
-- Hand-written: reference data of the facilities (issue #15), written for the project from
-- the Egyptian market, in English and Arabic. The back office edits these rows.
INSERT INTO "facility_type" ("id", "name", "index") VALUES
  ('pharmacy', '{"en":"Pharmacy","ar":"صيدلية"}'::jsonb, 1),
  ('pharmacy-premises', '{"en":"Shop suitable for a pharmacy","ar":"محل يصلح صيدلية"}'::jsonb, 2),
  ('drug-warehouse', '{"en":"Drug warehouse or distributor","ar":"مخزن أو شركة توزيع أدوية"}'::jsonb, 3),
  ('medical-supplies', '{"en":"Medical supplies store","ar":"محل مستلزمات طبية"}'::jsonb, 4),
  ('clinic', '{"en":"Clinic","ar":"عيادة"}'::jsonb, 5),
  ('medical-center', '{"en":"Medical center","ar":"مركز طبي"}'::jsonb, 6),
  ('laboratory', '{"en":"Medical laboratory","ar":"معمل تحاليل طبية"}'::jsonb, 7),
  ('radiology', '{"en":"Radiology center","ar":"مركز أشعة"}'::jsonb, 8),
  ('physiotherapy', '{"en":"Physiotherapy center","ar":"مركز علاج طبيعي"}'::jsonb, 9),
  ('optical', '{"en":"Optical store","ar":"محل نظارات طبية"}'::jsonb, 10),
  ('hospital', '{"en":"Hospital","ar":"مستشفى"}'::jsonb, 11),
  ('factory', '{"en":"Pharmaceutical or cosmetics factory","ar":"مصنع أدوية أو مستحضرات تجميل"}'::jsonb, 12),
  ('other', '{"en":"Other medical facility","ar":"منشأة طبية أخرى"}'::jsonb, 13);
--> statement-breakpoint
INSERT INTO "facility_listed_for" ("id", "name", "index") VALUES
  ('sale', '{"en":"For sale","ar":"للبيع"}'::jsonb, 1),
  ('rent', '{"en":"For rent","ar":"للإيجار"}'::jsonb, 2),
  ('purchase-request', '{"en":"Wanted to buy","ar":"مطلوب للشراء"}'::jsonb, 3);
--> statement-breakpoint
-- Reasons a facility ad ends that 0007 lacked (no longer available, a purchase request met,
-- contact details that do not work), placed among the others: the owner's reasons first.
INSERT INTO "deactivation_reason" ("id", "category", "name", "index") VALUES
  ('property.unavailable', 'property', '{"en":"The facility is no longer available","ar":"المنشأة لم تعد متاحة"}'::jsonb, 9),
  ('property.found', 'property', '{"en":"The buyer has found a facility","ar":"وجد المشتري منشأة مناسبة"}'::jsonb, 10),
  ('property.contact', 'property', '{"en":"The contact details do not work","ar":"بيانات التواصل غير صحيحة"}'::jsonb, 13);
--> statement-breakpoint
UPDATE "deactivation_reason" SET "index" = "order"."index", "updated_at" = now()
FROM (VALUES ('property.duplicate', 11), ('property.misleading', 12), ('property.off-topic', 14), ('property.terms', 15)) AS "order" ("id", "index")
WHERE "deactivation_reason"."id" = "order"."id";
