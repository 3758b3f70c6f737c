import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectServices } from '../../db/schema/operations.js';

/**
 * Issue 14: what the approvals module needs of a project service: read and lock it for a completion,
 * and keep its spec §4 status (Accepted = pending approval, Hold, Approved) in step with the approval.
 */
export type CompletableService = typeof projectServices.$inferSelect;

export async function findService(db: DbOrTx, serviceId: string): Promise<CompletableService | undefined> {
  const [row] = await db.select().from(projectServices).where(eq(projectServices.id, serviceId)).limit(1);
  return row;
}

export async function lockService(tx: DbOrTx, serviceId: string): Promise<CompletableService | undefined> {
  const [row] = await tx
    .select()
    .from(projectServices)
    .where(eq(projectServices.id, serviceId))
    .for('update');
  return row;
}

export async function setServiceApprovalStatus(
  tx: DbOrTx,
  serviceId: string,
  merchantId: string,
  status: 'Accepted' | 'Hold' | 'Approved',
): Promise<void> {
  await tx
    .update(projectServices)
    .set({ status, statusDate: new Date() })
    .where(and(eq(projectServices.id, serviceId), eq(projectServices.merchantId, merchantId)));
}
