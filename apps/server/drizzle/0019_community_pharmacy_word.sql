-- Hand-written (#23, docs/glossary.md): a community pharmacy is «صيدلية عامة» in Egyptian
-- pharmacy law; «صيدلية خاصة» is the private pharmacy of a hospital or clinic.
UPDATE "workplace" SET "name" = jsonb_set("name", '{ar}', '"صيدلية عامة"'), "updated_at" = now() WHERE "id" = 'community-pharmacy';
