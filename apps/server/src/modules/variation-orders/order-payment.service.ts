import { recordClientPaymentIn } from '../approvals/escrow-ledger.js';
import {
  type AdminPaymentReviewPage,
  type AdminPaymentReviewQuery,
  type PaymentReview,
  type PaymentStatusValue,
  type SessionUser,
  type SubmittedReceipt,
  type VariationOrderReceipt,
  formatInvoiceNumber,
  formatSgd,
  paymentMessages as pm,
  variationOrderMessages as m,
} from '@reno/domain';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { variationOrderReceipts, variationOrders } from '../../db/schema/variation-orders.js';
import { AppError } from '../../platform/errors.js';
import { countUpTo } from '../../platform/list-query.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { userIdsMatching, userNamesByIds } from '../accounts/client-search.service.js';
import { findReadableFile } from '../files/files.service.js';
import { notifyAdmins, notifyUser } from '../notifications/notifications.service.js';
import { projectForViewer } from '../operations/project-access.js';
import { projectIdsNamedLike } from '../projects/project-lookup.service.js';
import { projectNamesByIds } from '../projects/projects.service.js';
import { allow, clientName } from './client-orders.service.js';
import { assertOrderOf, clientOrdersLink } from './variation-order-support.js';
import {
  decideOrderReceipt,
  findOrderReceipt,
  lockOrder,
  moveOrder,
  type VariationOrderReceiptRow,
  type VariationOrderRow,
} from './variation-orders.repo.js';

const receiptRequired = () =>
  new AppError('BAD_REQUEST', m.receiptRequired, [{ field: 'receiptFileId', message: m.receiptRequired }]);

/**
 * PayNow for an accepted order (spec §4 "After paying, status becomes Paid and a payment-status record
 * is created"): the receipt of the order's amount, waiting for the admin, in one transaction with the
 * order moved from Payment to Paid. A double submission waits on the order's lock and is refused.
 */
export async function payClientOrder(
  ctx: AppContext,
  client: SessionUser,
  projectId: string,
  orderId: string,
  input: VariationOrderReceipt,
): Promise<SubmittedReceipt> {
  const db = ctx.database.db;
  const project = await projectForViewer(db, client, projectId);
  const file = await findReadableFile(db, client, input.receiptFileId).catch(() => {
    throw receiptRequired();
  });
  if (file.category !== 'payment_receipt' || !file.mimeType.startsWith('image/')) throw receiptRequired();
  const who = await clientName(db, client._id);
  return db.transaction(async (tx) => {
    const order = assertOrderOf(await lockOrder(tx, orderId), client, project.id);
    allow(order, 'clientPay');
    const moved = await moveOrder(tx, order.id, 'Payment', { status: 'Paid', paidAt: new Date() });
    if (!moved || order.invoiceNo === null) throw new AppError('CONFLICT', pm.awaitingApproval);
    const [receipt] = await tx
      .insert(variationOrderReceipts)
      .values({
        variationOrderId: order.id,
        projectId: order.projectId,
        clientId: client._id,
        paymentMethod: 'PayNow',
        transactionNo: input.transactionNo,
        amountCents: order.amountCents,
        receiptFileId: file.id,
        status: 'Paid',
        adminNotes: pm.needAdminApprove,
      })
      .returning();
    if (!receipt) throw new AppError('INTERNAL', pm.createReceiptFailed);
    const invoiceNumber = formatInvoiceNumber(order.invoiceNo);
    await notifyAdmins(tx, {
      action: 'variation_order_receipt',
      content: `${who.name} submitted a PayNow receipt of ${formatSgd(order.amountCents)} for variation order ${invoiceNumber} (${order.services}) of ${project.name}.`,
      clientId: client._id,
      projectId: order.projectId,
    });
    await enqueueEmail(
      tx,
      {
        emails: ctx.config.adminNotifyEmails,
        template_name: 'admin_variation_order_receipt',
        subject: 'Variation Order Receipt Submitted',
        data: {
          client_name: who.name || who.email,
          client_email: who.email,
          project_name: project.name,
          services: order.services,
          invoice_number: invoiceNumber,
          amount: formatSgd(order.amountCents),
          transaction_no: input.transactionNo,
          link: `${ctx.config.publicUrl.replace(/\/$/, '')}/admin/payments`,
        },
      },
      { publicUrl: ctx.config.publicUrl },
    );
    return {
      receipt_id: receipt.id,
      invoice_number: invoiceNumber,
      stage: 0,
      status: 'Paid',
      admin_notes: receipt.adminNotes,
    };
  });
}

/**
 * Issue 13 hook for the escrow ledger (issue 14): called inside the admin's approval transaction,
 * with the order already Approved, exactly once per order. Today it tells the merchant the work is
 * paid for; the lead adds the escrow credit here when the approvals module is merged.
 */
export async function onVariationOrderPaymentApproved(
  tx: Tx,
  order: VariationOrderRow,
  receipt: VariationOrderReceiptRow,
): Promise<void> {
  // Issue 14: the order's payment is held in the escrow like a progressive one, in the same transaction.
  await recordClientPaymentIn(tx, {
    projectId: order.projectId,
    sourceId: receipt.id,
    amountCents: receipt.amountCents,
  });
  await notifyUser(tx, order.merchantId, {
    action: 'variation_order_paid',
    content: `The client's payment of ${formatSgd(receipt.amountCents)} for the variation order (${order.services}) is approved. You can start the work.`,
    projectId: order.projectId,
  });
}

export const isVariationOrderReceipt = async (db: DbOrTx, receiptId: string) =>
  (await findOrderReceipt(db, receiptId)) !== undefined;

/**
 * The admin's decision on a variation order receipt, as on a progressive one: order and receipt are
 * locked and moved only from Paid, so of two admins exactly one decides. A declined payment puts the
 * order back to Payment for the client to pay again.
 */
export async function reviewVariationOrderPayment(
  ctx: AppContext,
  admin: SessionUser,
  receiptId: string,
  review: PaymentReview,
): Promise<{ status: PaymentStatusValue; next_invoice_number: null }> {
  const db = ctx.database.db;
  const peek = await findOrderReceipt(db, receiptId);
  if (!peek) throw new AppError('NOT_FOUND');
  const client = await clientName(db, peek.clientId);
  const projectName = (await projectNamesByIds(db, [peek.projectId])).get(peek.projectId) ?? '';
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, peek.variationOrderId);
    if (!order || order.invoiceNo === null) throw new AppError('NOT_FOUND');
    const [receipt] = await tx
      .select()
      .from(variationOrderReceipts)
      .where(eq(variationOrderReceipts.id, receiptId))
      .for('update');
    if (!receipt || receipt.status !== 'Paid') throw new AppError('CONFLICT', pm.nothingToReview);
    const approve = review.decision === 'approve';
    allow(order, approve ? 'adminApprovePayment' : 'adminDeclinePayment');
    const status = approve ? 'Approved' : 'Declined';
    const decided = await decideOrderReceipt(tx, receipt.id, {
      status,
      adminNotes: review.note?.trim() || (approve ? 'Approved' : pm.declinedPayment),
      decidedBy: admin._id,
    });
    if (!decided) throw new AppError('CONFLICT', pm.nothingToReview);
    const moved = await moveOrder(
      tx,
      order.id,
      'Paid',
      approve ? { status: 'Approved', approvedAt: new Date() } : { status: 'Payment', paidAt: null },
    );
    if (!moved) throw new AppError('CONFLICT', pm.updatePaymentStatusFailed);
    if (approve) await onVariationOrderPaymentApproved(tx, moved, decided);
    const invoiceNumber = formatInvoiceNumber(order.invoiceNo);
    await notifyUser(tx, order.clientId, {
      action: `variation_order_payment_${status.toLowerCase()}`,
      content: approve
        ? `Your payment of ${formatSgd(order.amountCents)} for variation order ${invoiceNumber} (${projectName}) is approved.`
        : `${pm.declinedPayment}${pm.declinedPaymentChatLink}. (${invoiceNumber}, ${projectName})`,
      projectId: order.projectId,
    });
    await enqueueEmail(
      tx,
      {
        email: client.email,
        template_name: 'client_variation_order_payment_decision',
        subject: approve ? 'Variation Order Payment Approved' : 'Variation Order Payment Declined',
        data: {
          first_name: client.first_name,
          project_name: projectName,
          services: order.services,
          invoice_number: invoiceNumber,
          amount: formatSgd(order.amountCents),
          status,
          admin_notes: decided.adminNotes,
          link: clientOrdersLink(ctx, order.projectId),
        },
      },
      { publicUrl: ctx.config.publicUrl },
    );
    return { status, next_invoice_number: null };
  });
}

const sgDayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+08:00`);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The admin payment review's variation order receipts (kind=variation_order), same filters and rows. */
export async function listVariationOrderPaymentsForReview(
  db: Db,
  query: AdminPaymentReviewQuery,
): Promise<AdminPaymentReviewPage> {
  const r = variationOrderReceipts;
  const where = and(
    query.status ? eq(r.status, query.status) : undefined,
    query.project ? eq(r.projectId, query.project) : undefined,
    query.client ? eq(r.clientId, query.client) : undefined,
    query.method ? eq(r.paymentMethod, query.method) : undefined,
    query.from ? gte(r.createdAt, sgDayStart(query.from)) : undefined,
    query.to ? lt(r.createdAt, new Date(sgDayStart(query.to).getTime() + DAY_MS)) : undefined,
    query.search
      ? query.searchBy === 'client'
        ? inArray(r.clientId, userIdsMatching(db, query.search))
        : inArray(r.projectId, projectIdsNamedLike(db, query.search))
      : undefined,
  );
  const offset = (query.page - 1) * query.rowsPerPage;
  const [rows, total] = await Promise.all([
    db
      .select({ receipt: r, order: variationOrders })
      .from(r)
      .innerJoin(variationOrders, eq(variationOrders.id, r.variationOrderId))
      .where(where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(query.rowsPerPage)
      .offset(offset),
    countUpTo(
      db,
      db
        .select({ one: sql`1` })
        .from(r)
        .where(where),
      offset + 1_000,
    ),
  ]);
  const [names, clients] = await Promise.all([
    projectNamesByIds(db, [...new Set(rows.map((x) => x.receipt.projectId))]),
    userNamesByIds(
      db,
      rows.map((x) => x.receipt.clientId),
    ),
  ]);
  return {
    totalCount: total.totalCount,
    totalCountCapped: total.capped,
    items: rows.map(({ receipt, order }) => {
      const c = clients.get(receipt.clientId);
      return {
        _id: receipt.id,
        kind: 'variation_order' as const,
        services: order.services,
        project_id: receipt.projectId,
        project_name: names.get(receipt.projectId) ?? '',
        client_id: receipt.clientId,
        client_name: c ? `${c.first_name} ${c.last_name}`.trim() : '',
        client_email: c?.email ?? '',
        stage: 0,
        invoice_number: order.invoiceNo === null ? '' : formatInvoiceNumber(order.invoiceNo),
        payment_method: receipt.paymentMethod,
        transaction_no: receipt.transactionNo,
        amount_claimed_cents: receipt.amountCents,
        amount_due_cents: order.amountCents,
        receipt_file_id: receipt.receiptFileId,
        status: receipt.status as PaymentStatusValue,
        admin_notes: receipt.adminNotes,
        decided_at: receipt.decidedAt?.toISOString() ?? null,
        created: receipt.createdAt.toISOString(),
      };
    }),
  };
}
