import {
  amountMustEqualDueMessage,
  receiptAmountMatchesDue,
  type PayNowInstructions,
  type ProgressivePaymentReceipt,
  type SessionUser,
  type SubmittedReceipt,
  buildPayNowPayload,
  formatInvoiceNumber,
  formatSgd,
  payNowRecipientText,
  paymentMessages as m,
  progressivePaymentAmount,
  transitionPayment,
} from '@reno/domain';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { payNowQrPngDataUrl } from '../../platform/paynow-qr.js';
import { getClientProfile } from '../accounts/profile.service.js';
import { findReadableFile } from '../files/files.service.js';
import { notifyAdmins } from '../notifications/notifications.service.js';
import { lockProjectRow } from '../projects/projects.service.js';
import { ownQuotation, stageState } from './payment-read.service.js';
import { findInvoice, insertReceipt, issueInvoice, lockInvoice, moveInvoice } from './payments.repo.js';

export const RECEIPT_SUBMITTED_SUBJECT = 'Payment Receipt Submitted';

/** Checkout's invoice: issued once, on the first view of the QR or the first receipt, whichever comes first. */
async function issueDepositInvoice(db: Db, clientId: string, projectId: string, totalCents: number) {
  if (totalCents <= 0) throw new AppError('UNPROCESSABLE', m.createInvoiceFailed);
  return db.transaction((tx) =>
    issueInvoice(tx, {
      projectId,
      clientId,
      stage: 1,
      amountCents: progressivePaymentAmount(totalCents, 1),
    }),
  );
}

/**
 * The PayNow QR for a stage. Stage 1 (checkout) issues the deposit invoice on first view, so the QR
 * can carry its number as the reference; later stages are issued when the stage before is approved.
 */
export async function getPayNowInstructions(
  ctx: AppContext,
  clientId: string,
  projectId: string,
  stage: number,
): Promise<PayNowInstructions> {
  const db = ctx.database.db;
  const { totalCents } = await ownQuotation(db, clientId, projectId);
  let invoice = await findInvoice(db, projectId, stage);
  if (!invoice && stage === 1) invoice = await issueDepositInvoice(db, clientId, projectId, totalCents);
  if (!invoice) throw new AppError('UNPROCESSABLE', m.notYetDue);
  // A small quotation's stage can come to nothing once the $150 deposit is taken off: no QR for $0
  // (a PayNow amount must be positive), but a clear answer instead of a failure.
  if (invoice.amountCents <= 0) throw new AppError('UNPROCESSABLE', m.nothingDue);
  const invoiceNumber = formatInvoiceNumber(invoice.invoiceNo);
  const { uen, merchantName } = ctx.config.paynow;
  const payload = buildPayNowPayload({
    uen,
    merchantName,
    amountCents: invoice.amountCents,
    reference: invoiceNumber,
  });
  return {
    invoice_id: invoice.id,
    invoice_number: invoiceNumber,
    stage: invoice.stage,
    amount_cents: invoice.amountCents,
    qr_png: await payNowQrPngDataUrl(payload),
    recipient_text: payNowRecipientText(merchantName, uen),
  };
}

/**
 * Checkout (stage 1) and every later progressive payment: records the receipt, marks the stage Paid
 * with "need admin approve" and tells the admins, all in one transaction. The invoice row is locked
 * first, so a double click waits and is then refused by the state machine.
 */
export async function submitReceipt(
  ctx: AppContext,
  viewer: SessionUser,
  projectId: string,
  stage: number,
  input: ProgressivePaymentReceipt,
): Promise<SubmittedReceipt> {
  const db = ctx.database.db;
  const clientId = viewer._id;
  const { project, totalCents } = await ownQuotation(db, clientId, projectId);
  // The receipt must be the client's own upload (files.access: uploader or admin only).
  const file = await findReadableFile(db, viewer, input.receiptFileId).catch(() => {
    throw new AppError('BAD_REQUEST', m.receiptRequired, [
      { field: 'receiptFileId', message: m.receiptRequired },
    ]);
  });
  if (file.category !== 'payment_receipt' || !file.mimeType.startsWith('image/'))
    throw new AppError('BAD_REQUEST', m.receiptRequired, [
      { field: 'receiptFileId', message: m.receiptRequired },
    ]);
  const existing =
    (await findInvoice(db, projectId, stage)) ??
    (stage === 1 ? await issueDepositInvoice(db, clientId, projectId, totalCents) : undefined);
  if (!existing) throw new AppError('CONFLICT', m.notYetDue);
  const client = await getClientProfile(db, clientId);

  return db.transaction(async (tx) => {
    // The project first: a Design Now save or quotation edit in flight finishes before the receipt
    // lands, and one starting now sees the deposit Paid and is refused.
    await lockProjectRow(tx, projectId);
    const invoice = await lockInvoice(tx, existing.id);
    if (!invoice) throw new AppError('NOT_FOUND');
    const from = stageState(invoice);
    const move = transitionPayment(from, from === 'Declined' ? 'repay' : 'submitReceipt');
    if (!move.ok) throw new AppError('CONFLICT', move.reason);
    // Decision 010: the receipt claims exactly the amount due (read under the invoice's lock).
    if (!receiptAmountMatchesDue(input.amount, invoice.amountCents)) {
      const message = amountMustEqualDueMessage(formatSgd(invoice.amountCents));
      throw new AppError('BAD_REQUEST', message, [{ field: 'amount', message }]);
    }
    const moved = await moveInvoice(tx, invoice.id, [from], { status: 'Paid' });
    if (!moved) throw new AppError('CONFLICT', m.awaitingApproval);
    const receipt = await insertReceipt(tx, {
      invoiceId: invoice.id,
      projectId,
      clientId,
      stage: invoice.stage,
      paymentMethod: 'PayNow',
      transactionNo: input.transactionNo,
      amountClaimedCents: input.amount,
      receiptFileId: file.id,
      status: 'Paid',
      adminNotes: m.needAdminApprove,
    });
    const invoiceNumber = formatInvoiceNumber(invoice.invoiceNo);
    const content = `${client.first_name} ${client.last_name} submitted a PayNow receipt of ${formatSgd(input.amount)} for ${invoiceNumber} (stage ${invoice.stage}) of ${project.name}.`;
    await notifyAdmins(tx, { action: 'payment_receipt', content, clientId });
    await enqueueEmail(
      tx,
      {
        emails: ctx.config.adminNotifyEmails,
        template_name: 'emailSender_function.html',
        subject: RECEIPT_SUBMITTED_SUBJECT,
        data: {
          subject_title: RECEIPT_SUBMITTED_SUBJECT,
          client_firstname: client.first_name,
          client_lastname: client.last_name,
          client_email: client.email,
          project_name: project.name,
          invoice_number: invoiceNumber,
          stage: invoice.stage,
          transaction_no: input.transactionNo,
          amount_claimed: formatSgd(input.amount),
          amount_due: formatSgd(invoice.amountCents),
          admin_notes: m.needAdminApprove,
        },
      },
      { publicUrl: ctx.config.publicUrl },
    );
    return {
      receipt_id: receipt.id,
      invoice_number: invoiceNumber,
      stage: receipt.stage,
      status: 'Paid',
      admin_notes: receipt.adminNotes,
    };
  });
}
