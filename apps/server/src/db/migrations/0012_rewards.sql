CREATE TABLE "client_vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"voucher_id" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"is_qr" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"terms_conditions" text DEFAULT '' NOT NULL,
	"validity" timestamp with time zone NOT NULL,
	"logo_url" text,
	"image_url" text,
	"value_cents" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ezcash_transactions" ALTER COLUMN "ezcash_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ezcash_transactions" ADD COLUMN "source_ref" text;--> statement-breakpoint
ALTER TABLE "ezcash_transactions" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "client_vouchers" ADD CONSTRAINT "client_vouchers_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_vouchers" ADD CONSTRAINT "client_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_vouchers_once" ON "client_vouchers" USING btree ("client_id","voucher_id");--> statement-breakpoint
CREATE INDEX "vouchers_validity_idx" ON "vouchers" USING btree ("validity");--> statement-breakpoint
ALTER TABLE "ezcash_transactions" ADD CONSTRAINT "ezcash_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ezcash_transactions_source_once" ON "ezcash_transactions" USING btree ("client_id","source_ref");