import type { ApprovalItemView, ApprovalStatus, CompletableKind, PaymentHoldView } from '@reno/domain';
import { orderLabelsByIds } from '../variation-orders/order-completion.service.js';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  approvalItems,
  approvalPhotos,
  merchantServiceFees,
  paymentHolds,
} from '../../db/schema/approvals.js';
import { fileResourceURI } from '../files/files.service.js';
import { merchantCompaniesByIds } from '../merchants/merchants.service.js';
import { servicesOfProjects } from '../operations/project-services.service.js';
import { projectRecordsByIds } from '../projects/project-records.service.js';

export type ApprovalItemRow = typeof approvalItems.$inferSelect;

/** Locks the item for its transition; the caller has locked the project row first (one lock order). */
export async function lockItem(tx: DbOrTx, itemId: string): Promise<ApprovalItemRow | undefined> {
  const [row] = await tx.select().from(approvalItems).where(eq(approvalItems.id, itemId)).for('update');
  return row;
}

export async function lockItemByRef(tx: DbOrTx, kind: CompletableKind, refId: string) {
  const [row] = await tx
    .select()
    .from(approvalItems)
    .where(and(eq(approvalItems.kind, kind), eq(approvalItems.refId, refId)))
    .for('update');
  return row;
}

export async function findItem(db: DbOrTx, itemId: string): Promise<ApprovalItemRow | undefined> {
  const [row] = await db.select().from(approvalItems).where(eq(approvalItems.id, itemId)).limit(1);
  return row;
}

/** A conditional move: changes the row only if it is still in `from` (the lock makes this belt and braces). */
export async function moveItem(
  tx: DbOrTx,
  itemId: string,
  from: ApprovalStatus,
  set: Partial<typeof approvalItems.$inferInsert>,
): Promise<ApprovalItemRow | undefined> {
  const [row] = await tx
    .update(approvalItems)
    .set(set)
    .where(and(eq(approvalItems.id, itemId), eq(approvalItems.status, from)))
    .returning();
  return row;
}

export async function feeBpsOf(db: DbOrTx, merchantId: string, fallback: number): Promise<number> {
  const [row] = await db
    .select({ feeBps: merchantServiceFees.feeBps })
    .from(merchantServiceFees)
    .where(eq(merchantServiceFees.merchantId, merchantId));
  return row?.feeBps ?? fallback;
}

export async function setFeeBps(db: DbOrTx, merchantId: string, feeBps: number) {
  await db
    .insert(merchantServiceFees)
    .values({ merchantId, feeBps })
    .onConflictDoUpdate({ target: merchantServiceFees.merchantId, set: { feeBps, updatedAt: new Date() } });
}

export async function itemsWhere(db: DbOrTx, where: ReturnType<typeof and>, limit = 500) {
  return db.select().from(approvalItems).where(where).orderBy(desc(approvalItems.completedAt)).limit(limit);
}

/** Views of these items: photos, latest hold, names; a fixed number of queries whatever the count. */
export async function toItemViews(db: DbOrTx, rows: readonly ApprovalItemRow[]): Promise<ApprovalItemView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One after another: inside a transaction they share one connection.
  const photos = await db
    .select()
    .from(approvalPhotos)
    .where(inArray(approvalPhotos.itemId, ids))
    .orderBy(asc(approvalPhotos.createdAt));
  const holds = await db
    .select()
    .from(paymentHolds)
    .where(inArray(paymentHolds.itemId, ids))
    .orderBy(desc(paymentHolds.createdAt));
  const projectIds = [...new Set(rows.map((r) => r.projectId))];
  const names = await projectRecordsByIds(db, projectIds);
  const companies = await merchantCompaniesByIds(
    db,
    rows.map((r) => r.merchantId),
  );
  const services = await servicesOfProjects(db, projectIds);
  const serviceName = new Map(services.map((s) => [s.id, s.services]));
  const orderIds = rows.filter((r) => r.kind === 'variation_order').map((r) => r.refId);
  for (const [id, label] of await orderLabelsByIds(db, orderIds)) serviceName.set(id, label);
  const photo = (p: typeof approvalPhotos.$inferSelect) => ({
    _id: p.fileId,
    url: fileResourceURI(p.fileId),
  });
  return rows.map((r) => {
    const hold = holds.find((h) => h.itemId === r.id);
    const holdView: PaymentHoldView | null = hold
      ? {
          _id: hold.id,
          issue_type: hold.issueType,
          client_remarks: hold.clientRemarks,
          created: hold.createdAt.toISOString(),
          images: photos.filter((p) => p.holdId === hold.id).map(photo),
          outcome: (hold.outcome as 'rework' | 'refund' | null) ?? null,
          resolution_note: hold.resolutionNote,
          resolved_at: hold.resolvedAt?.toISOString() ?? null,
        }
      : null;
    return {
      _id: r.id,
      kind: r.kind as CompletableKind,
      ref_id: r.refId,
      project_id: r.projectId,
      project_name: names.get(r.projectId)?.name ?? '',
      services: serviceName.get(r.refId) ?? (r.kind === 'variation_order' ? 'Variation order' : ''),
      merchant_id: r.merchantId,
      merchant_name: companies.get(r.merchantId)?.company_name ?? '',
      amount_cents: r.amountCents,
      status: r.status as ApprovalStatus,
      completed_at: r.completedAt.toISOString(),
      auto_release_at: r.autoReleaseAt.toISOString(),
      completion_note: r.completionNote,
      completion_photos: photos.filter((p) => p.purpose === 'completion' && p.round === r.round).map(photo),
      decided_at: r.decidedAt?.toISOString() ?? null,
      decided_by: (r.decidedBy as 'client' | 'auto' | 'admin' | null) ?? null,
      released_cents: r.releasedCents,
      fee_cents: r.feeCents,
      net_cents: r.releasedCents - r.feeCents,
      refunded_cents: r.refundedCents,
      paid_out: r.payoutId !== null,
      hold: holdView,
    };
  });
}

export const dueForAutoRelease = (db: DbOrTx, now: Date, limit: number) =>
  db
    .select({ id: approvalItems.id })
    .from(approvalItems)
    .where(
      and(eq(approvalItems.status, 'Pending'), sql`${approvalItems.autoReleaseAt} <= ${now.toISOString()}`),
    )
    .orderBy(asc(approvalItems.autoReleaseAt))
    .limit(limit);
