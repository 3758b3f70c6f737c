import { sql, type SQL } from 'drizzle-orm';
import { approvalItems, merchantPayouts } from '../../db/schema/approvals.js';

/**
 * Issue 18 item 7: the money going out of the escrow, as rows of the admin's transaction list (same
 * columns as every source). A refund goes back to the project's client; a payout is a bank transfer to
 * a merchant, whose account stands in the "who" column.
 */
export const refundTransactions = (): SQL => sql`
  select 'refund'::text as kind, ${approvalItems.id} as id, ${approvalItems.projectId} as project_id,
    null::text as client_id, null::integer as stage, ${approvalItems.refundedCents} as amount_cents,
    'Refunded'::text as status, null::text as payment_method, null::text as transaction_no,
    coalesce(${approvalItems.decidedAt}, ${approvalItems.updatedAt}) as created_at
  from ${approvalItems} where ${approvalItems.refundedCents} > 0`;

export const payoutTransactions = (): SQL => sql`
  select 'payout'::text as kind, ${merchantPayouts.id} as id, null::text as project_id,
    ${merchantPayouts.merchantId} as client_id, null::integer as stage, ${merchantPayouts.amountCents} as amount_cents,
    'Paid out'::text as status, 'Bank transfer'::text as payment_method,
    ${merchantPayouts.bankReference} as transaction_no, ${merchantPayouts.createdAt} as created_at
  from ${merchantPayouts}`;
