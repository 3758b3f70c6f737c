-- Issue 19 (decision 031): the client's project list and quotation page are answered from copies in the
-- server's memory while the client's version stays the one a copy was made at. Every write to what those
-- pages show (the client's projects, their quotations and quotation lines, the client's payment
-- receipts) gives the client a new version, in the same transaction. The triggers are deferred to
-- commit: the version row is locked last, after every row the transaction writes, so two writers never
-- wait on each other in opposite orders, and a reader sees the new version and the new rows together
-- or neither.
CREATE TABLE "client_project_versions" (
	"client_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Versions only need to be new, not ordered: a writer that drew its number first may commit last.
CREATE SEQUENCE client_project_version_seq;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_project_version_bump(client text) RETURNS void AS $$
  INSERT INTO client_project_versions (client_id, version)
  SELECT client, nextval('client_project_version_seq') WHERE client IS NOT NULL
  ON CONFLICT (client_id) DO UPDATE SET version = excluded.version;
$$ LANGUAGE sql;
--> statement-breakpoint
-- A row that belongs to a client (a project, a payment receipt): its client, and on a move both.
CREATE OR REPLACE FUNCTION client_project_version_of_row() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM client_project_version_bump(OLD.client_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.client_id IS DISTINCT FROM OLD.client_id) THEN
    PERFORM client_project_version_bump(NEW.client_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A row of a project (its quotation, a quotation line): the project's client, read at commit. A row
-- deleted with its project finds none, and the project's own trigger gives the version.
CREATE OR REPLACE FUNCTION client_project_version_of_project_row() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM client_project_version_bump(p.client_id) FROM projects p WHERE p.id = OLD.project_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.project_id IS DISTINCT FROM OLD.project_id) THEN
    PERFORM client_project_version_bump(p.client_id) FROM projects p WHERE p.id = NEW.project_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An update that rewrites a row unchanged (a list copy recomputed to the same value) shows nothing new.
CREATE CONSTRAINT TRIGGER projects_client_version_changed AFTER UPDATE ON projects
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION client_project_version_of_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER projects_client_version_added AFTER INSERT OR DELETE ON projects
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION client_project_version_of_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER project_quotations_client_version_changed AFTER UPDATE ON project_quotations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION client_project_version_of_project_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER project_quotations_client_version_added AFTER INSERT OR DELETE ON project_quotations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION client_project_version_of_project_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER quotation_items_client_version_changed AFTER UPDATE ON quotation_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION client_project_version_of_project_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER quotation_items_client_version_added AFTER INSERT OR DELETE ON quotation_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION client_project_version_of_project_row();
--> statement-breakpoint
-- The list's phase text reads the client's newest receipt and newest Approved one; the quotation page,
-- the status of the project's newest deposit receipt.
CREATE CONSTRAINT TRIGGER payment_receipts_client_version_changed
  AFTER UPDATE OF client_id, project_id, stage, status, created_at ON payment_receipts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.project_id IS DISTINCT FROM NEW.project_id
    OR OLD.stage IS DISTINCT FROM NEW.stage OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION client_project_version_of_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payment_receipts_client_version_added AFTER INSERT OR DELETE ON payment_receipts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION client_project_version_of_row();
--> statement-breakpoint
-- Clients with projects or receipts before this migration: without a version nothing of theirs is kept.
INSERT INTO client_project_versions (client_id, version)
  SELECT client_id, nextval('client_project_version_seq')
  FROM (SELECT client_id FROM projects UNION SELECT client_id FROM payment_receipts) c;
