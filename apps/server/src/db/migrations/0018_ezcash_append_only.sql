-- Issue 16: the EZcash ledger is append-only. A row's amount, sign, status, category, owner, text and
-- key never change once written; only the foreign keys' own ON DELETE SET NULL (a deleted project or
-- admin) may touch project_id and created_by.
CREATE OR REPLACE FUNCTION ezcash_transactions_append_only() RETURNS trigger AS $$
BEGIN
  IF (NEW.id, NEW.client_id, NEW.ezcash_amount, NEW.approval_status, NEW.ezcash_category, NEW.operator,
      NEW.ezcash_info, NEW.source_ref, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.client_id, OLD.ezcash_amount, OLD.approval_status, OLD.ezcash_category, OLD.operator,
      OLD.ezcash_info, OLD.source_ref, OLD.created_at) THEN
    RAISE EXCEPTION 'ezcash_transactions is append-only';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ezcash_transactions_no_update BEFORE UPDATE ON ezcash_transactions
  FOR EACH ROW EXECUTE FUNCTION ezcash_transactions_append_only();
