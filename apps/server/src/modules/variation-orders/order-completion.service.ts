import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { variationOrders } from '../../db/schema/variation-orders.js';

/**
 * Issue 14 on variation orders: the approvals module completes, approves and releases an order the
 * admin approved, as it does a project service. These are the order's side of it.
 */
export interface CompletableOrder {
  id: string;
  projectId: string;
  merchantId: string;
  status: string;
  amountCents: number;
  services: string;
}

const fields = {
  id: variationOrders.id,
  projectId: variationOrders.projectId,
  merchantId: variationOrders.merchantId,
  status: variationOrders.status,
  amountCents: variationOrders.amountCents,
  services: variationOrders.services,
};

/** Only a paid order the admin approved (or one completed before, for a rework) is the merchant's to finish. */
export const ORDER_COMPLETABLE_STATUSES = ['Approved', 'Completed'] as const;

export const variationOrderLabel = (services: string) => `Variation order: ${services}`;

export async function findCompletableOrder(
  db: DbOrTx,
  orderId: string,
): Promise<CompletableOrder | undefined> {
  const [row] = await db.select(fields).from(variationOrders).where(eq(variationOrders.id, orderId));
  return row;
}

/** The order, locked for its completion (the approvals transaction holds it until it commits). */
export async function lockCompletableOrder(
  tx: DbOrTx,
  orderId: string,
): Promise<CompletableOrder | undefined> {
  const [row] = await tx
    .select(fields)
    .from(variationOrders)
    .where(eq(variationOrders.id, orderId))
    .for('update');
  return row;
}

/** Spec §4: an approved order becomes Completed when the merchant finishes it. */
export async function markOrderCompleted(tx: DbOrTx, orderId: string, at: Date): Promise<void> {
  await tx
    .update(variationOrders)
    .set({ status: 'Completed', completedAt: at, updatedAt: at })
    .where(
      and(eq(variationOrders.id, orderId), inArray(variationOrders.status, [...ORDER_COMPLETABLE_STATUSES])),
    );
}

/** A merchant's orders on a project that it may complete (or has completed). */
export async function completableOrdersOf(
  db: DbOrTx,
  projectId: string,
  merchantId: string,
): Promise<CompletableOrder[]> {
  return db
    .select(fields)
    .from(variationOrders)
    .where(
      and(
        eq(variationOrders.projectId, projectId),
        eq(variationOrders.merchantId, merchantId),
        inArray(variationOrders.status, [...ORDER_COMPLETABLE_STATUSES]),
      ),
    )
    .orderBy(variationOrders.createdAt);
}

/** The label of each order, for the approval lists. */
export async function orderLabelsByIds(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: variationOrders.id, services: variationOrders.services })
    .from(variationOrders)
    .where(inArray(variationOrders.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, variationOrderLabel(r.services)]));
}
