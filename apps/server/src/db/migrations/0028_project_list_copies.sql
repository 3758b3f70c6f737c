-- Issue 19 (decision 029): the client's project list reads each card's cover and newest payment from
-- copies on the project row, not with a lookup per card. One function computes both copies from the
-- source rows whenever a project row is written with them; the triggers on checkpoints, payment receipts
-- and files only touch the project row, in the same transaction. The application never writes them.
ALTER TABLE "projects" ADD COLUMN "cover_file_id" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "latest_payment_receipt_id" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "latest_payment_stage" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "latest_payment_status" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "latest_payment_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "checkpoints_cover_file_idx" ON "checkpoints" USING btree ("cover_file_id");--> statement-breakpoint
-- The cover: the checkpoint's cover file when the project's client owns it (canReadFile for the client).
-- The newest receipt: by created_at, then stage (dashboard-phase.ts's order). Each query here takes its
-- own snapshot after the project row is locked, and every change to a receipt locks that row first
-- (this trigger), so the last writer sees every receipt committed before it.
CREATE OR REPLACE FUNCTION projects_copy_list_fields() RETURNS trigger AS $$
BEGIN
  NEW.cover_file_id := (SELECT f.id FROM checkpoints c JOIN files f ON f.id = c.cover_file_id
    WHERE c.project_id = NEW.id AND f.owner_id = NEW.client_id);
  SELECT r.id, r.stage, r.status, r.created_at
    INTO NEW.latest_payment_receipt_id, NEW.latest_payment_stage, NEW.latest_payment_status, NEW.latest_payment_at
    FROM payment_receipts r WHERE r.project_id = NEW.id ORDER BY r.created_at DESC, r.stage DESC LIMIT 1;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER projects_list_fields BEFORE INSERT OR UPDATE OF client_id, cover_file_id, latest_payment_receipt_id,
    latest_payment_stage, latest_payment_status, latest_payment_at
  ON projects FOR EACH ROW EXECUTE FUNCTION projects_copy_list_fields();
--> statement-breakpoint
-- A source row changed: rewrite the copies of the project(s) it belongs to.
CREATE OR REPLACE FUNCTION projects_touch_list_fields() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE projects SET cover_file_id = NULL WHERE id = OLD.project_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.project_id IS DISTINCT FROM OLD.project_id) THEN
    UPDATE projects SET cover_file_id = NULL WHERE id = NEW.project_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER checkpoints_list_fields_added AFTER INSERT OR DELETE ON checkpoints
  FOR EACH ROW EXECUTE FUNCTION projects_touch_list_fields();
--> statement-breakpoint
-- A floorplan save rewrites the document every time; only a new cover file concerns the project.
CREATE TRIGGER checkpoints_list_fields_changed AFTER UPDATE OF cover_file_id, project_id ON checkpoints
  FOR EACH ROW WHEN (OLD.cover_file_id IS DISTINCT FROM NEW.cover_file_id OR OLD.project_id IS DISTINCT FROM NEW.project_id)
  EXECUTE FUNCTION projects_touch_list_fields();
--> statement-breakpoint
CREATE TRIGGER payment_receipts_list_fields_added AFTER INSERT OR DELETE ON payment_receipts
  FOR EACH ROW EXECUTE FUNCTION projects_touch_list_fields();
--> statement-breakpoint
CREATE TRIGGER payment_receipts_list_fields_changed AFTER UPDATE OF project_id, stage, status, created_at
  ON payment_receipts FOR EACH ROW EXECUTE FUNCTION projects_touch_list_fields();
--> statement-breakpoint
-- A cover file that arrives after the checkpoint names it, or changes owner, or goes.
CREATE OR REPLACE FUNCTION projects_touch_cover_of_file() RETURNS trigger AS $$
BEGIN
  -- OLD is null on an insert, NEW on a delete.
  UPDATE projects p SET cover_file_id = NULL FROM checkpoints c
    WHERE c.cover_file_id IN (OLD.id, NEW.id) AND p.id = c.project_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER files_list_fields AFTER INSERT OR DELETE OR UPDATE OF id, owner_id ON files
  FOR EACH ROW EXECUTE FUNCTION projects_touch_cover_of_file();
--> statement-breakpoint
-- Projects from before this migration: the update fires projects_list_fields.
UPDATE projects SET cover_file_id = NULL;
