import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentReceipts } from '../../db/schema/payments.js';

/**
 * Whether the client has any approved payment (spec "Vouchers (client)": "If the client has no approved
 * payment, a promo banner replaces the content"). The deposit is the first payment a client can make,
 * so an approved payment means the deposit was approved.
 */
export async function hasApprovedPayment(db: DbOrTx, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentReceipts.id })
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.clientId, clientId), eq(paymentReceipts.status, 'Approved')))
    .limit(1);
  return Boolean(row);
}
