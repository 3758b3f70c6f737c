import {
  type AutoReleaseResult,
  type CompleteItemInput,
  type HoldItemInput,
  type ResolveHoldInput,
  type SessionUser,
  HoldItemInput as HoldItemSchema,
  approvalMessages as m,
  autoReleaseAt,
  refundLines,
  releaseLines,
  serviceFeeCents,
  transitionApproval,
  type ApprovalStatus,
  type ApprovalItemView,
  type CompletableKind,
} from '@reno/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { approvalItems, approvalPhotos, paymentHolds } from '../../db/schema/approvals.js';
import { AppError } from '../../platform/errors.js';
import { fileRecordsByIds } from '../files/files.service.js';
import {
  findService,
  lockService,
  setServiceApprovalStatus,
} from '../operations/service-completion.service.js';
import { findProjectRecord } from '../projects/project-records.service.js';
import { lockProjectRow } from '../projects/projects.service.js';
import {
  ORDER_COMPLETABLE_STATUSES,
  findCompletableOrder,
  lockCompletableOrder,
  markOrderCompleted,
  variationOrderLabel,
} from '../variation-orders/order-completion.service.js';
import { noticeCompleted, noticeHeld, noticeReleased, noticeResolved } from './approval-notices.js';
import {
  type ApprovalItemRow,
  dueForAutoRelease,
  feeBpsOf,
  findItem,
  lockItem,
  lockItemByRef,
  moveItem,
  toItemViews,
} from './approvals.repo.js';
import { postJournal, projectHeldCents } from './escrow-ledger.js';

/**
 * Issue 14: completion, approval, hold, resolution and the automatic release. Every move is one
 * transaction that locks the project row first and then the item (one lock order for all of them),
 * checks the domain's state machine, writes the item, its escrow journal and its notices together.
 */

const conflict = (reason: string) => new AppError('CONFLICT', reason);

async function serviceName(tx: DbOrTx, item: ApprovalItemRow): Promise<string> {
  if (item.kind === 'variation_order') {
    const order = await findCompletableOrder(tx, item.refId);
    return order ? variationOrderLabel(order.services) : 'Variation order';
  }
  return (await findService(tx, item.refId))?.services ?? '';
}

/** Keeps the spec's project-service status in step (§4: Hold, Approved; Accepted = pending approval). */
async function setServiceStatus(tx: DbOrTx, item: ApprovalItemRow, status: 'Accepted' | 'Hold' | 'Approved') {
  if (item.kind === 'service') await setServiceApprovalStatus(tx, item.refId, item.merchantId, status);
}

/** Photos must be images the actor uploaded: nobody attaches someone else's file. */
async function ownPhotos(tx: DbOrTx, actor: SessionUser, fileIds: readonly string[]) {
  const found = await fileRecordsByIds(tx, fileIds);
  for (const id of fileIds) {
    const f = found.get(id);
    if (!f || f.ownerId !== actor._id || !f.mimeType.startsWith('image/'))
      throw new AppError('BAD_REQUEST', 'Please upload the photos again.');
  }
  return [...new Set(fileIds)];
}

async function oneView(tx: DbOrTx, row: ApprovalItemRow): Promise<ApprovalItemView> {
  const [view] = await toItemViews(tx, [row]);
  return view!;
}

/** Merchant: completes one of its project services with photos and a note (issue 14 item 1). */
export async function completeService(
  ctx: AppContext,
  merchant: SessionUser,
  serviceId: string,
  input: CompleteItemInput,
  now: Date = new Date(),
): Promise<ApprovalItemView> {
  const db = ctx.database.db;
  const peek = await findService(db, serviceId);
  if (!peek || peek.merchantId !== merchant._id) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    await lockProjectRow(tx, peek.projectId);
    const service = await lockService(tx, serviceId);
    if (!service || service.merchantId !== merchant._id) throw new AppError('NOT_FOUND');
    const existing = await lockItemByRef(tx, 'service', serviceId);
    const move = transitionApproval((existing?.status as ApprovalStatus | undefined) ?? null, 'complete');
    // Only a service the merchant accepted (and is not on hold) can be completed.
    if (!move.ok || service.status !== 'Accepted') throw conflict(m.notCompletable);
    return completeLocked(ctx, tx, merchant, existing, move.to, input, now, {
      kind: 'service',
      refId: serviceId,
      projectId: service.projectId,
      amountCents: service.amountCents,
      name: service.services,
    });
  });
}

/**
 * The completion itself, once the caller has locked the project, the service or order, and its item:
 * a first completion makes the item; a completion after a rework moves it back to Pending, next round.
 */
async function completeLocked(
  ctx: AppContext,
  tx: DbOrTx,
  merchant: SessionUser,
  existing: ApprovalItemRow | undefined,
  to: ApprovalStatus,
  input: CompleteItemInput,
  now: Date,
  what: { kind: CompletableKind; refId: string; projectId: string; amountCents: number; name: string },
): Promise<ApprovalItemView> {
  const photos = await ownPhotos(tx, merchant, input.photo_file_ids);
  const fields = {
    status: to,
    completedAt: now,
    autoReleaseAt: autoReleaseAt(now),
    completionNote: input.note.trim(),
    amountCents: what.amountCents,
  };
  let item: ApprovalItemRow | undefined;
  if (existing) {
    item = await moveItem(tx, existing.id, 'Rework', { ...fields, round: existing.round + 1 });
  } else {
    [item] = await tx
      .insert(approvalItems)
      .values({
        kind: what.kind,
        refId: what.refId,
        projectId: what.projectId,
        merchantId: merchant._id,
        ...fields,
      })
      .returning();
  }
  if (!item) throw conflict(m.notCompletable);
  await tx
    .insert(approvalPhotos)
    .values(photos.map((fileId) => ({ itemId: item.id, round: item.round, fileId, purpose: 'completion' })));
  await noticeCompleted(ctx, tx, item, what.name);
  return oneView(tx, item);
}

/**
 * Merchant: completes a variation order the admin approved (issue 14 item 1), with photos and a note,
 * exactly as a service: the client approves or holds it, or it is released 7 days later.
 */
export async function completeVariationOrder(
  ctx: AppContext,
  merchant: SessionUser,
  orderId: string,
  input: CompleteItemInput,
  now: Date = new Date(),
): Promise<ApprovalItemView> {
  const db = ctx.database.db;
  const peek = await findCompletableOrder(db, orderId);
  if (!peek || peek.merchantId !== merchant._id) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    await lockProjectRow(tx, peek.projectId);
    const order = await lockCompletableOrder(tx, orderId);
    if (!order || order.merchantId !== merchant._id) throw new AppError('NOT_FOUND');
    const existing = await lockItemByRef(tx, 'variation_order', orderId);
    const move = transitionApproval((existing?.status as ApprovalStatus | undefined) ?? null, 'complete');
    const completable = (ORDER_COMPLETABLE_STATUSES as readonly string[]).includes(order.status);
    if (!move.ok || !completable) throw conflict(m.notCompletable);
    await markOrderCompleted(tx, orderId, now);
    return completeLocked(ctx, tx, merchant, existing, move.to, input, now, {
      kind: 'variation_order',
      refId: orderId,
      projectId: order.projectId,
      amountCents: order.amountCents,
      name: variationOrderLabel(order.services),
    });
  });
}

/** The project of an item, for its client: another client's item answers like a missing one. */
async function clientItem(ctx: AppContext, client: SessionUser, itemId: string) {
  const item = await findItem(ctx.database.db, itemId);
  const project = item ? await findProjectRecord(ctx.database.db, item.projectId) : undefined;
  if (!item || !project || project.clientId !== client._id) throw new AppError('NOT_FOUND');
  return item;
}

type Release = { ok: true; item: ApprovalItemRow } | { ok: false; reason: string };

/**
 * Releases a pending item to its merchant: the escrow must hold its amount (decision 018: money the
 * client has not paid in cannot be released). Used by the client's approval and by the 7-day job.
 */
async function release(
  ctx: AppContext,
  tx: DbOrTx,
  itemId: string,
  projectId: string,
  how: 'client' | 'auto',
  now: Date,
): Promise<Release> {
  await lockProjectRow(tx, projectId);
  const item = await lockItem(tx, itemId);
  if (!item) return { ok: false, reason: m.alreadyDecided };
  const move = transitionApproval(
    item.status as ApprovalStatus,
    how === 'client' ? 'approve' : 'auto_release',
  );
  if (!move.ok) return { ok: false, reason: move.reason };
  if (how === 'auto' && item.autoReleaseAt.getTime() > now.getTime())
    return { ok: false, reason: m.alreadyDecided };
  if ((await projectHeldCents(tx, projectId)) < item.amountCents) return { ok: false, reason: m.notFunded };
  const feeBps = await feeBpsOf(tx, item.merchantId, ctx.config.serviceFeeBps);
  const moved = await moveItem(tx, item.id, 'Pending', {
    status: move.to,
    decidedAt: now,
    decidedBy: how,
    releasedCents: item.amountCents,
    feeCents: serviceFeeCents(item.amountCents, feeBps),
    feeBps,
  });
  if (!moved) return { ok: false, reason: m.alreadyDecided };
  await postJournal(tx, 'release', releaseLines(item.amountCents, feeBps), {
    projectId,
    merchantId: item.merchantId,
    itemId: item.id,
  });
  await setServiceStatus(tx, moved, 'Approved');
  await noticeReleased(ctx, tx, moved, await serviceName(tx, moved), how);
  return { ok: true, item: moved };
}

/** Client: approves a completed item (spec §5 agreement ticked by the schema); final. */
export async function approveItem(
  ctx: AppContext,
  client: SessionUser,
  itemId: string,
): Promise<ApprovalItemView> {
  const peek = await clientItem(ctx, client, itemId);
  return ctx.database.db.transaction(async (tx) => {
    const r = await release(ctx, tx, itemId, peek.projectId, 'client', new Date());
    if (!r.ok) throw conflict(r.reason);
    return oneView(tx, r.item);
  });
}

/** Client: holds a completed item with the issue, a description and photos. */
export async function holdItem(
  ctx: AppContext,
  client: SessionUser,
  itemId: string,
  raw: HoldItemInput,
): Promise<ApprovalItemView> {
  const input = HoldItemSchema.parse(raw);
  const peek = await clientItem(ctx, client, itemId);
  return ctx.database.db.transaction(async (tx) => {
    await lockProjectRow(tx, peek.projectId);
    const item = await lockItem(tx, itemId);
    if (!item) throw new AppError('NOT_FOUND');
    const move = transitionApproval(item.status as ApprovalStatus, 'hold');
    if (!move.ok) throw conflict(move.reason);
    const photos = await ownPhotos(tx, client, input.photo_file_ids);
    const moved = await moveItem(tx, item.id, 'Pending', { status: move.to });
    if (!moved) throw conflict(m.alreadyDecided);
    const [hold] = await tx
      .insert(paymentHolds)
      .values({
        itemId: item.id,
        projectId: item.projectId,
        issueType: input.issue_type,
        clientRemarks: input.client_remarks,
      })
      .returning();
    if (photos.length > 0)
      await tx.insert(approvalPhotos).values(
        photos.map((fileId) => ({
          itemId: item.id,
          holdId: hold!.id,
          round: item.round,
          fileId,
          purpose: 'hold',
        })),
      );
    await setServiceStatus(tx, moved, 'Hold');
    await noticeHeld(ctx, tx, moved, await serviceName(tx, moved), input);
    return oneView(tx, moved);
  });
}

/** Admin: resolves a hold back to the merchant (rework) or by refunding the client. */
export async function resolveHold(
  ctx: AppContext,
  admin: SessionUser,
  itemId: string,
  input: ResolveHoldInput,
): Promise<ApprovalItemView> {
  const peek = await findItem(ctx.database.db, itemId);
  if (!peek) throw new AppError('NOT_FOUND');
  return ctx.database.db.transaction(async (tx) => {
    await lockProjectRow(tx, peek.projectId);
    const item = await lockItem(tx, itemId);
    if (!item) throw new AppError('NOT_FOUND');
    const move = transitionApproval(
      item.status as ApprovalStatus,
      input.outcome === 'rework' ? 'resolve_rework' : 'resolve_refund',
    );
    if (!move.ok) throw conflict(move.reason);
    const [hold] = await tx
      .update(paymentHolds)
      .set({
        outcome: input.outcome,
        resolutionNote: input.note,
        resolvedBy: admin._id,
        resolvedAt: new Date(),
      })
      .where(and(eq(paymentHolds.itemId, item.id), isNull(paymentHolds.outcome)))
      .returning();
    if (!hold) throw conflict(m.notOnHold);
    let moved: ApprovalItemRow | undefined;
    if (input.outcome === 'rework') {
      moved = await moveItem(tx, item.id, 'Hold', { status: move.to });
      if (moved) await setServiceStatus(tx, moved, 'Accepted');
    } else {
      // Only what the client paid in and is still held can go back to them.
      const refund = Math.min(item.amountCents, await projectHeldCents(tx, item.projectId));
      moved = await moveItem(tx, item.id, 'Hold', {
        status: move.to,
        refundedCents: refund,
        decidedAt: new Date(),
        decidedBy: 'admin',
      });
      if (moved)
        await postJournal(tx, 'refund', refundLines(refund), {
          projectId: item.projectId,
          merchantId: item.merchantId,
          itemId: item.id,
        });
    }
    if (!moved) throw conflict(m.notOnHold);
    await noticeResolved(ctx, tx, moved, await serviceName(tx, moved), input.outcome, input.note);
    return oneView(tx, moved);
  });
}

/**
 * The 7-day automatic release (spec §4, §9), run by the scheduled job. Each due item is released in a
 * transaction of its own under the same locks as the client's approval, so an approval at the same
 * moment, or another process's run, makes exactly one release; an unfunded item waits for the next run.
 */
export async function runAutoRelease(
  ctx: AppContext,
  now: Date = new Date(),
  batch = 200,
): Promise<AutoReleaseResult> {
  const due = await dueForAutoRelease(ctx.database.db, now, batch);
  let released = 0;
  let skipped = 0;
  for (const { id } of due) {
    const item = await findItem(ctx.database.db, id);
    if (!item) continue;
    const r = await ctx.database.db.transaction((tx) => release(ctx, tx, id, item.projectId, 'auto', now));
    if (r.ok) released += 1;
    else skipped += 1;
  }
  return { released, skipped };
}

/** Items of a project for the client's approval tabs (spec §2 pending-approval, approved). */
export async function projectItems(
  db: DbOrTx,
  projectId: string,
  tab: 'pending' | 'approved',
  merchantId?: string,
) {
  const statuses = tab === 'pending' ? ['Pending', 'Hold', 'Rework'] : ['Approved', 'Refunded'];
  const rows = await db
    .select()
    .from(approvalItems)
    .where(
      and(
        eq(approvalItems.projectId, projectId),
        inArray(approvalItems.status, statuses),
        merchantId ? eq(approvalItems.merchantId, merchantId) : undefined,
      ),
    );
  return toItemViews(db, rows);
}
