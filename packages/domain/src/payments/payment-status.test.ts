import { describe, expect, it } from 'vitest';
import { paymentMessages as m } from './messages.js';
import {
  canCheckout,
  canPayNextStage,
  isPaymentActionEnabled,
  payNextStageLabel,
  progressivePaymentStatusLabel,
  progressiveRowStatus,
  ProgressivePaymentStatus,
  transitionPayment,
  type PaymentAction,
  type StagePaymentState,
} from './payment-status.js';

describe('progressive payment statuses', () => {
  it('has the six statuses, Paid labelled Verifying', () => {
    expect(ProgressivePaymentStatus.options).toEqual([
      'Approved',
      'Pending',
      'Declined',
      'Not Received',
      'Unpaid',
      'Paid',
    ]);
    expect(ProgressivePaymentStatus.options.map(progressivePaymentStatusLabel)).toEqual([
      'Approved',
      'Pending',
      'Declined',
      'Not Received',
      'Unpaid',
      'Verifying',
    ]);
  });
  it('derives the row status as spec §4 says', () => {
    expect(progressiveRowStatus({ isPaid: true, isInvoiceIssued: true })).toBe('Approved');
    expect(
      progressiveRowStatus({ isPaid: false, latestPaymentStatus: 'Approved', isInvoiceIssued: true }),
    ).toBe('Approved');
    expect(progressiveRowStatus({ isPaid: false, latestPaymentStatus: 'Paid', isInvoiceIssued: true })).toBe(
      'Pending',
    );
    expect(
      progressiveRowStatus({ isPaid: false, latestPaymentStatus: 'Declined', isInvoiceIssued: true }),
    ).toBe('Declined');
    expect(progressiveRowStatus({ isPaid: false, isInvoiceIssued: true })).toBe('Unpaid');
    expect(progressiveRowStatus({ isPaid: false, isInvoiceIssued: false })).toBe('Not Received');
  });
  it('enables the action only for Unpaid or Declined rows', () => {
    const enabled = ProgressivePaymentStatus.options.filter(isPaymentActionEnabled);
    expect(enabled).toEqual(['Declined', 'Unpaid']);
  });
  it('disables pay-next at stage 6 or while the current stage is Paid', () => {
    expect(canPayNextStage(2, 'Approved')).toBe(true);
    expect(canPayNextStage(2, 'Unpaid')).toBe(true);
    expect(canPayNextStage(2, 'Declined')).toBe(true);
    expect(canPayNextStage(2, 'Paid')).toBe(false);
    expect(canPayNextStage(2, 'Pending')).toBe(false);
    expect(canPayNextStage(6, 'Approved')).toBe(false);
  });
  it('labels the pay-next button with the next share, or Verifying', () => {
    expect([2, 3, 4, 5].map((s) => payNextStageLabel(s, 'Approved'))).toEqual([
      '10% of the quotation',
      '40% of the quotation',
      '45% of the quotation',
      '5% of the quotation',
    ]);
    expect(payNextStageLabel(3, 'Paid')).toBe('Verifying');
    expect(payNextStageLabel(6, 'Approved')).toBeUndefined();
    expect(payNextStageLabel(2.5, 'Approved')).toBeUndefined();
    expect(payNextStageLabel(1, 'Approved')).toBeUndefined();
  });
  it('disables checkout once the first payment is Paid or Approved', () => {
    expect(canCheckout(undefined)).toBe(true);
    expect(canCheckout('Declined')).toBe(true);
    expect(canCheckout('Paid')).toBe(false);
    expect(canCheckout('Approved')).toBe(false);
  });
});

describe('payment transitions', () => {
  const states: StagePaymentState[] = ['Not Received', 'Unpaid', 'Paid', 'Approved', 'Declined'];
  const actions: PaymentAction[] = ['issueInvoice', 'submitReceipt', 'approve', 'decline', 'repay'];
  const allowed: Record<string, StagePaymentState> = {
    'Not Received issueInvoice': 'Unpaid',
    'Unpaid submitReceipt': 'Paid',
    'Paid approve': 'Approved',
    'Paid decline': 'Declined',
    'Declined repay': 'Paid',
  };
  it('allows exactly the five legal moves and refuses every other with a reason', () => {
    for (const from of states) {
      for (const action of actions) {
        const result = transitionPayment(from, action);
        const expected = allowed[`${from} ${action}`];
        if (expected) expect(result).toEqual({ ok: true, status: expected });
        else {
          expect(result.ok).toBe(false);
          expect(result.ok === false && result.reason.length > 0).toBe(true);
        }
      }
    }
  });
  it('says why: approving twice, deciding a decided payment, paying twice', () => {
    expect(transitionPayment('Approved', 'approve')).toEqual({ ok: false, reason: m.alreadyApproved });
    expect(transitionPayment('Declined', 'approve')).toEqual({ ok: false, reason: m.alreadyDeclined });
    expect(transitionPayment('Approved', 'decline')).toEqual({ ok: false, reason: m.alreadyApproved });
    expect(transitionPayment('Paid', 'submitReceipt')).toEqual({ ok: false, reason: m.awaitingApproval });
    expect(transitionPayment('Paid', 'repay')).toEqual({ ok: false, reason: m.awaitingApproval });
    expect(transitionPayment('Approved', 'repay')).toEqual({ ok: false, reason: m.alreadyApproved });
    expect(transitionPayment('Unpaid', 'approve')).toEqual({ ok: false, reason: m.nothingToReview });
    expect(transitionPayment('Not Received', 'submitReceipt')).toEqual({ ok: false, reason: m.notYetDue });
    expect(transitionPayment('Declined', 'submitReceipt')).toEqual({
      ok: false,
      reason: m.declinedUsesRepay,
    });
    expect(transitionPayment('Unpaid', 'repay')).toEqual({ ok: false, reason: m.onlyDeclinedRepay });
    expect(transitionPayment('Unpaid', 'issueInvoice')).toEqual({
      ok: false,
      reason: m.invoiceAlreadyIssued,
    });
  });
  it('a declined payment can be paid again and then approved', () => {
    let state: StagePaymentState = 'Unpaid';
    for (const action of ['submitReceipt', 'decline', 'repay', 'approve'] as const) {
      const r = transitionPayment(state, action);
      if (!r.ok) throw new Error(r.reason);
      state = r.status;
    }
    expect(state).toBe('Approved');
  });
});
