import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { approvalItems } from '../../db/schema/approvals.js';

/** Issue 18 Overview: items the client put on hold, waiting for an admin to resolve them. */
export async function countHoldsToResolve(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(approvalItems).where(eq(approvalItems.status, 'Hold'));
  return Number(row?.n ?? 0);
}

/** Issue 18 Overview: released items whose merchant has not been paid yet. */
export async function countPayoutsDue(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(approvalItems)
    .where(
      and(
        eq(approvalItems.status, 'Approved'),
        isNull(approvalItems.payoutId),
        gt(approvalItems.releasedCents, 0),
      ),
    );
  return Number(row?.n ?? 0);
}
