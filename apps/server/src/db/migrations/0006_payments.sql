CREATE TABLE "payment_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"project_id" text NOT NULL,
	"client_id" text NOT NULL,
	"stage" integer NOT NULL,
	"payment_method" text DEFAULT 'PayNow' NOT NULL,
	"transaction_no" text NOT NULL,
	"amount_claimed_cents" integer NOT NULL,
	"receipt_file_id" text NOT NULL,
	"status" text DEFAULT 'Paid' NOT NULL,
	"admin_notes" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_receipts_status_valid" CHECK ("payment_receipts"."status" in ('Paid', 'Approved', 'Declined')),
	CONSTRAINT "payment_receipts_amount_positive" CHECK ("payment_receipts"."amount_claimed_cents" > 0),
	CONSTRAINT "payment_receipts_decision_complete" CHECK (("payment_receipts"."status" = 'Paid') = ("payment_receipts"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "progressive_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_no" serial NOT NULL,
	"project_id" text NOT NULL,
	"client_id" text NOT NULL,
	"stage" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'Unpaid' NOT NULL,
	"invoice_date" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progressive_invoices_invoice_no_unique" UNIQUE("invoice_no"),
	CONSTRAINT "progressive_invoices_stage_range" CHECK ("progressive_invoices"."stage" between 1 and 5),
	CONSTRAINT "progressive_invoices_amount_nonnegative" CHECK ("progressive_invoices"."amount_cents" >= 0),
	CONSTRAINT "progressive_invoices_status_valid" CHECK ("progressive_invoices"."status" in ('Unpaid', 'Paid', 'Approved', 'Declined'))
);
--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_invoice_id_progressive_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."progressive_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progressive_invoices" ADD CONSTRAINT "progressive_invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progressive_invoices" ADD CONSTRAINT "progressive_invoices_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipts_one_waiting" ON "payment_receipts" USING btree ("invoice_id") WHERE status = 'Paid';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipts_one_approved" ON "payment_receipts" USING btree ("invoice_id") WHERE status = 'Approved';--> statement-breakpoint
CREATE INDEX "payment_receipts_created_idx" ON "payment_receipts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_receipts_project_idx" ON "payment_receipts" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "progressive_invoices_project_stage_unique" ON "progressive_invoices" USING btree ("project_id","stage");--> statement-breakpoint
CREATE INDEX "progressive_invoices_client_idx" ON "progressive_invoices" USING btree ("client_id");