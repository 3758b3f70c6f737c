import { z } from 'zod';
import { paymentMessages as m } from './messages.js';

/**
 * Spec §5 "amount a positive money-format number (optional $, thousands commas, up to 2 decimals)".
 * Commas, when used, must group thousands correctly ("1,500.00", not "15,00").
 */
export const MONEY_TEXT_PATTERN = /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

/** Guards the cents arithmetic; far above any renovation payment. */
export const MAX_PAYMENT_CENTS = 100_000_000_00;

/**
 * Money text as typed ("$1,234.5") to integer cents, or undefined when it is not positive money.
 * Parsed from the digits, never through a float, so "0.29" is exactly 29 cents.
 */
export function parseMoneyText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!MONEY_TEXT_PATTERN.test(trimmed)) return undefined;
  const [whole = '', fraction = ''] = trimmed.replace(/^\$/, '').replaceAll(',', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > 0 && cents <= MAX_PAYMENT_CENTS ? cents : undefined;
}

/** Amount text that must be present ({@link emptyMessage}) and positive money ({@link invalidMessage}). */
export const moneyTextToCents = (emptyMessage: string, invalidMessage: string) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, { error: emptyMessage, abort: true })
    .transform((text, ctx) => {
      const cents = parseMoneyText(text);
      if (cents === undefined) {
        ctx.addIssue({ code: 'custom', message: invalidMessage });
        return z.NEVER;
      }
      return cents;
    });

const fileId = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * Spec §5 "Quotation payment": the PayNow checkout of the $150 deposit. "Receipt image required to
 * enable the button" names no text; the progressive modal's words are used for it.
 */
export const QuotationPaymentReceipt = z.object({
  transactionNo: z
    .string({ error: m.transactionNumberRequired })
    .trim()
    .min(1, m.transactionNumberRequired)
    .max(100),
  amount: moneyTextToCents(m.transactionAmountInvalid, m.transactionAmountInvalid),
  receiptFileId: fileId(m.receiptRequired),
});
export type QuotationPaymentReceipt = z.infer<typeof QuotationPaymentReceipt>;
export type QuotationPaymentReceiptInput = z.input<typeof QuotationPaymentReceipt>;

/**
 * Spec §5 "Progressive payment modal: 'upload payment receipt required!', 'transaction no required!',
 * 'amount required!'". An amount that is present but not money gets the checkout's amount message.
 */
export const ProgressivePaymentReceipt = z.object({
  transactionNo: z.string({ error: m.transactionNoRequired }).trim().min(1, m.transactionNoRequired).max(100),
  amount: moneyTextToCents(m.amountRequired, m.transactionAmountInvalid),
  receiptFileId: fileId(m.receiptRequired),
});
export type ProgressivePaymentReceipt = z.infer<typeof ProgressivePaymentReceipt>;
export type ProgressivePaymentReceiptInput = z.input<typeof ProgressivePaymentReceipt>;

/** The admin's decision on a submitted payment; a decline carries the note the client is shown. */
export const PaymentReview = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), note: z.string().trim().max(1000).optional() }),
  z.object({ decision: z.literal('decline'), note: z.string().trim().min(1, 'Required').max(1000) }),
]);
export type PaymentReview = z.infer<typeof PaymentReview>;

/**
 * Issue 15 item 5, decision 010: a receipt claims exactly the amount due. A part payment would leave
 * the stage half paid with nothing to show it, so it is refused when sent and cannot be approved.
 */
export const receiptAmountMatchesDue = (claimedCents: number, dueCents: number) => claimedCents === dueCents;

/** What the client is told when the receipt's amount is not the amount due (ours; decision 010). */
export const amountMustEqualDueMessage = (dueSgd: string) =>
  `The amount must be the amount due, ${dueSgd}. Please pay the amount due and enter it here.`;

/** What the admin is told when a receipt does not claim the amount due (ours; decision 010). */
export const receiptAmountMismatchMessage = (claimedSgd: string, dueSgd: string) =>
  `This receipt claims ${claimedSgd} but ${dueSgd} is due: it cannot be approved. Decline it and ask the client to pay the amount due.`;
