import { sql, type SQL } from 'drizzle-orm';
import { payoutTransactions, refundTransactions } from '../approvals/approval-transactions.source.js';
import { progressivePaymentTransactions } from '../payments/payment-transactions.source.js';
import { variationOrderTransactions } from '../variation-orders/order-transactions.source.js';

/**
 * Issue 18 item 7: THE one place the admin's transaction list is assembled. Each source is a select
 * from the module that owns the money, answering the same columns in the same order:
 *   kind, id, project_id, client_id, stage, amount_cents, status, payment_method, transaction_no, created_at
 * (kind one of TRANSACTION_KINDS in the domain). To list variation order payments, refunds or payouts,
 * export such a select from their module and add it here; the list, filters and CSV follow.
 */
export const transactionSources: (() => SQL)[] = [
  progressivePaymentTransactions,
  variationOrderTransactions,
  refundTransactions,
  payoutTransactions,
];

/** Every source as one relation `t`, for the list and the export to filter, sort and page. */
export const allTransactions = (): SQL =>
  sql`(${sql.join(
    transactionSources.map((source) => source()),
    sql` union all `,
  )}) as t`;
