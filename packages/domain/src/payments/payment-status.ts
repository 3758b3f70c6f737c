import { z } from 'zod';
import { paymentMessages as m } from './messages.js';
import {
  PROGRESSIVE_FINAL_STAGE,
  PROGRESSIVE_STAGE_PERCENT,
  type ProgressivePayableStage,
} from './progressive-payment.js';

/** Spec §3 "Payment status … status (Paid, Approved, Declined)": the record an admin decides on. */
export const PaymentStatusValue = z.enum(['Paid', 'Approved', 'Declined']);
export type PaymentStatusValue = z.infer<typeof PaymentStatusValue>;

/**
 * The status of one progressive payment stage as the table shows it (spec §4). `Paid` is the record
 * status while the admin checks the receipt; the table shows such a row as `Pending`.
 *
 * - Approved: the admin approved the receipt (or the schedule row is marked paid).
 * - Paid / Pending: the client submitted a receipt that waits for the admin.
 * - Declined: the admin marked the payment not received; the client may pay again.
 * - Unpaid: the stage's invoice is issued and waits for the client.
 * - Not Received: ours — no invoice has been received for this stage yet, because an earlier stage
 *   is still open; it cannot be paid ahead.
 */
export const ProgressivePaymentStatus = z.enum([
  'Approved',
  'Pending',
  'Declined',
  'Not Received',
  'Unpaid',
  'Paid',
]);
export type ProgressivePaymentStatus = z.infer<typeof ProgressivePaymentStatus>;

/** Spec §4: "or Verifying for a Paid stage"; every other status shows its own name. */
export const progressivePaymentStatusLabel = (status: ProgressivePaymentStatus): string =>
  status === 'Paid' ? 'Verifying' : status;

/** Spec §4 "Progressive row status: paid gives Approved; unpaid with latest payment status Paid gives Pending; Declined gives Declined; otherwise Not Received or Unpaid." */
export function progressiveRowStatus(row: {
  isPaid: boolean;
  latestPaymentStatus?: PaymentStatusValue | undefined;
  isInvoiceIssued: boolean;
}): ProgressivePaymentStatus {
  if (row.isPaid || row.latestPaymentStatus === 'Approved') return 'Approved';
  if (row.latestPaymentStatus === 'Paid') return 'Pending';
  if (row.latestPaymentStatus === 'Declined') return 'Declined';
  return row.isInvoiceIssued ? 'Unpaid' : 'Not Received';
}

/** Spec §4: "Action enabled only for Unpaid or Declined rows." */
export const isPaymentActionEnabled = (status: ProgressivePaymentStatus): boolean =>
  status === 'Unpaid' || status === 'Declined';

/** Spec §4: "Pay-next-stage button disabled at stage 6 or when the current stage is Paid." */
export function canPayNextStage(
  projectStage: number,
  currentStageStatus: ProgressivePaymentStatus | undefined,
): boolean {
  if (projectStage >= PROGRESSIVE_FINAL_STAGE) return false;
  return currentStageStatus !== 'Paid' && currentStageStatus !== 'Pending';
}

/**
 * Spec §4: "Labels name the next stage as 10%, 40%, 45% or 5% of the quotation, or Verifying for a
 * Paid stage." Undefined when nothing is left to pay.
 */
export function payNextStageLabel(
  nextStage: number,
  currentStageStatus?: ProgressivePaymentStatus,
): string | undefined {
  if (currentStageStatus === 'Paid' || currentStageStatus === 'Pending') return 'Verifying';
  if (!Number.isInteger(nextStage) || nextStage < 2 || nextStage >= PROGRESSIVE_FINAL_STAGE) return undefined;
  return `${PROGRESSIVE_STAGE_PERCENT[nextStage as Exclude<ProgressivePayableStage, 1>]}% of the quotation`;
}

/** Spec §4: "Checkout is disabled once the first payment status is Paid or Approved." */
export const canCheckout = (firstPaymentStatus: PaymentStatusValue | undefined): boolean =>
  firstPaymentStatus !== 'Paid' && firstPaymentStatus !== 'Approved';

/** What can happen to one stage's payment. */
export type PaymentAction = 'issueInvoice' | 'submitReceipt' | 'approve' | 'decline' | 'repay';
export type StagePaymentState = 'Not Received' | 'Unpaid' | 'Paid' | 'Approved' | 'Declined';

export type PaymentTransition = { ok: true; status: StagePaymentState } | { ok: false; reason: string };

const refuse = (reason: string): PaymentTransition => ({ ok: false, reason });
const to = (status: StagePaymentState): PaymentTransition => ({ ok: true, status });

/**
 * The one place that decides whether a payment may move (issue 6: "Nothing here may ever … let a
 * stage be paid or approved twice"). The server applies the answer inside the same transaction that
 * re-read the status, so two admins or a double click cannot both pass.
 *
 *   Not Received --issueInvoice--> Unpaid --submitReceipt--> Paid --approve--> Approved
 *                                                            Paid --decline--> Declined --repay--> Paid
 */
export function transitionPayment(from: StagePaymentState, action: PaymentAction): PaymentTransition {
  switch (action) {
    case 'issueInvoice':
      return from === 'Not Received' ? to('Unpaid') : refuse(m.invoiceAlreadyIssued);
    case 'submitReceipt':
      if (from === 'Unpaid') return to('Paid');
      return refuse(from === 'Declined' ? m.declinedUsesRepay : refusalFor(from));
    case 'repay':
      if (from === 'Declined') return to('Paid');
      return refuse(from === 'Unpaid' ? m.onlyDeclinedRepay : refusalFor(from));
    case 'approve':
      return from === 'Paid' ? to('Approved') : refuse(refusalFor(from));
    case 'decline':
      return from === 'Paid' ? to('Declined') : refuse(refusalFor(from));
  }
}

function refusalFor(from: StagePaymentState): string {
  switch (from) {
    case 'Approved':
      return m.alreadyApproved;
    case 'Declined':
      return m.alreadyDeclined;
    case 'Paid':
      return m.awaitingApproval;
    case 'Not Received':
      return m.notYetDue;
    case 'Unpaid':
      return m.nothingToReview;
  }
}
