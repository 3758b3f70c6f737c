/**
 * Issue 14: a completable item is what a merchant finishes and the client then approves or holds. A
 * project service today; an approved variation order once that work lands (the `kind` keeps the door
 * open without a second table).
 */
export const COMPLETABLE_KINDS = ['service', 'variation_order'] as const;
export type CompletableKind = (typeof COMPLETABLE_KINDS)[number];

/**
 * Pending: completed by the merchant, waiting for the client (spec §2 "pending-approval").
 * Hold: the client held the payment (spec §4 "Hold sets the service or variation order status to Hold").
 * Rework: an admin resolved the hold back to the merchant, who completes it again.
 * Approved: released to the merchant; final (spec §4 "not reversible").
 * Refunded: an admin resolved the hold by refunding the client; final.
 */
export const APPROVAL_STATUSES = ['Pending', 'Hold', 'Rework', 'Approved', 'Refunded'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export type ApprovalAction =
  'complete' | 'approve' | 'auto_release' | 'hold' | 'resolve_rework' | 'resolve_refund';

/** Spec §9 "auto-approval 7 days after completion". */
export const AUTO_RELEASE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const autoReleaseAt = (completedAt: Date): Date =>
  new Date(completedAt.getTime() + AUTO_RELEASE_DAYS * DAY_MS);

/** Spec §9 "Hold issue types". */
export const HOLD_ISSUE_TYPES = [
  'Services is not completed',
  'Has a lot of defects',
  'Merchant MIA',
  'Others',
] as const;
export type HoldIssueType = (typeof HOLD_ISSUE_TYPES)[number];

/** Spec §5 "Hold payment: ... up to 3 image thumbnails shown with a +N count". */
export const HOLD_THUMBNAILS_SHOWN = 3;
export const MAX_APPROVAL_PHOTOS = 10;

export const approvalMessages = {
  issueTypeRequired: 'Please choose the type of the issue',
  descriptionRequired: 'Please describe your issue',
  holdAgreementRequired: 'Please tick that you do not agree to release the payment.',
  approveAgreementRequired: 'Please tick that you agree to release the payment to the merchant.',
  photoRequired: 'Please add at least one photo of the finished work.',
  noteRequired: 'Please describe the finished work.',
  notCompletable: 'This work cannot be completed now.',
  alreadyDecided: 'This payment was already decided.',
  notOnHold: 'This payment is not on hold.',
  notFunded: "The client's payments held for this project do not cover this work yet.",
  payoutChanged: 'What is payable to this merchant changed. Please check the amount again.',
  nothingPayable: 'Nothing is payable to this merchant.',
  approved: 'Payment released to the merchant.',
  held: 'Payment on hold. Our admin will contact you.',
  completed: 'Marked as completed. The client has been asked to approve.',
  resolved: 'Hold resolved.',
  payoutRecorded: 'Payout recorded.',
  reviewSaved: 'Thank you for your review.',
  reviewFailed: 'Submission failed!',
} as const;

export type Transition = { ok: true; to: ApprovalStatus } | { ok: false; reason: string };

/** The item's state machine; `null` means no completion yet (the merchant is still working). */
export function transitionApproval(from: ApprovalStatus | null, action: ApprovalAction): Transition {
  switch (action) {
    case 'complete':
      return from === null || from === 'Rework'
        ? { ok: true, to: 'Pending' }
        : { ok: false, reason: approvalMessages.notCompletable };
    case 'approve':
    case 'auto_release':
      return from === 'Pending'
        ? { ok: true, to: 'Approved' }
        : { ok: false, reason: approvalMessages.alreadyDecided };
    case 'hold':
      return from === 'Pending'
        ? { ok: true, to: 'Hold' }
        : { ok: false, reason: approvalMessages.alreadyDecided };
    case 'resolve_rework':
      return from === 'Hold' ? { ok: true, to: 'Rework' } : { ok: false, reason: approvalMessages.notOnHold };
    case 'resolve_refund':
      return from === 'Hold'
        ? { ok: true, to: 'Refunded' }
        : { ok: false, reason: approvalMessages.notOnHold };
  }
}

/** Whether the job may release it now: still pending and seven days past its (latest) completion. */
export const isDueForAutoRelease = (status: ApprovalStatus, releaseAt: Date, now: Date): boolean =>
  status === 'Pending' && releaseAt.getTime() <= now.getTime();

/** Spec §5: photos beyond the third collapse into "+N". */
export function thumbnailsWithMore<T>(photos: readonly T[]): { shown: T[]; more: number } {
  return {
    shown: photos.slice(0, HOLD_THUMBNAILS_SHOWN),
    more: Math.max(0, photos.length - HOLD_THUMBNAILS_SHOWN),
  };
}
