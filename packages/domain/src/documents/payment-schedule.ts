import {
  type ProgressivePayableStage,
  progressivePaymentAmounts,
  progressivePaymentName,
} from '../payments/progressive-payment.js';
import { allocateGst } from './gst.js';

export interface PaymentScheduleRow {
  stage: ProgressivePayableStage;
  label: string;
  amountCents: number;
  /** The GST in this stage's amount when the issuer is GST-registered, else null. */
  gstCents: number | null;
}

/**
 * The progressive payment schedule printed on a quotation and used by each stage's invoice: the spec's
 * stages ($150, then 10/40/45/5%) with, when GST applies, each stage's GST so that they add up to the
 * quotation's GST to the cent (see allocateGst).
 */
export function paymentSchedule(quotationTotalCents: number, gstRegistered: boolean): PaymentScheduleRow[] {
  const stages = progressivePaymentAmounts(quotationTotalCents);
  const gst = allocateGst(stages.map((s) => s.amountCents));
  return stages.map((s, i) => ({
    stage: s.stage,
    label: progressivePaymentName(s.stage),
    amountCents: s.amountCents,
    gstCents: gstRegistered ? (gst[i] ?? 0) : null,
  }));
}
