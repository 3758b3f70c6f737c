-- Issue 19 (decision 026): the admin review searches receipts by project name and by client name or
-- e-mail. The receipts keep copies of those three texts, in the index of the review's order too, so a
-- search walks that index newest first and stops at the page's end, whatever the number of receipts.
-- Triggers keep the copies exact in the same transaction as any insert or rename; the application
-- never writes them.
DROP INDEX "payment_receipts_created_idx";--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "project_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "client_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "client_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_receipts_copy_names() RETURNS trigger AS $$
BEGIN
  SELECT p.name INTO NEW.project_name FROM projects p WHERE p.id = NEW.project_id;
  SELECT u.first_name || ' ' || u.last_name, u.email INTO NEW.client_name, NEW.client_email
    FROM users u WHERE u.id = NEW.client_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payment_receipts_names BEFORE INSERT OR UPDATE OF project_id, client_id, project_name, client_name, client_email
  ON payment_receipts FOR EACH ROW EXECUTE FUNCTION payment_receipts_copy_names();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_rename_receipts() RETURNS trigger AS $$
BEGIN
  UPDATE payment_receipts SET project_name = NEW.name WHERE project_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER projects_renamed AFTER UPDATE OF name ON projects
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION projects_rename_receipts();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_rename_receipts() RETURNS trigger AS $$
BEGIN
  UPDATE payment_receipts SET client_name = NEW.first_name || ' ' || NEW.last_name, client_email = NEW.email
    WHERE client_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_renamed AFTER UPDATE OF first_name, last_name, email ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION users_rename_receipts();
--> statement-breakpoint
-- Receipts submitted before this migration: the update fires the copy trigger.
UPDATE payment_receipts SET project_name = '';--> statement-breakpoint
-- The review's order with what its searches read, so a search walks this index alone.
CREATE INDEX "payment_receipts_review_idx" ON "payment_receipts" USING btree ("created_at","id","status","project_name","client_name","client_email");--> statement-breakpoint
CREATE INDEX "payment_receipts_project_name_trgm_idx" ON "payment_receipts" USING gin ("project_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_receipts_client_name_trgm_idx" ON "payment_receipts" USING gin ("client_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_receipts_client_email_trgm_idx" ON "payment_receipts" USING gin ("client_email" gin_trgm_ops);
