ALTER TABLE "service_prices" ALTER COLUMN "price_per_unit" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "service_prices" ALTER COLUMN "competitor_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ezcash_transactions" ALTER COLUMN "ezcash_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "project_quotations" ALTER COLUMN "total_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "project_quotations" ALTER COLUMN "total_market_rate" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "project_quotations" ALTER COLUMN "total_savings" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "works_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "budget" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quotation_items" ALTER COLUMN "quantity_hundredths" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quotation_items" ALTER COLUMN "price_per_quantity" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quotation_items" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quotation_items" ALTER COLUMN "competitor_price_per_quantity" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quotation_items" ALTER COLUMN "competitor_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "gallery_projects" ALTER COLUMN "cost_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_receipts" ALTER COLUMN "amount_claimed_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "progressive_invoices" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;