import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';
import { files } from './files.js';
import { projectServices } from './operations.js';
import { projects } from './projects.js';

/** One line of an order, as stored (spec §3 area[], items[], quantity[], description_of_work[], price[]). */
export interface VariationOrderLineRecord {
  area: string;
  items: string;
  quantity: number;
  description_of_work: string;
  /** Per unit. */
  price_cents: number;
  unit: string;
  wastage_percent: number;
  required_time_days: number;
  warranty_days: number;
  competitor_price: number;
}

/**
 * Spec §3 "Variation order" (issue 13): one service category of a project, its merchant, its lines
 * and its state (packages/domain transitionVariationOrder). `amount_cents` is always the domain's sum
 * of the lines, written by the server. Accepting takes an invoice number from the same gapless
 * `document_numbers` series as the progressive invoices. Every move is a conditional UPDATE on status.
 */
export const variationOrders = pgTable(
  'variation_orders',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    projectServiceId: text('project_service_id')
      .notNull()
      .references(() => projectServices.id, { onDelete: 'restrict' }),
    services: text('services').notNull(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** client (request-more) or merchant (add-on). */
    origin: text('origin').notNull(),
    status: text('status').notNull().default('Pending'),
    isPriced: boolean('is_priced').notNull().default(false),
    lines: jsonb('lines').$type<VariationOrderLineRecord[]>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    declineReason: text('decline_reason'),
    invoiceNo: integer('invoice_no').unique(),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('variation_orders_project_idx').on(t.projectId, t.createdAt),
    index('variation_orders_merchant_idx').on(t.merchantId, t.status),
    index('variation_orders_client_idx').on(t.clientId),
    index('variation_orders_service_idx').on(t.projectServiceId),
    check('variation_orders_amount_nonnegative', sql`${t.amountCents} >= 0`),
    check('variation_orders_origin_valid', sql`${t.origin} in ('client', 'merchant')`),
    check(
      'variation_orders_status_valid',
      sql`${t.status} in ('Pending', 'Declined', 'Rejected', 'Payment', 'Paid', 'Approved', 'Completed')`,
    ),
    // An accepted order always has its invoice; one never accepted never has one.
    check(
      'variation_orders_invoice_matches_status',
      sql`(${t.invoiceNo} is null) = (${t.status} in ('Pending', 'Declined', 'Rejected'))`,
    ),
  ],
);

/**
 * Spec §3 "Receipt" and "Payment status" of a variation order: the PayNow receipt the client sent and
 * the admin's decision, reviewed in the same admin payment review as the progressive receipts.
 */
export const variationOrderReceipts = pgTable(
  'variation_order_receipts',
  {
    id: id(),
    variationOrderId: text('variation_order_id')
      .notNull()
      .references(() => variationOrders.id, { onDelete: 'restrict' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentMethod: text('payment_method').notNull().default('PayNow'),
    transactionNo: text('transaction_no').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    receiptFileId: text('receipt_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    /** Paid (waiting for the admin), Approved, Declined. */
    status: text('status').notNull().default('Paid'),
    adminNotes: text('admin_notes').notNull(),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('variation_order_receipts_one_waiting')
      .on(t.variationOrderId)
      .where(sql`status = 'Paid'`),
    uniqueIndex('variation_order_receipts_one_approved')
      .on(t.variationOrderId)
      .where(sql`status = 'Approved'`),
    index('variation_order_receipts_created_idx').on(t.createdAt),
    index('variation_order_receipts_project_idx').on(t.projectId),
    index('variation_order_receipts_client_idx').on(t.clientId),
    index('variation_order_receipts_file_idx').on(t.receiptFileId),
    check('variation_order_receipts_status_valid', sql`${t.status} in ('Paid', 'Approved', 'Declined')`),
    check('variation_order_receipts_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'variation_order_receipts_decision_complete',
      sql`(${t.status} = 'Paid') = (${t.decidedAt} is null)`,
    ),
  ],
);
