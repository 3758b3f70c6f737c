import { describe, expect, it } from 'vitest';
import { CreateVariationOrder, VariationOrderReceipt } from './variation-order-api.js';
import { variationOrderMessages as m } from './messages.js';
import {
  VARIATION_ORDER_DEFAULTS,
  contractSummary,
  transitionVariationOrder,
  variationOrderLineCents,
  variationOrderTotalCents,
  type VariationOrderState,
} from './variation-order.js';

const request: VariationOrderState = { status: 'Pending', origin: 'client', isPriced: false, amountCents: 0 };
const priced: VariationOrderState = { ...request, isPriced: true, amountCents: 120_00 };

describe('variation order totals', () => {
  it('multiplies price per unit by quantity and adds the wastage percent, to the cent', () => {
    expect(variationOrderLineCents({ quantity: 3, priceCents: 40_00, wastagePercent: 0 })).toBe(120_00);
    expect(variationOrderLineCents({ quantity: 1, priceCents: 333, wastagePercent: 10 })).toBe(366); // 366.3
    expect(variationOrderLineCents({ quantity: 1, priceCents: 5, wastagePercent: 10 })).toBe(6); // 5.5 half up
  });
  it('sums the lines; new lines are priced zero (spec §4 "price zeros per line")', () => {
    expect(VARIATION_ORDER_DEFAULTS).toMatchObject({ warrantyDays: 7, unit: '1', wastagePercent: 0 });
    expect(variationOrderTotalCents([{ quantity: 100, priceCents: 0, wastagePercent: 0 }])).toBe(0);
    expect(
      variationOrderTotalCents([
        { quantity: 2, priceCents: 1_000_000_000, wastagePercent: 5 },
        { quantity: 1, priceCents: 1, wastagePercent: 0 },
      ]),
    ).toBe(2_100_000_001);
  });
  it('refuses fractions and negatives', () => {
    expect(() => variationOrderLineCents({ quantity: 1.5, priceCents: 1, wastagePercent: 0 })).toThrow();
    expect(() => variationOrderLineCents({ quantity: 1, priceCents: -1, wastagePercent: 0 })).toThrow();
  });
});

describe('variation order status machine (spec §4)', () => {
  it('client request: merchant prices, client accepts, pays, admin approves', () => {
    const p = transitionVariationOrder(request, 'merchantPrice');
    expect(p).toMatchObject({ ok: true, to: { status: 'Pending', isPriced: true } });
    const accepted = transitionVariationOrder(priced, 'clientAccept');
    expect(accepted).toMatchObject({ ok: true, to: { status: 'Payment' } });
    if (!accepted.ok) return;
    const paid = transitionVariationOrder(accepted.to, 'clientPay');
    expect(paid).toMatchObject({ ok: true, to: { status: 'Paid' } });
    if (!paid.ok) return;
    expect(transitionVariationOrder(paid.to, 'adminApprovePayment')).toMatchObject({
      to: { status: 'Approved' },
    });
    expect(transitionVariationOrder(paid.to, 'adminDeclinePayment')).toMatchObject({
      to: { status: 'Payment' },
    });
  });
  it('Reject gives Rejected, Decline gives Declined', () => {
    expect(transitionVariationOrder(priced, 'clientReject')).toMatchObject({ to: { status: 'Rejected' } });
    expect(transitionVariationOrder(priced, 'clientDecline')).toMatchObject({ to: { status: 'Declined' } });
    expect(transitionVariationOrder(request, 'merchantDecline')).toMatchObject({
      to: { status: 'Declined' },
    });
  });
  it('only a Pending order is edited or deleted, with the spec message', () => {
    for (const status of ['Declined', 'Rejected', 'Payment', 'Paid', 'Approved', 'Completed'] as const) {
      expect(transitionVariationOrder({ ...priced, status }, 'clientEdit')).toEqual({
        ok: false,
        reason: m.notAllowedToEdit,
      });
      expect(transitionVariationOrder({ ...priced, status }, 'clientDelete')).toEqual({
        ok: false,
        reason: m.notAllowedToEdit,
      });
    }
    expect(transitionVariationOrder(priced, 'clientEdit')).toMatchObject({
      to: { isPriced: false, amountCents: 0 },
    });
  });
  it('an unpriced request cannot be accepted; an accepted order cannot be priced again', () => {
    expect(transitionVariationOrder(request, 'clientAccept')).toEqual({
      ok: false,
      reason: m.updateTheOrderFailed,
    });
    expect(transitionVariationOrder({ ...priced, status: 'Payment' }, 'merchantPrice')).toEqual({
      ok: false,
      reason: m.notAllowedToEdit,
    });
    expect(transitionVariationOrder({ ...priced, status: 'Paid' }, 'clientPay').ok).toBe(false);
  });
});

describe('contract summary (issue 13 item 4)', () => {
  it('adds accepted orders only; reconciles to the cent', () => {
    const s = contractSummary({
      quotationCents: 10_000_00,
      progressivePaidCents: 150_00,
      progressiveUnderReviewCents: 850_00,
      orders: [
        { status: 'Approved', amountCents: 500_00 },
        { status: 'Paid', amountCents: 200_01 },
        { status: 'Payment', amountCents: 99 },
        { status: 'Declined', amountCents: 1_000_00 },
        { status: 'Rejected', amountCents: 1_000_00 },
        { status: 'Pending', amountCents: 1_000_00 },
      ],
    });
    expect(s).toEqual({
      quotationCents: 10_000_00,
      acceptedVariationOrdersCents: 701_00,
      contractValueCents: 10_701_00,
      paidCents: 650_00,
      underReviewCents: 1_050_01,
      remainingCents: 9_000_99,
    });
    expect(s.paidCents + s.underReviewCents + s.remainingCents).toBe(s.contractValueCents);
  });
});

describe('request schemas (spec §5)', () => {
  it('asks for every field of every line', () => {
    const r = CreateVariationOrder.safeParse({
      project_service_id: 's1',
      lines: [{ area: 'Kitchen', items: 'Tiles', quantity: 2, description_of_work: ' ' }],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(m.fillEveryField);
    expect(
      CreateVariationOrder.safeParse({
        project_service_id: 's1',
        lines: [{ area: 'Kitchen', items: 'Tiles', quantity: 101, description_of_work: 'x' }],
      }).success,
    ).toBe(false);
  });
  it('needs the transaction number of a payment', () => {
    const r = VariationOrderReceipt.safeParse({ transactionNo: '', receiptFileId: 'f' });
    expect(r.error?.issues[0]?.message).toBe('Please input the transaction number');
  });
});

describe('variation order notifications open the orders (issue 13)', () => {
  it('links client, merchant and admin to their page', async () => {
    const { notificationLink } = await import('../operations/notifications.js');
    expect(notificationLink('client', { action: 'variation_order_priced', project_id: 'p1' })).toBe(
      '/other-project/p1/transactions/variation-order',
    );
    expect(notificationLink('merchant', { action: 'variation_order_request', project_id: 'p1' })).toBe(
      '/current-project/p1/variationOrders/client-request',
    );
    expect(notificationLink('admin', { action: 'variation_order_receipt', project_id: 'p1' })).toBe(
      '/admin/payments',
    );
  });
});
