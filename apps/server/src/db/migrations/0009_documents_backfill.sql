-- Issue 17 (hand-written): invoice numbers now come from the gapless document_numbers counter.
-- The old serial's default and sequence go, and the invoice series continues after the highest number
-- already issued, so every invoice printed so far keeps its number.
ALTER TABLE "progressive_invoices" ALTER COLUMN "invoice_no" DROP DEFAULT;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "progressive_invoices_invoice_no_seq";--> statement-breakpoint
INSERT INTO "document_numbers" ("series", "year", "last_number")
SELECT 'invoice', 0, COALESCE(MAX("invoice_no"), 0) FROM "progressive_invoices"
ON CONFLICT ("series", "year") DO UPDATE SET "last_number" = GREATEST("document_numbers"."last_number", EXCLUDED."last_number");--> statement-breakpoint
-- Quotations priced before this change get their numbers now, in the order they were first saved,
-- counted per Singapore calendar year of their quotation date.
WITH numbered AS (
  SELECT q."id",
         EXTRACT(YEAR FROM (COALESCE(p."quotation_generated_date", q."updated_at") AT TIME ZONE 'Asia/Singapore'))::int AS "year",
         ROW_NUMBER() OVER (
           PARTITION BY EXTRACT(YEAR FROM (COALESCE(p."quotation_generated_date", q."updated_at") AT TIME ZONE 'Asia/Singapore'))
           ORDER BY p."created_at", q."id"
         ) AS "n"
  FROM "project_quotations" q JOIN "projects" p ON p."id" = q."project_id"
  WHERE q."quotation_no" IS NULL
)
UPDATE "project_quotations" q
SET "quotation_no" = 'Q-' || numbered."year" || '-' || LPAD(numbered."n"::text, 6, '0')
FROM numbered WHERE numbered."id" = q."id";--> statement-breakpoint
INSERT INTO "document_numbers" ("series", "year", "last_number")
SELECT 'quotation', CAST(SUBSTRING("quotation_no" FROM 3 FOR 4) AS int), MAX(CAST(SUBSTRING("quotation_no" FROM 8) AS bigint))
FROM "project_quotations" WHERE "quotation_no" IS NOT NULL
GROUP BY SUBSTRING("quotation_no" FROM 3 FOR 4)
ON CONFLICT ("series", "year") DO UPDATE SET "last_number" = GREATEST("document_numbers"."last_number", EXCLUDED."last_number");
