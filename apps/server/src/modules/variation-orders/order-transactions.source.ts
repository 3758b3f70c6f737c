import { sql, type SQL } from 'drizzle-orm';
import { variationOrderReceipts } from '../../db/schema/variation-orders.js';

/**
 * Issue 18 item 7: variation order payments (every PayNow receipt a client sent for an order, with the
 * admin's decision) as rows of the admin's transaction list, in the columns every source answers.
 */
export const variationOrderTransactions = (): SQL => sql`
  select 'variation_order'::text as kind, ${variationOrderReceipts.id} as id,
    ${variationOrderReceipts.projectId} as project_id, ${variationOrderReceipts.clientId} as client_id,
    null::integer as stage, ${variationOrderReceipts.amountCents} as amount_cents,
    ${variationOrderReceipts.status} as status, ${variationOrderReceipts.paymentMethod} as payment_method,
    ${variationOrderReceipts.transactionNo} as transaction_no, ${variationOrderReceipts.createdAt} as created_at
  from ${variationOrderReceipts}`;
