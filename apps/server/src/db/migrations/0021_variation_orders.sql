CREATE TABLE "variation_order_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"variation_order_id" text NOT NULL,
	"project_id" text NOT NULL,
	"client_id" text NOT NULL,
	"payment_method" text DEFAULT 'PayNow' NOT NULL,
	"transaction_no" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"receipt_file_id" text NOT NULL,
	"status" text DEFAULT 'Paid' NOT NULL,
	"admin_notes" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variation_order_receipts_status_valid" CHECK ("variation_order_receipts"."status" in ('Paid', 'Approved', 'Declined')),
	CONSTRAINT "variation_order_receipts_amount_positive" CHECK ("variation_order_receipts"."amount_cents" > 0),
	CONSTRAINT "variation_order_receipts_decision_complete" CHECK (("variation_order_receipts"."status" = 'Paid') = ("variation_order_receipts"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "variation_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"client_id" text NOT NULL,
	"project_service_id" text NOT NULL,
	"services" text NOT NULL,
	"merchant_id" text NOT NULL,
	"origin" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"is_priced" boolean DEFAULT false NOT NULL,
	"lines" jsonb NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"decline_reason" text,
	"invoice_no" integer,
	"invoiced_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variation_orders_invoice_no_unique" UNIQUE("invoice_no"),
	CONSTRAINT "variation_orders_amount_nonnegative" CHECK ("variation_orders"."amount_cents" >= 0),
	CONSTRAINT "variation_orders_origin_valid" CHECK ("variation_orders"."origin" in ('client', 'merchant')),
	CONSTRAINT "variation_orders_status_valid" CHECK ("variation_orders"."status" in ('Pending', 'Declined', 'Rejected', 'Payment', 'Paid', 'Approved', 'Completed')),
	CONSTRAINT "variation_orders_invoice_matches_status" CHECK (("variation_orders"."invoice_no" is null) = ("variation_orders"."status" in ('Pending', 'Declined', 'Rejected')))
);
--> statement-breakpoint
ALTER TABLE "variation_order_receipts" ADD CONSTRAINT "variation_order_receipts_variation_order_id_variation_orders_id_fk" FOREIGN KEY ("variation_order_id") REFERENCES "public"."variation_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_order_receipts" ADD CONSTRAINT "variation_order_receipts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_order_receipts" ADD CONSTRAINT "variation_order_receipts_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_order_receipts" ADD CONSTRAINT "variation_order_receipts_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_order_receipts" ADD CONSTRAINT "variation_order_receipts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_orders" ADD CONSTRAINT "variation_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_orders" ADD CONSTRAINT "variation_orders_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_orders" ADD CONSTRAINT "variation_orders_project_service_id_project_services_id_fk" FOREIGN KEY ("project_service_id") REFERENCES "public"."project_services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_orders" ADD CONSTRAINT "variation_orders_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "variation_order_receipts_one_waiting" ON "variation_order_receipts" USING btree ("variation_order_id") WHERE status = 'Paid';--> statement-breakpoint
CREATE UNIQUE INDEX "variation_order_receipts_one_approved" ON "variation_order_receipts" USING btree ("variation_order_id") WHERE status = 'Approved';--> statement-breakpoint
CREATE INDEX "variation_order_receipts_created_idx" ON "variation_order_receipts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "variation_order_receipts_project_idx" ON "variation_order_receipts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "variation_order_receipts_client_idx" ON "variation_order_receipts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "variation_order_receipts_file_idx" ON "variation_order_receipts" USING btree ("receipt_file_id");--> statement-breakpoint
CREATE INDEX "variation_orders_project_idx" ON "variation_orders" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "variation_orders_merchant_idx" ON "variation_orders" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "variation_orders_client_idx" ON "variation_orders" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "variation_orders_service_idx" ON "variation_orders" USING btree ("project_service_id");