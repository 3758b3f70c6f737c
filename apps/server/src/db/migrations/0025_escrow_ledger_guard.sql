-- Issue 14: the escrow ledger is append-only (no UPDATE, no DELETE), and a journal's lines add up to
-- zero: checked when the transaction commits, so the lines of one journal may be inserted one by one.
CREATE OR REPLACE FUNCTION escrow_entries_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'escrow_entries is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER escrow_entries_no_change BEFORE UPDATE OR DELETE ON escrow_entries
  FOR EACH ROW EXECUTE FUNCTION escrow_entries_append_only();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION escrow_journal_balances() RETURNS trigger AS $$
BEGIN
  IF (SELECT coalesce(sum(amount_cents), 0) FROM escrow_entries WHERE journal_id = NEW.journal_id) <> 0 THEN
    RAISE EXCEPTION 'escrow journal % does not balance', NEW.journal_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER escrow_entries_balanced AFTER INSERT ON escrow_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION escrow_journal_balances();
--> statement-breakpoint
-- Client payments approved before the ledger existed enter it once, as the review now posts them.
INSERT INTO escrow_entries (id, journal_id, kind, account, amount_cents, project_id, source_id)
SELECT md5(r.id || ':client_payments'), md5(r.id), 'payment_in', 'client_payments', -i.amount_cents, r.project_id, r.id
FROM payment_receipts r JOIN progressive_invoices i ON i.id = r.invoice_id
WHERE r.status = 'Approved' AND i.amount_cents > 0;
--> statement-breakpoint
INSERT INTO escrow_entries (id, journal_id, kind, account, amount_cents, project_id, source_id)
SELECT md5(r.id || ':escrow_held'), md5(r.id), 'payment_in', 'escrow_held', i.amount_cents, r.project_id, r.id
FROM payment_receipts r JOIN progressive_invoices i ON i.id = r.invoice_id
WHERE r.status = 'Approved' AND i.amount_cents > 0;
