import {
  type AdminPaymentReviewPage,
  type AdminPaymentReviewQuery,
  PROGRESSIVE_FINAL_STAGE,
  PROGRESSIVE_PAYABLE_STAGES,
  type PaymentReview,
  type PaymentStatusValue,
  type PayNowInstructions,
  type ProgressivePaymentReceipt,
  type ProgressivePaymentRow,
  type ProjectPayments,
  type SessionUser,
  type StagePaymentState,
  type SubmittedReceipt,
  buildPayNowPayload,
  canCheckout,
  canPayNextStage,
  formatInvoiceNumber,
  formatSgd,
  isPaymentActionEnabled,
  isProjectFeatureUnlocked,
  payNextStageLabel,
  payNowRecipientText,
  paymentDueDate,
  paymentMessages as m,
  progressivePaymentAmount,
  progressivePaymentName,
  progressivePaymentStatusLabel,
  progressiveRowStatus,
  transitionPayment,
} from '@reno/domain';
import type { AppContext } from '../../app-context.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { payNowQrPngDataUrl } from '../../platform/paynow-qr.js';
import { userIdsMatching } from '../accounts/client-search.service.js';
import { getClientProfile } from '../accounts/profile.service.js';
import { findReadableFile } from '../files/files.service.js';
import { notifyAdmins, notifyUser } from '../notifications/notifications.service.js';
import {
  advanceProjectPaymentStage,
  getSavedQuotation,
  lockProjectRow,
  projectNamesByIds,
} from '../projects/projects.service.js';
import { projectIdsNamedLike } from '../projects/project-lookup.service.js';
import { findTimeSchedule } from '../schedule/time-schedule-read.service.js';
import {
  type InvoiceRow,
  type ReceiptRow,
  decideReceipt,
  findInvoice,
  findReceipt,
  insertReceipt,
  issueInvoice,
  listProjectInvoices,
  listProjectReceipts,
  listReceiptsOfProjects,
  listReceiptsForReview,
  lockInvoice,
  lockReceipt,
  moveInvoice,
} from './payments.repo.js';

export const RECEIPT_SUBMITTED_SUBJECT = 'Payment Receipt Submitted';
export const PAYMENT_APPROVED_SUBJECT = 'Payment Approved';
export const PAYMENT_DECLINED_SUBJECT = 'Payment Declined';

/** The client's own project with its quotation total; another client's project answers as missing. */
async function ownQuotation(db: Db, clientId: string, projectId: string) {
  const quotation = await getSavedQuotation(db, clientId, projectId);
  return { project: quotation.project, totalCents: quotation.totals?.total_price ?? 0 };
}

const stageState = (invoice: InvoiceRow | undefined): StagePaymentState =>
  invoice ? (invoice.status as StagePaymentState) : 'Not Received';

/** Each project's newest payment entry (stage, status, date), for the dashboard's phase text. */
export async function latestPaymentsFor(
  db: DbOrTx,
  projectIds: readonly string[],
): Promise<Map<string, { stage: number; status: PaymentStatusValue; created: string }>> {
  const latest = new Map<string, { stage: number; status: PaymentStatusValue; created: string }>();
  for (const r of await listReceiptsOfProjects(db, projectIds)) {
    if (latest.has(r.projectId)) continue;
    latest.set(r.projectId, {
      stage: r.stage,
      status: r.status as PaymentStatusValue,
      created: r.createdAt.toISOString(),
    });
  }
  return latest;
}

/** The latest deposit receipt's status: spec §4 closes quotation editing once it is Paid or Approved. */
export async function firstPaymentStatus(
  db: DbOrTx,
  projectId: string,
): Promise<PaymentStatusValue | undefined> {
  const receipts = await listProjectReceipts(db, projectId);
  return receipts.find((r) => r.stage === 1)?.status as PaymentStatusValue | undefined;
}

/** Spec §4 stage: 1 until the deposit is approved, then one past the last approved stage (6 when done). */
export const paymentStageOf = (invoices: readonly InvoiceRow[]): number =>
  invoices.filter((i) => i.status === 'Approved').reduce((stage, i) => Math.max(stage, i.stage + 1), 1);

/** The project's payment stage, for the modules that gate features on it (the time schedule). */
export const projectPaymentStage = async (db: DbOrTx, projectId: string): Promise<number> =>
  paymentStageOf(await listProjectInvoices(db, projectId));

function toRow(stage: number, totalCents: number, invoice: InvoiceRow | undefined, receipts: ReceiptRow[]) {
  const latest = receipts.find((r) => r.invoiceId === invoice?.id);
  const status = progressiveRowStatus({
    isPaid: invoice?.status === 'Approved',
    latestPaymentStatus: latest?.status as PaymentStatusValue | undefined,
    // The deposit's invoice is issued on demand (first QR view or receipt), so stage 1 is always payable.
    isInvoiceIssued: invoice !== undefined || (stage === 1 && totalCents > 0),
  });
  const row: ProgressivePaymentRow = {
    stage,
    name: progressivePaymentName(stage as (typeof PROGRESSIVE_PAYABLE_STAGES)[number]),
    invoice_id: invoice?.id ?? null,
    invoice_number: invoice ? formatInvoiceNumber(invoice.invoiceNo) : null,
    invoice_date: invoice?.invoiceDate.toISOString() ?? null,
    due_date: invoice ? paymentDueDate(invoice.invoiceDate).toISOString() : null,
    status,
    label: progressivePaymentStatusLabel(status === 'Pending' ? 'Paid' : status),
    // An issued invoice keeps the amount it was issued with; later stages show today's share.
    amount_cents: invoice?.amountCents ?? progressivePaymentAmount(totalCents, stage),
    paid_date: invoice?.paidDate?.toISOString() ?? null,
    action_enabled: isPaymentActionEnabled(status),
    declined_note: status === 'Declined' ? (latest?.adminNotes ?? null) : null,
  };
  return row;
}

export async function getProjectPayments(
  db: Db,
  clientId: string,
  projectId: string,
): Promise<ProjectPayments> {
  const { project, totalCents } = await ownQuotation(db, clientId, projectId);
  const [invoices, receipts] = await Promise.all([
    listProjectInvoices(db, projectId),
    listProjectReceipts(db, projectId),
  ]);
  const byStage = new Map(invoices.map((i) => [i.stage, i]));
  const rows = PROGRESSIVE_PAYABLE_STAGES.map((s) => toRow(s, totalCents, byStage.get(s), receipts));
  const stage = paymentStageOf(invoices);
  const first = receipts.filter((r) => r.stage === 1)[0];
  const firstStatus = (first?.status as PaymentStatusValue | undefined) ?? null;
  const current = rows.find((r) => r.stage === stage);
  const currentStatus = current?.status === 'Pending' ? 'Paid' : current?.status;
  return {
    project_id: project._id,
    project_name: project.name,
    quotation_total_cents: totalCents,
    payment_stage: stage,
    can_checkout: totalCents > 0 && canCheckout(firstStatus ?? undefined),
    first_payment_status: firstStatus,
    can_pay_next: stage > 1 && canPayNextStage(stage, currentStatus) && current?.action_enabled === true,
    pay_next_label: stage > 1 ? (payNextStageLabel(stage, currentStatus) ?? null) : null,
    rows,
    payment_statuses: receipts.map((r) => ({
      stage: r.stage,
      status: r.status as PaymentStatusValue,
      created: r.createdAt.toISOString(),
    })),
    is_feature_unlocked: isProjectFeatureUnlocked(stage, (await findTimeSchedule(db, projectId)) !== null),
  };
}

/** Checkout's invoice: issued once, on the first view of the QR or the first receipt, whichever comes first. */
async function issueDepositInvoice(db: Db, clientId: string, projectId: string, totalCents: number) {
  if (totalCents <= 0) throw new AppError('UNPROCESSABLE', m.createInvoiceFailed);
  return issueInvoice(db, {
    projectId,
    clientId,
    stage: 1,
    amountCents: progressivePaymentAmount(totalCents, 1),
  });
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
    await notifyUser(tx, receipt.clientId, { action: `payment_${status.toLowerCase()}`, content });
    await enqueueEmail(
      tx,
      {
        email: client.email,
        template_name: 'emailSender_function.html',
        subject,
        data: {
          subject_title: subject,
          client_firstname: client.first_name,
          client_lastname: client.last_name,
          project_name: project.name,
          invoice_number: invoiceNumber,
          status,
          message: content,
          admin_notes: decided.adminNotes,
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
  const { items, totalCount } = await listReceiptsForReview(
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
          ? { clientIdIn: userIdsMatching(db, query.search) }
          : { projectIdIn: projectIdsNamedLike(db, query.search) }
        : {}),
    },
    query.page,
    query.rowsPerPage,
  );
  const names = await projectNamesByIds(db, [...new Set(items.map((i) => i.receipt.projectId))]);
  const clients = new Map(
    await Promise.all(
      [...new Set(items.map((i) => i.receipt.clientId))].map(
        async (id) => [id, await getClientProfile(db, id)] as const,
      ),
    ),
  );
  return {
    totalCount,
    items: items.map(({ receipt: r, invoice }) => {
      const client = clients.get(r.clientId);
      return {
        _id: r.id,
        project_id: r.projectId,
        project_name: names.get(r.projectId) ?? '',
        client_id: r.clientId,
        client_name: client ? `${client.first_name} ${client.last_name}`.trim() : '',
        client_email: client?.email ?? '',
        stage: r.stage,
        invoice_number: formatInvoiceNumber(invoice.invoiceNo),
        payment_method: r.paymentMethod,
        transaction_no: r.transactionNo,
        amount_claimed_cents: r.amountClaimedCents,
        amount_due_cents: invoice.amountCents,
        receipt_file_id: r.receiptFileId,
        status: r.status as PaymentStatusValue,
        admin_notes: r.adminNotes,
        decided_at: r.decidedAt?.toISOString() ?? null,
        created: r.createdAt.toISOString(),
      };
    }),
  };
}

/** The invoice row of a stage for the PDF, after the ownership check. */
export async function getOwnInvoice(db: Db, clientId: string, projectId: string, stage: number) {
  const { project } = await ownQuotation(db, clientId, projectId);
  const invoice = await findInvoice(db, projectId, stage);
  if (!invoice) throw new AppError('NOT_FOUND');
  const client = await getClientProfile(db, clientId);
  return { project, invoice, client };
}
