import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentReceipts } from '../../db/schema/payments.js';

/** Issue 18 Overview: receipts submitted ("Paid") and waiting for an admin's review. */
export async function countReceiptsToReview(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentReceipts)
    .where(eq(paymentReceipts.status, 'Paid'));
  return Number(row?.n ?? 0);
}
