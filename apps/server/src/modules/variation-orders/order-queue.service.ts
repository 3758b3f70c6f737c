import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { variationOrderReceipts } from '../../db/schema/variation-orders.js';

/** Issue 18 Overview: variation order receipts sent ("Paid") and waiting for an admin's review. */
export async function countOrderReceiptsToReview(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(variationOrderReceipts)
    .where(eq(variationOrderReceipts.status, 'Paid'));
  return Number(row?.n ?? 0);
}
