import { z } from 'zod';
import type { AdminPermission } from '../accounts/roles.js';
import { PaymentStatusValue, ProgressivePaymentStatus } from './payment-status.js';

/** Printed invoice numbers: "INV-000042". Short enough for the PayNow reference (25 characters). */
export const formatInvoiceNumber = (invoiceNo: number): string => `INV-${String(invoiceNo).padStart(6, '0')}`;

/** Where a client pays: the QR for one invoice (spec §2 "Checkout and Payment dialogs", §9 PayNow). */
export const PayNowInstructions = z.object({
  invoice_id: z.string(),
  invoice_number: z.string(),
  stage: z.number().int(),
  amount_cents: z.number().int().nonnegative(),
  /** `data:image/png;base64,…`; the amount and reference are inside the code and cannot be edited. */
  qr_png: z.string(),
  recipient_text: z.string(),
});
export type PayNowInstructions = z.infer<typeof PayNowInstructions>;

/** One row of the Progressive Payment table (spec §2 "Progressive Payment table columns"). */
export const ProgressivePaymentRow = z.object({
  stage: z.number().int(),
  name: z.string(),
  invoice_id: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoice_date: z.string().nullable(),
  due_date: z.string().nullable(),
  status: ProgressivePaymentStatus,
  /** "Verifying" for a row waiting for the admin. */
  label: z.string(),
  amount_cents: z.number().int().nonnegative(),
  paid_date: z.string().nullable(),
  action_enabled: z.boolean(),
  /** The admin's note on the latest declined receipt, shown with the declined message. */
  declined_note: z.string().nullable(),
});
export type ProgressivePaymentRow = z.infer<typeof ProgressivePaymentRow>;

/** The payment panel of one project. */
export const ProjectPayments = z.object({
  project_id: z.string(),
  project_name: z.string(),
  quotation_total_cents: z.number().int().nonnegative(),
  /** Spec §4 project stage: 1 before the deposit is approved, then one more per approved stage, 6 when done. */
  payment_stage: z.number().int(),
  can_checkout: z.boolean(),
  first_payment_status: PaymentStatusValue.nullable(),
  can_pay_next: z.boolean(),
  pay_next_label: z.string().nullable(),
  rows: z.array(ProgressivePaymentRow),
  /** Newest first, every receipt the client sent (the dashboard phase text reads these). */
  payment_statuses: z.array(
    z.object({ stage: z.number().int(), status: PaymentStatusValue, created: z.string() }),
  ),
  /** Spec "Payment panel": tab content unlocks at project stage 2 or more, or once a time schedule exists. */
  is_feature_unlocked: z.boolean(),
});
export type ProjectPayments = z.infer<typeof ProjectPayments>;

/** The receipt just submitted. */
export const SubmittedReceipt = z.object({
  receipt_id: z.string(),
  invoice_number: z.string(),
  stage: z.number().int(),
  status: PaymentStatusValue,
  admin_notes: z.string(),
});
export type SubmittedReceipt = z.infer<typeof SubmittedReceipt>;

/** One submitted payment in the admin review list. */
export const AdminPaymentReviewRow = z.object({
  _id: z.string(),
  project_id: z.string(),
  project_name: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  client_email: z.string(),
  stage: z.number().int(),
  invoice_number: z.string(),
  payment_method: z.string(),
  transaction_no: z.string(),
  amount_claimed_cents: z.number().int(),
  amount_due_cents: z.number().int(),
  receipt_file_id: z.string(),
  status: PaymentStatusValue,
  admin_notes: z.string(),
  decided_at: z.string().nullable(),
  created: z.string(),
  /** Issue 13: a progressive stage's receipt, or a variation order's (then `stage` is 0). */
  kind: z.enum(['progressive', 'variation_order']).optional(),
  /** The variation order's service category. */
  services: z.string().optional(),
});
export type AdminPaymentReviewRow = z.infer<typeof AdminPaymentReviewRow>;

export const AdminPaymentReviewPage = z.object({
  items: z.array(AdminPaymentReviewRow),
  /**
   * Exact up to a window past the page's start (issue 19: a page costs the same at 50,000 receipts as
   * at 500): 1,000 rows, or for a text search the next page (decision 026). When more rows match,
   * totalCount is that window's end and totalCountCapped is true (the table says "of more than …").
   */
  totalCount: z.number().int(),
  totalCountCapped: z.boolean(),
});
export type AdminPaymentReviewPage = z.infer<typeof AdminPaymentReviewPage>;

/** Spec §9 "Payment methods: PayNow …, card payment provider, GrabPay". */
export const PAYMENT_METHODS = ['PayNow', 'Card', 'GrabPay'] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** What the admin review's text search may look in. */
export const PaymentReviewSearchBy = z.enum(['project_name', 'client']);
export type PaymentReviewSearchBy = z.infer<typeof PaymentReviewSearchBy>;

/** Filters of the admin review list (issue 6 item 6: status, project, client, method, date). */
/** The longest text the admin payment review searches for (the field stops there too). */
export const PAYMENT_REVIEW_SEARCH_MAX = 200;

export const AdminPaymentReviewQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  rowsPerPage: z.coerce.number().int().min(1).max(150).default(20),
  status: PaymentStatusValue.optional(),
  project: z.string().trim().max(100).optional(),
  client: z.string().trim().max(200).optional(),
  method: PaymentMethod.optional(),
  /** Text searched in the field searchBy names (allow-listed): the project name, or the client's name or e-mail. */
  search: z.string().trim().max(PAYMENT_REVIEW_SEARCH_MAX).optional(),
  searchBy: PaymentReviewSearchBy.default('project_name'),
  /** YYYY-MM-DD, inclusive, Singapore dates. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Issue 13: which receipts to review; the progressive ones unless asked. */
  kind: z.enum(['progressive', 'variation_order']).default('progressive'),
});
export type AdminPaymentReviewQuery = z.infer<typeof AdminPaymentReviewQuery>;

/** The admin permission flag the payment review needs (issue 18: the review_payments action). */
export const PAYMENT_REVIEW_PERMISSION: AdminPermission = 'review_payments';
