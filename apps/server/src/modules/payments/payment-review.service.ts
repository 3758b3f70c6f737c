import {
  type AdminPaymentReviewPage,
  type AdminPaymentReviewQuery,
  PROGRESSIVE_FINAL_STAGE,
  type PaymentReview,
  type PaymentStatusValue,
  type SessionUser,
  type StagePaymentState,
  formatInvoiceNumber,
  formatSgd,
  paymentMessages as m,
  progressivePaymentAmount,
  receiptAmountMatchesDue,
  receiptAmountMismatchMessage,
  transitionPayment,
} from '@reno/domain';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { isoTime } from '../../db/json-rows.js';
import { AppError } from '../../platform/errors.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { getClientProfile } from '../accounts/profile.service.js';
import { notifyUser } from '../notifications/notifications.service.js';
import { createProjectServicesFromQuotation } from '../operations/project-services.service.js';
import { advanceProjectPaymentStage, lockProjectRow } from '../projects/projects.service.js';
import { grantRewardsForApprovedPayment } from '../rewards/payment-rewards.js';
import { recordClientPaymentIn } from '../approvals/escrow-ledger.js';
import { ownQuotation } from './payment-read.service.js';
import {
  type InvoiceRow,
  decideReceipt,
  findReceipt,
  issueInvoice,
  listReceiptsForReview,
  lockInvoice,
  lockReceipt,
  moveInvoice,
} from './payments.repo.js';

export const PAYMENT_APPROVED_SUBJECT = 'Payment Approved';
export const PAYMENT_DECLINED_SUBJECT = 'Payment Declined';

/**
 * The admin's decision. The receipt and its invoice are locked and moved only from Paid, so of two
 * admins (or a double click) exactly one decides; the other is told it was already decided.
 * Approving moves the project to the next stage and issues the next invoice in the same transaction.
 */
export async function reviewPayment(
  ctx: AppContext,
  admin: SessionUser,
  receiptId: string,
  review: PaymentReview,
): Promise<{ status: PaymentStatusValue; next_invoice_number: string | null }> {
  const db = ctx.database.db;
  const peek = await findReceipt(db, receiptId);
  if (!peek) throw new AppError('NOT_FOUND');
  const client = await getClientProfile(db, peek.clientId);
  const { project, totalCents } = await ownQuotation(db, peek.clientId, peek.projectId);

  return db.transaction(async (tx) => {
    await lockProjectRow(tx, peek.projectId);
    const receipt = await lockReceipt(tx, receiptId);
    if (!receipt) throw new AppError('NOT_FOUND');
    const invoice = await lockInvoice(tx, receipt.invoiceId);
    if (!invoice) throw new AppError('NOT_FOUND');
    const action = review.decision === 'approve' ? 'approve' : 'decline';
    const move = transitionPayment(receipt.status as StagePaymentState, action);
    if (!move.ok) throw new AppError('CONFLICT', move.reason);
    // Decision 010: only a receipt of the amount due settles the stage (one sent before the rule, too).
    if (action === 'approve' && !receiptAmountMatchesDue(receipt.amountClaimedCents, invoice.amountCents)) {
      throw new AppError(
        'CONFLICT',
        receiptAmountMismatchMessage(formatSgd(receipt.amountClaimedCents), formatSgd(invoice.amountCents)),
      );
    }
    const status = review.decision === 'approve' ? 'Approved' : 'Declined';
    const decided = await decideReceipt(tx, receipt.id, {
      status,
      adminNotes: review.note?.trim() || (status === 'Approved' ? 'Approved' : m.declinedPayment),
      decidedBy: admin._id,
    });
    if (!decided) throw new AppError('CONFLICT', m.nothingToReview);
    const movedInvoice = await moveInvoice(tx, invoice.id, ['Paid'], {
      status,
      ...(status === 'Approved' ? { paidDate: new Date() } : {}),
    });
    if (!movedInvoice) throw new AppError('CONFLICT', m.updatePaymentStatusFailed);

    let next: InvoiceRow | undefined;
    if (status === 'Approved') {
      await advanceProjectPaymentStage(tx, receipt.projectId, receipt.stage);
      // Issue 12: the approved deposit turns the quotation into project services the admin staffs.
      if (receipt.stage === 1) await createProjectServicesFromQuotation(tx, receipt.projectId);
      await grantRewardsForApprovedPayment(tx, receipt.clientId, receipt.stage);
      // Issue 14: the approved payment enters the escrow ledger in the same transaction.
      await recordClientPaymentIn(tx, {
        projectId: receipt.projectId,
        sourceId: receipt.id,
        amountCents: invoice.amountCents,
      });
      const nextStage = receipt.stage + 1;
      if (nextStage < PROGRESSIVE_FINAL_STAGE) {
        next = await issueInvoice(tx, {
          projectId: receipt.projectId,
          clientId: receipt.clientId,
          stage: nextStage,
          amountCents: progressivePaymentAmount(totalCents, nextStage),
        });
      }
    }
    const invoiceNumber = formatInvoiceNumber(invoice.invoiceNo);
    const subject = status === 'Approved' ? PAYMENT_APPROVED_SUBJECT : PAYMENT_DECLINED_SUBJECT;
    const content =
      status === 'Approved'
        ? `Your payment of ${formatSgd(invoice.amountCents)} for ${invoiceNumber} (${project.name}) is approved.`
        : `${m.declinedPayment}${m.declinedPaymentChatLink}. (${invoiceNumber}, ${project.name})`;
    await notifyUser(tx, receipt.clientId, {
      action: `payment_${status.toLowerCase()}`,
      content,
      projectId: receipt.projectId,
    });
    // Issue 12: written to the client (it used to reuse the admin lead notice and showed "Email: -").
    await enqueueEmail(
      tx,
      {
        email: client.email,
        template_name: 'client_payment_decision',
        subject,
        data: {
          first_name: client.first_name,
          project_name: project.name,
          invoice_number: invoiceNumber,
          amount: formatSgd(invoice.amountCents),
          status,
          admin_notes: decided.adminNotes,
          link: `${ctx.config.publicUrl.replace(/\/$/, '')}/main-project/${receipt.projectId}/transactions/progressive-payment`,
          ...(next
            ? { next_invoice: formatInvoiceNumber(next.invoiceNo), next_amount: formatSgd(next.amountCents) }
            : {}),
        },
      },
      { publicUrl: ctx.config.publicUrl },
    );
    return { status, next_invoice_number: next ? formatInvoiceNumber(next.invoiceNo) : null };
  });
}

/** Singapore is UTC+8 all year: a date filter means that calendar day in Singapore. */
const sgDayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+08:00`);
const DAY_MS = 24 * 60 * 60 * 1000;

export async function listPaymentsForReview(
  db: Db,
  query: AdminPaymentReviewQuery,
): Promise<AdminPaymentReviewPage> {
  const { items, totalCount, totalCountCapped } = await listReceiptsForReview(
    db,
    {
      status: query.status,
      projectId: query.project || undefined,
      clientId: query.client || undefined,
      method: query.method || undefined,
      from: query.from ? sgDayStart(query.from) : undefined,
      to: query.to ? new Date(sgDayStart(query.to).getTime() + DAY_MS) : undefined,
      ...(query.search
        ? query.searchBy === 'client'
          ? { clientContains: query.search }
          : { projectNameContains: query.search }
        : {}),
    },
    query.page,
    query.rowsPerPage,
  );
  return {
    totalCount,
    totalCountCapped,
    items: items.map((r) => ({
      _id: r.id,
      project_id: r.project_id,
      project_name: r.project_name,
      client_id: r.client_id,
      client_name: r.client_name.trim(),
      client_email: r.client_email,
      stage: r.stage,
      invoice_number: formatInvoiceNumber(r.invoice_no),
      payment_method: r.payment_method,
      transaction_no: r.transaction_no,
      amount_claimed_cents: r.amount_claimed_cents,
      amount_due_cents: r.amount_due_cents,
      receipt_file_id: r.receipt_file_id,
      status: r.status as PaymentStatusValue,
      admin_notes: r.admin_notes,
      decided_at: r.decided_at ? isoTime(r.decided_at) : null,
      created: isoTime(r.created_at),
    })),
  };
}
