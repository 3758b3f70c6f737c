CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "checkpoints_client_idx" ON "checkpoints" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_receipts_client_idx" ON "payment_receipts" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_receipts_invoice_idx" ON "payment_receipts" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_receipts_receipt_file_idx" ON "payment_receipts" USING btree ("receipt_file_id");