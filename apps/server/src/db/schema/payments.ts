import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';
import { files } from './files.js';
import { projects } from './projects.js';

/**
 * Spec §3 "Invoice" of type Progressive Payment, one per project and stage (1 to 5), with the stage's
 * state (spec §4): Unpaid → Paid (receipt waits for the admin) → Approved, or Declined → Paid again.
 * The amount due is fixed in cents when the invoice is issued. Every reference restricts deletes: a
 * project, client or invoice with money recorded against it cannot vanish and take the payments along.
 */
export const progressiveInvoices = pgTable(
  'progressive_invoices',
  {
    id: id(),
    /**
     * Feeds the printed invoice number (INV-000123). Taken from the invoice series of
     * `document_numbers` in the issuing transaction, so the series has no gaps (issue 17).
     */
    invoiceNo: integer('invoice_no').notNull().unique(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    stage: integer('stage').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Unpaid, Paid, Approved, Declined. */
    status: text('status').notNull().default('Unpaid'),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }).notNull().defaultNow(),
    paidDate: timestamp('paid_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One invoice per stage: a stage can never be issued, and so never paid, twice.
    uniqueIndex('progressive_invoices_project_stage_unique').on(t.projectId, t.stage),
    index('progressive_invoices_client_idx').on(t.clientId),
    check('progressive_invoices_stage_range', sql`${t.stage} between 1 and 5`),
    check('progressive_invoices_amount_nonnegative', sql`${t.amountCents} >= 0`),
    check(
      'progressive_invoices_status_valid',
      sql`${t.status} in ('Unpaid', 'Paid', 'Approved', 'Declined')`,
    ),
  ],
);

/**
 * Spec §3 "Receipt" and "Payment status" in one row: what the client submitted for an invoice (method,
 * transaction number, the amount they say they paid, the receipt image) and the admin's decision on it.
 * A declined receipt stays as history; paying again adds a new row.
 */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: id(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => progressiveInvoices.id, { onDelete: 'restrict' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    stage: integer('stage').notNull(),
    paymentMethod: text('payment_method').notNull().default('PayNow'),
    transactionNo: text('transaction_no').notNull(),
    amountClaimedCents: bigint('amount_claimed_cents', { mode: 'number' }).notNull(),
    receiptFileId: text('receipt_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    /** Paid (waiting for the admin), Approved, Declined. */
    status: text('status').notNull().default('Paid'),
    adminNotes: text('admin_notes').notNull(),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    // Issue 19 (decision 026): copies of the project's name and the client's name and e-mail, kept by
    // triggers (migration 0027) on insert and whenever a project or user is renamed, so the admin
    // review searches and shows them from this table alone. The application never writes them.
    projectName: text('project_name').notNull().default(''),
    clientName: text('client_name').notNull().default(''),
    clientEmail: text('client_email').notNull().default(''),
  },
  (t) => [
    // At most one receipt waiting and one approved per invoice, whatever the application does.
    uniqueIndex('payment_receipts_one_waiting')
      .on(t.invoiceId)
      .where(sql`status = 'Paid'`),
    uniqueIndex('payment_receipts_one_approved')
      .on(t.invoiceId)
      .where(sql`status = 'Approved'`),
    // The review's order (newest first, then id), carrying what its filters and searches read, so a
    // search walks the index alone (decision 026).
    index('payment_receipts_review_idx').on(
      t.createdAt,
      t.id,
      t.status,
      t.projectName,
      t.clientName,
      t.clientEmail,
    ),
    index('payment_receipts_project_idx').on(t.projectId),
    // Issue 19: the admin review's client filter and the dashboard's phase text read by client; the
    // foreign keys are indexed so joins and deletes of invoices and files do not scan the table.
    index('payment_receipts_client_idx').on(t.clientId, t.createdAt),
    index('payment_receipts_invoice_idx').on(t.invoiceId),
    index('payment_receipts_receipt_file_idx').on(t.receiptFileId),
    // The review's text searches (`ilike '%…%'`) when the text is rare; a common one walks
    // payment_receipts_review_idx newest first and stops at the page's end.
    index('payment_receipts_project_name_trgm_idx').using('gin', sql`${t.projectName} gin_trgm_ops`),
    index('payment_receipts_client_name_trgm_idx').using('gin', sql`${t.clientName} gin_trgm_ops`),
    index('payment_receipts_client_email_trgm_idx').using('gin', sql`${t.clientEmail} gin_trgm_ops`),
    check('payment_receipts_status_valid', sql`${t.status} in ('Paid', 'Approved', 'Declined')`),
    check('payment_receipts_amount_positive', sql`${t.amountClaimedCents} > 0`),
    check('payment_receipts_decision_complete', sql`(${t.status} = 'Paid') = (${t.decidedAt} is null)`),
  ],
);
