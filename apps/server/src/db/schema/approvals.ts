import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';
import { files } from './files.js';
import { projects } from './projects.js';

/**
 * Issue 14: what a merchant completed and the client approves or holds: a project service (kind
 * 'service', ref_id = project_services.id) or, later, a variation order (kind 'variation_order'). One row
 * per item; a completion after a hold's rework moves the same row back to Pending. Every move is a
 * conditional UPDATE on `status` inside the transaction that writes its escrow journal.
 */
export const approvalItems = pgTable(
  'approval_items',
  {
    id: id(),
    kind: text('kind').notNull(),
    refId: text('ref_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** What the client pays for it (the service's share of the quotation), fixed at completion. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Pending, Hold, Rework, Approved, Refunded (packages/domain ApprovalStatus). */
    status: text('status').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    autoReleaseAt: timestamp('auto_release_at', { withTimezone: true }).notNull(),
    completionNote: text('completion_note').notNull(),
    /** The completion round: 1, then one more per rework. Photos carry the round they belong to. */
    round: integer('round').notNull().default(1),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** client, auto (the 7-day job) or admin (a refund). */
    decidedBy: text('decided_by'),
    releasedCents: bigint('released_cents', { mode: 'number' }).notNull().default(0),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull().default(0),
    feeBps: integer('fee_bps'),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    payoutId: text('payout_id').references(() => merchantPayouts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('approval_items_ref_unique').on(t.kind, t.refId),
    index('approval_items_project_idx').on(t.projectId, t.status),
    index('approval_items_merchant_idx').on(t.merchantId, t.status),
    // The automatic release scans only what may be due.
    index('approval_items_due_idx')
      .on(t.autoReleaseAt)
      .where(sql`status = 'Pending'`),
    check('approval_items_kind_valid', sql`${t.kind} in ('service', 'variation_order')`),
    check(
      'approval_items_status_valid',
      sql`${t.status} in ('Pending', 'Hold', 'Rework', 'Approved', 'Refunded')`,
    ),
    check(
      'approval_items_amounts_nonnegative',
      sql`${t.amountCents} >= 0 and ${t.feeCents} >= 0 and ${t.refundedCents} >= 0`,
    ),
    // Released only when approved, never more than the item; the fee never more than the release.
    check(
      'approval_items_release_bounded',
      sql`${t.releasedCents} between 0 and ${t.amountCents} and ${t.feeCents} <= ${t.releasedCents} and (${t.releasedCents} = 0 or ${t.status} = 'Approved')`,
    ),
    check('approval_items_refund_bounded', sql`${t.refundedCents} <= ${t.amountCents}`),
    // A payout only ever covers a released item.
    check('approval_items_payout_after_release', sql`${t.payoutId} is null or ${t.status} = 'Approved'`),
  ],
);

/** Completion photos (merchant) and hold photos (client). */
export const approvalPhotos = pgTable(
  'approval_photos',
  {
    id: id(),
    itemId: text('item_id')
      .notNull()
      .references(() => approvalItems.id, { onDelete: 'cascade' }),
    holdId: text('hold_id').references(() => paymentHolds.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    /** completion or hold. */
    purpose: text('purpose').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('approval_photos_item_idx').on(t.itemId),
    index('approval_photos_file_idx').on(t.fileId),
    check('approval_photos_purpose_valid', sql`${t.purpose} in ('completion', 'hold')`),
  ],
);

/** Spec §3 "Payment hold: project_id, servicesId, issue_type, client_remarks, created, images[]", with the admin's resolution. */
export const paymentHolds = pgTable(
  'payment_holds',
  {
    id: id(),
    itemId: text('item_id')
      .notNull()
      .references(() => approvalItems.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    issueType: text('issue_type').notNull(),
    clientRemarks: text('client_remarks').notNull(),
    /** rework or refund, once an admin resolved it. */
    outcome: text('outcome'),
    resolutionNote: text('resolution_note'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_holds_item_idx').on(t.itemId, t.createdAt),
    // One open hold per item at a time, whatever the application does.
    uniqueIndex('payment_holds_one_open')
      .on(t.itemId)
      .where(sql`outcome is null`),
    check('payment_holds_outcome_valid', sql`${t.outcome} is null or ${t.outcome} in ('rework', 'refund')`),
  ],
);

/** A transfer an admin made to a merchant's bank for its released items (issue 14 item 5). */
export const merchantPayouts = pgTable(
  'merchant_payouts',
  {
    id: id(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    bankReference: text('bank_reference').notNull(),
    transferDate: date('transfer_date', { mode: 'string' }).notNull(),
    receiptFileId: text('receipt_file_id').references(() => files.id, { onDelete: 'restrict' }),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('merchant_payouts_merchant_idx').on(t.merchantId, t.createdAt),
    check('merchant_payouts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Issue 14 item 6: the escrow's double-entry ledger (packages/domain escrow.ts). Append-only; the lines
 * of one journal share `journal_id` and add up to zero. A client payment is posted once per receipt
 * (unique index), whichever path posts it.
 */
export const escrowEntries = pgTable(
  'escrow_entries',
  {
    id: id(),
    journalId: text('journal_id').notNull(),
    kind: text('kind').notNull(),
    account: text('account').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    merchantId: text('merchant_id').references(() => users.id, { onDelete: 'restrict' }),
    itemId: text('item_id').references(() => approvalItems.id, { onDelete: 'restrict' }),
    payoutId: text('payout_id').references(() => merchantPayouts.id, { onDelete: 'restrict' }),
    /** The payment receipt (or, later, variation order payment) a payment_in journal records. */
    sourceId: text('source_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('escrow_entries_project_idx').on(t.projectId, t.account),
    index('escrow_entries_merchant_idx').on(t.merchantId, t.account),
    index('escrow_entries_journal_idx').on(t.journalId),
    uniqueIndex('escrow_entries_payment_once')
      .on(t.sourceId, t.account)
      .where(sql`kind = 'payment_in'`),
    check('escrow_entries_kind_valid', sql`${t.kind} in ('payment_in', 'release', 'refund', 'payout')`),
    check(
      'escrow_entries_account_valid',
      sql`${t.account} in ('client_payments', 'escrow_held', 'merchant_payable', 'platform_fees', 'client_refunds', 'merchant_paid')`,
    ),
  ],
);

/** The service fee of one merchant, when it differs from SERVICE_FEE_BPS. */
export const merchantServiceFees = pgTable('merchant_service_fees', {
  merchantId: text('merchant_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  feeBps: integer('fee_bps').notNull(),
  updatedAt: updatedAt(),
});

/** Spec §3 "Merchant review: agenda, comment, created_on, date, merchant_id, modified_on, new_review, project_id, rating". */
export const merchantReviews = pgTable(
  'merchant_reviews',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agenda: text('agenda').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdOn: createdAt(),
    modifiedOn: updatedAt(),
  },
  (t) => [
    uniqueIndex('merchant_reviews_once').on(t.projectId, t.merchantId),
    check('merchant_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
