ALTER TABLE "ezcash_transactions" ALTER COLUMN "ezcash_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ezcash_transactions" ADD COLUMN "source_ref" text;--> statement-breakpoint
ALTER TABLE "ezcash_transactions" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "ezcash_transactions" ADD CONSTRAINT "ezcash_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ezcash_transactions_source_once" ON "ezcash_transactions" USING btree ("client_id","source_ref");