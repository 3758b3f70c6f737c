import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { variationOrderReceipts, variationOrders } from '../../db/schema/variation-orders.js';

export type VariationOrderRow = typeof variationOrders.$inferSelect;
export type VariationOrderReceiptRow = typeof variationOrderReceipts.$inferSelect;

export async function findOrder(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(variationOrders).where(eq(variationOrders.id, orderId));
  return row;
}

/** The order, locked until the transaction ends: a second tab waits here and then sees the new status. */
export async function lockOrder(tx: DbOrTx, orderId: string) {
  const [row] = await tx.select().from(variationOrders).where(eq(variationOrders.id, orderId)).for('update');
  return row;
}

export async function ordersOfProject(db: DbOrTx, projectId: string, merchantId?: string) {
  return db
    .select()
    .from(variationOrders)
    .where(
      and(
        eq(variationOrders.projectId, projectId),
        merchantId ? eq(variationOrders.merchantId, merchantId) : undefined,
      ),
    )
    .orderBy(desc(variationOrders.createdAt), desc(variationOrders.id));
}

/**
 * Moves an order only from the status the caller read under its lock; nothing when it moved already,
 * so the caller refuses instead of writing twice.
 */
export async function moveOrder(
  tx: DbOrTx,
  orderId: string,
  from: string,
  set: Partial<typeof variationOrders.$inferInsert>,
) {
  const [row] = await tx
    .update(variationOrders)
    .set(set)
    .where(and(eq(variationOrders.id, orderId), eq(variationOrders.status, from)))
    .returning();
  return row;
}

export async function receiptsOfOrders(db: DbOrTx, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(variationOrderReceipts)
    .where(inArray(variationOrderReceipts.variationOrderId, [...orderIds]))
    .orderBy(desc(variationOrderReceipts.createdAt));
}

export async function findOrderReceipt(db: DbOrTx, receiptId: string) {
  const [row] = await db
    .select()
    .from(variationOrderReceipts)
    .where(eq(variationOrderReceipts.id, receiptId));
  return row;
}

export async function decideOrderReceipt(
  tx: DbOrTx,
  receiptId: string,
  decision: { status: 'Approved' | 'Declined'; adminNotes: string; decidedBy: string },
) {
  const [row] = await tx
    .update(variationOrderReceipts)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(variationOrderReceipts.id, receiptId), eq(variationOrderReceipts.status, 'Paid')))
    .returning();
  return row;
}

/** Sums of a merchant's orders in some statuses, with one page of them. */
export async function merchantOrdersPage(
  db: DbOrTx,
  merchantId: string,
  statuses: readonly string[],
  page: number,
  rowsPerPage: number,
) {
  const where = and(
    eq(variationOrders.merchantId, merchantId),
    inArray(variationOrders.status, [...statuses]),
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(variationOrders)
      .where(where)
      .orderBy(desc(variationOrders.updatedAt), desc(variationOrders.id))
      .limit(rowsPerPage)
      .offset((page - 1) * rowsPerPage),
    db
      .select({
        n: sql<string>`count(*)`,
        sum: sql<string>`coalesce(sum(${variationOrders.amountCents}), 0)`,
      })
      .from(variationOrders)
      .where(where),
  ]);
  return { rows, totalCount: Number(totals[0]?.n ?? 0), totalCents: Number(totals[0]?.sum ?? 0) };
}
