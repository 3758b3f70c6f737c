CREATE TABLE "approval_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"project_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"auto_release_at" timestamp with time zone NOT NULL,
	"completion_note" text NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"released_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"fee_bps" integer,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"payout_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_items_kind_valid" CHECK ("approval_items"."kind" in ('service', 'variation_order')),
	CONSTRAINT "approval_items_status_valid" CHECK ("approval_items"."status" in ('Pending', 'Hold', 'Rework', 'Approved', 'Refunded')),
	CONSTRAINT "approval_items_amounts_nonnegative" CHECK ("approval_items"."amount_cents" >= 0 and "approval_items"."fee_cents" >= 0 and "approval_items"."refunded_cents" >= 0),
	CONSTRAINT "approval_items_release_bounded" CHECK ("approval_items"."released_cents" between 0 and "approval_items"."amount_cents" and "approval_items"."fee_cents" <= "approval_items"."released_cents" and ("approval_items"."released_cents" = 0 or "approval_items"."status" = 'Approved')),
	CONSTRAINT "approval_items_refund_bounded" CHECK ("approval_items"."refunded_cents" <= "approval_items"."amount_cents"),
	CONSTRAINT "approval_items_payout_after_release" CHECK ("approval_items"."payout_id" is null or "approval_items"."status" = 'Approved')
);
--> statement-breakpoint
CREATE TABLE "approval_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"hold_id" text,
	"round" integer NOT NULL,
	"file_id" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_photos_purpose_valid" CHECK ("approval_photos"."purpose" in ('completion', 'hold'))
);
--> statement-breakpoint
CREATE TABLE "escrow_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"journal_id" text NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"project_id" text,
	"merchant_id" text,
	"item_id" text,
	"payout_id" text,
	"source_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escrow_entries_kind_valid" CHECK ("escrow_entries"."kind" in ('payment_in', 'release', 'refund', 'payout')),
	CONSTRAINT "escrow_entries_account_valid" CHECK ("escrow_entries"."account" in ('client_payments', 'escrow_held', 'merchant_payable', 'platform_fees', 'client_refunds', 'merchant_paid'))
);
--> statement-breakpoint
CREATE TABLE "merchant_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"bank_reference" text NOT NULL,
	"transfer_date" date NOT NULL,
	"receipt_file_id" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_payouts_amount_positive" CHECK ("merchant_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "merchant_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"agenda" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_reviews_rating_range" CHECK ("merchant_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "merchant_service_fees" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"fee_bps" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"project_id" text NOT NULL,
	"issue_type" text NOT NULL,
	"client_remarks" text NOT NULL,
	"outcome" text,
	"resolution_note" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_holds_outcome_valid" CHECK ("payment_holds"."outcome" is null or "payment_holds"."outcome" in ('rework', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "approval_items" ADD CONSTRAINT "approval_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_items" ADD CONSTRAINT "approval_items_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_items" ADD CONSTRAINT "approval_items_payout_id_merchant_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."merchant_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_photos" ADD CONSTRAINT "approval_photos_item_id_approval_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."approval_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_photos" ADD CONSTRAINT "approval_photos_hold_id_payment_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."payment_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_photos" ADD CONSTRAINT "approval_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrow_entries" ADD CONSTRAINT "escrow_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrow_entries" ADD CONSTRAINT "escrow_entries_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrow_entries" ADD CONSTRAINT "escrow_entries_item_id_approval_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."approval_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrow_entries" ADD CONSTRAINT "escrow_entries_payout_id_merchant_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."merchant_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_payouts" ADD CONSTRAINT "merchant_payouts_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_payouts" ADD CONSTRAINT "merchant_payouts_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_payouts" ADD CONSTRAINT "merchant_payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_reviews" ADD CONSTRAINT "merchant_reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_reviews" ADD CONSTRAINT "merchant_reviews_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_reviews" ADD CONSTRAINT "merchant_reviews_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_service_fees" ADD CONSTRAINT "merchant_service_fees_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_item_id_approval_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."approval_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_items_ref_unique" ON "approval_items" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "approval_items_project_idx" ON "approval_items" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "approval_items_merchant_idx" ON "approval_items" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "approval_items_due_idx" ON "approval_items" USING btree ("auto_release_at") WHERE status = 'Pending';--> statement-breakpoint
CREATE INDEX "approval_photos_item_idx" ON "approval_photos" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "approval_photos_file_idx" ON "approval_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "escrow_entries_project_idx" ON "escrow_entries" USING btree ("project_id","account");--> statement-breakpoint
CREATE INDEX "escrow_entries_merchant_idx" ON "escrow_entries" USING btree ("merchant_id","account");--> statement-breakpoint
CREATE INDEX "escrow_entries_journal_idx" ON "escrow_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "escrow_entries_payment_once" ON "escrow_entries" USING btree ("source_id","account") WHERE kind = 'payment_in';--> statement-breakpoint
CREATE INDEX "merchant_payouts_merchant_idx" ON "merchant_payouts" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_reviews_once" ON "merchant_reviews" USING btree ("project_id","merchant_id");--> statement-breakpoint
CREATE INDEX "payment_holds_item_idx" ON "payment_holds" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_holds_one_open" ON "payment_holds" USING btree ("item_id") WHERE outcome is null;