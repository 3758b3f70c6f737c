import { sql, type SQL } from 'drizzle-orm';
import { paymentReceipts } from '../../db/schema/payments.js';

/**
 * Issue 18 item 7: the progressive payments (every receipt a client submitted, with the admin's
 * decision) as rows of the admin's transaction list, in the columns every transaction source answers:
 * kind, id, project_id, client_id, stage, amount_cents, status, payment_method, transaction_no, created_at.
 */
export const progressivePaymentTransactions = (): SQL => sql`
  select 'progressive_payment'::text as kind, ${paymentReceipts.id} as id, ${paymentReceipts.projectId} as project_id,
    ${paymentReceipts.clientId} as client_id, ${paymentReceipts.stage} as stage,
    ${paymentReceipts.amountClaimedCents} as amount_cents, ${paymentReceipts.status} as status,
    ${paymentReceipts.paymentMethod} as payment_method, ${paymentReceipts.transactionNo} as transaction_no,
    ${paymentReceipts.createdAt} as created_at
  from ${paymentReceipts}`;
