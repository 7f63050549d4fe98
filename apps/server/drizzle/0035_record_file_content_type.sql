-- Records' files say what they are since orders take PDFs (ADR 0037 amendment): every file
-- attached before was an image, stored as WebP.
UPDATE "product" SET "photos" = (
  SELECT coalesce(jsonb_agg(file || '{"contentType":"image/webp"}'::jsonb ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements("photos") WITH ORDINALITY AS files(file, position)
) WHERE jsonb_array_length("photos") > 0;--> statement-breakpoint
UPDATE "sales_order" SET "attachments" = (
  SELECT coalesce(jsonb_agg(file || '{"contentType":"image/webp"}'::jsonb ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements("attachments") WITH ORDINALITY AS files(file, position)
) WHERE jsonb_array_length("attachments") > 0;
