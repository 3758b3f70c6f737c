import { z } from 'zod';
import {
  APPROVAL_STATUSES,
  COMPLETABLE_KINDS,
  HOLD_ISSUE_TYPES,
  MAX_APPROVAL_PHOTOS,
  approvalMessages as m,
} from './approval-item.js';
import { MAX_FEE_BPS } from './escrow.js';

const FileId = z.string().min(1).max(64);

/** Merchant: "complete with at least one photo of the finished work and a note" (issue 14 item 1). */
export const CompleteItemInput = z.object({
  note: z.string().trim().min(1, m.noteRequired).max(2000),
  photo_file_ids: z.array(FileId).min(1, m.photoRequired).max(MAX_APPROVAL_PHOTOS),
});
export type CompleteItemInput = z.infer<typeof CompleteItemInput>;

/** Spec §5 "Approving payment requires ticking the agreement to release payment to the merchant". */
export const ApproveItemInput = z.object({
  agree: z.literal(true, { error: m.approveAgreementRequired }),
});
export type ApproveItemInput = z.infer<typeof ApproveItemInput>;

/** Spec §5 "Hold payment": issue type, description, non-agreement checkbox, photos. */
export const HoldItemInput = z.object({
  issue_type: z.enum(HOLD_ISSUE_TYPES, { error: m.issueTypeRequired }),
  client_remarks: z.string({ error: m.descriptionRequired }).trim().min(1, m.descriptionRequired).max(2000),
  disagree: z.literal(true, { error: m.holdAgreementRequired }),
  photo_file_ids: z.array(FileId).max(MAX_APPROVAL_PHOTOS).default([]),
});
export type HoldItemInput = z.input<typeof HoldItemInput>;

export const ResolveHoldInput = z.object({
  outcome: z.enum(['rework', 'refund']),
  note: z.string().trim().min(1, 'note is required.').max(2000),
});
export type ResolveHoldInput = z.infer<typeof ResolveHoldInput>;

export const ApprovalPhoto = z.object({ _id: z.string(), url: z.string() });
export type ApprovalPhoto = z.infer<typeof ApprovalPhoto>;

export const PaymentHoldView = z.object({
  _id: z.string(),
  issue_type: z.string(),
  client_remarks: z.string(),
  created: z.string(),
  images: z.array(ApprovalPhoto),
  outcome: z.enum(['rework', 'refund']).nullable(),
  resolution_note: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type PaymentHoldView = z.infer<typeof PaymentHoldView>;

export const ApprovalItemView = z.object({
  _id: z.string(),
  kind: z.enum(COMPLETABLE_KINDS),
  ref_id: z.string(),
  project_id: z.string(),
  project_name: z.string(),
  services: z.string(),
  merchant_id: z.string(),
  merchant_name: z.string(),
  amount_cents: z.number().int(),
  status: z.enum(APPROVAL_STATUSES),
  completed_at: z.string(),
  auto_release_at: z.string(),
  completion_note: z.string(),
  completion_photos: z.array(ApprovalPhoto),
  decided_at: z.string().nullable(),
  decided_by: z.enum(['client', 'auto', 'admin']).nullable(),
  released_cents: z.number().int(),
  fee_cents: z.number().int(),
  net_cents: z.number().int(),
  refunded_cents: z.number().int(),
  paid_out: z.boolean(),
  hold: PaymentHoldView.nullable(),
});
export type ApprovalItemView = z.infer<typeof ApprovalItemView>;

export const ApprovalItemList = z.object({ items: z.array(ApprovalItemView) });
export type ApprovalItemList = z.infer<typeof ApprovalItemList>;

export const AdminHoldsPage = z.object({ items: z.array(ApprovalItemView), totalCount: z.number().int() });
export type AdminHoldsPage = z.infer<typeof AdminHoldsPage>;

export const PayableMerchantRow = z.object({
  _id: z.string(),
  company_name: z.string(),
  fee_bps: z.number().int(),
  items: z.number().int(),
  payable_cents: z.number().int(),
  paid_out_cents: z.number().int(),
});
export type PayableMerchantRow = z.infer<typeof PayableMerchantRow>;

export const PayablePage = z.object({ items: z.array(PayableMerchantRow), totalCount: z.number().int() });
export type PayablePage = z.infer<typeof PayablePage>;

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'transfer_date is required.');

/** The admin states the amount they transferred; it must equal what is payable now (two admins). */
export const RecordPayoutInput = z.object({
  merchant_id: z.string().min(1).max(64),
  expected_amount_cents: z.number().int().positive(),
  bank_reference: z.string().trim().min(1, 'bank_reference is required.').max(100),
  transfer_date: IsoDate,
  receipt_file_id: FileId.nullable().default(null),
});
export type RecordPayoutInput = z.input<typeof RecordPayoutInput>;

export const PayoutView = z.object({
  _id: z.string(),
  merchant_id: z.string(),
  amount_cents: z.number().int(),
  bank_reference: z.string(),
  transfer_date: z.string(),
  receipt_file_id: z.string().nullable(),
  items: z.number().int(),
  created: z.string(),
});
export type PayoutView = z.infer<typeof PayoutView>;

export const ServiceFeeInput = z.object({ fee_bps: z.number().int().min(0).max(MAX_FEE_BPS) });
export type ServiceFeeInput = z.infer<typeof ServiceFeeInput>;

/** The merchant's transactions/service-fee and transactions/completed (issue 14 item 5). */
export const MerchantEarnings = z.object({
  fee_bps: z.number().int(),
  released_cents: z.number().int(),
  fee_cents: z.number().int(),
  payable_cents: z.number().int(),
  paid_out_cents: z.number().int(),
  items: z.array(ApprovalItemView),
  payouts: z.array(PayoutView),
});
export type MerchantEarnings = z.infer<typeof MerchantEarnings>;

export const EscrowSummaryView = z.object({
  paid_in: z.number().int(),
  held: z.number().int(),
  released: z.number().int(),
  fees: z.number().int(),
  refunded: z.number().int(),
  paid_out: z.number().int(),
  owed: z.number().int(),
});

export const EscrowReport = z.object({
  project_id: z.string().nullable(),
  summary: EscrowSummaryView,
  problems: z.array(z.string()),
  balanced: z.boolean(),
});
export type EscrowReport = z.infer<typeof EscrowReport>;

/** Spec §3 "Merchant review: agenda, comment, ... rating". */
export const MerchantReviewInput = z.object({
  merchant_id: z.string().min(1).max(64),
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(2000).default(''),
  agenda: z.string().trim().max(200).default('Handover'),
});
export type MerchantReviewInput = z.input<typeof MerchantReviewInput>;

/** The merchant's current-project page: its services there, each with its completion state. */
export const MerchantCompletable = z.object({
  /** A project service, or a variation order the admin approved (then `service_id` is the order's id). */
  kind: z.enum(COMPLETABLE_KINDS).default('service'),
  service_id: z.string(),
  services: z.string(),
  amount_cents: z.number().int(),
  service_status: z.string(),
  can_complete: z.boolean(),
  item: ApprovalItemView.nullable(),
});
export type MerchantCompletable = z.infer<typeof MerchantCompletable>;

export const MerchantCompletableList = z.object({ items: z.array(MerchantCompletable) });
export type MerchantCompletableList = z.infer<typeof MerchantCompletableList>;

export const AutoReleaseResult = z.object({ released: z.number().int(), skipped: z.number().int() });
export type AutoReleaseResult = z.infer<typeof AutoReleaseResult>;
