import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VARIATION_ORDER_STATUSES,
  contractSummary,
  transitionVariationOrder,
  type VariationOrderAction,
  type VariationOrderState,
} from './variation-order.js';

const ACTIONS: VariationOrderAction[] = [
  'clientEdit',
  'clientDelete',
  'clientAccept',
  'clientReject',
  'clientDecline',
  'clientPay',
  'merchantPrice',
  'merchantDecline',
  'adminApprovePayment',
  'adminDeclinePayment',
  'merchantComplete',
];
/** Where each status may be reached from (spec §4 flow); anything else is a bug in the machine. */
const ALLOWED_FROM: Record<string, string[]> = {
  Pending: ['Pending'],
  Declined: ['Pending', 'Declined'],
  Rejected: ['Pending', 'Rejected'],
  Payment: ['Pending', 'Paid', 'Payment'],
  Paid: ['Payment', 'Paid'],
  Approved: ['Paid', 'Approved'],
  Completed: ['Approved', 'Completed'],
};

describe('variation orders under any sequence of actions (issue 13 property test)', () => {
  it('stay in allowed states, keep an accepted price, and keep the contract exact', () => {
    const order = fc.record({
      origin: fc.constantFrom('client' as const, 'merchant' as const),
      price: fc.integer({ min: 0, max: 50_000_000_00 }),
      actions: fc.array(fc.constantFrom(...ACTIONS), { maxLength: 25 }),
    });
    fc.assert(
      fc.property(
        fc.array(order, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 10_000_000_00 }),
        (orders, quotationCents) => {
          const finals = orders.map(({ origin, price, actions }) => {
            let state: VariationOrderState = {
              status: 'Pending',
              origin,
              isPriced: origin === 'merchant',
              amountCents: origin === 'merchant' ? price : 0,
            };
            for (const action of actions) {
              const move = transitionVariationOrder(state, action);
              if (!move.ok) {
                expect(move.reason.length).toBeGreaterThan(0);
                continue;
              }
              const next = action === 'merchantPrice' ? { ...move.to, amountCents: price } : move.to;
              expect(VARIATION_ORDER_STATUSES).toContain(next.status);
              expect(ALLOWED_FROM[next.status]).toContain(state.status);
              // Once accepted, the amount is the one the client accepted.
              if (state.status !== 'Pending') expect(next.amountCents).toBe(state.amountCents);
              if (next.status !== 'Pending' && next.status !== 'Declined') expect(next.isPriced).toBe(true);
              state = next;
            }
            return state;
          });
          const s = contractSummary({
            quotationCents,
            progressivePaidCents: 0,
            progressiveUnderReviewCents: 0,
            orders: finals.map((o) => ({ status: o.status, amountCents: o.amountCents })),
          });
          expect(s.paidCents + s.underReviewCents + s.remainingCents).toBe(s.contractValueCents);
          expect(s.remainingCents).toBeGreaterThanOrEqual(0);
          const accepted = finals
            .filter((o) => ['Payment', 'Paid', 'Approved', 'Completed'].includes(o.status))
            .reduce((n, o) => n + o.amountCents, 0);
          expect(s.contractValueCents).toBe(quotationCents + accepted);
        },
      ),
    );
  });
});
