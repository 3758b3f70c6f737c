CREATE TABLE "document_numbers" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "document_numbers_series_year_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "document_numbers_last_nonnegative" CHECK ("document_numbers"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "document_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"recipient_email" text NOT NULL,
	"outbox_message_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "progressive_invoices" ALTER COLUMN "invoice_no" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "project_quotations" ADD COLUMN "quotation_no" text;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_shares_client_created_idx" ON "document_shares" USING btree ("client_id","created_at");--> statement-breakpoint
ALTER TABLE "project_quotations" ADD CONSTRAINT "project_quotations_quotation_no_unique" UNIQUE("quotation_no");