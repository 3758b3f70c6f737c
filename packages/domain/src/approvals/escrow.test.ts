import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balancesOf,
  journalBalances,
  netToMerchantCents,
  payoutLines,
  paymentInLines,
  reconcileProblems,
  refundLines,
  releaseLines,
  serviceFeeCents,
  summaryOf,
} from './escrow.js';

describe('service fee (issue 14 item 5: a percentage per merchant, in basis points)', () => {
  it('takes 10 % of $1,234.56 as $123.46, rounding half up', () => {
    expect(serviceFeeCents(123_456, 1000)).toBe(12_346);
    expect(netToMerchantCents(123_456, 1000)).toBe(111_110);
  });
  it('rounds half a cent up and never exceeds the release', () => {
    expect(serviceFeeCents(5, 1000)).toBe(1);
    expect(serviceFeeCents(4, 1000)).toBe(0);
    expect(serviceFeeCents(100, 10_000)).toBe(100);
    expect(serviceFeeCents(0, 1000)).toBe(0);
  });
  it('refuses fractions of a cent and fees out of range', () => {
    expect(() => serviceFeeCents(1.5, 1000)).toThrow();
    expect(() => serviceFeeCents(100, 10_001)).toThrow();
  });
  it('fee plus net is the release, for any release and fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 10_000 }), (c, bps) => {
        const fee = serviceFeeCents(c, bps);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee + netToMerchantCents(c, bps)).toBe(c);
      }),
    );
  });
});

describe('escrow journals (double entry)', () => {
  it('every journal adds up to zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 10_000 }), (c, bps) => {
        for (const j of [paymentInLines(c), releaseLines(c, bps), refundLines(c), payoutLines(c)])
          expect(journalBalances(j)).toBe(true);
      }),
    );
  });
  it('a $1,000 payment, $600 released at 10 %, $200 refunded and $540 paid out reconciles', () => {
    const lines = [
      ...paymentInLines(100_000),
      ...releaseLines(60_000, 1000),
      ...refundLines(20_000),
      ...payoutLines(54_000),
    ];
    const s = summaryOf(balancesOf(lines));
    expect(s).toEqual({
      paid_in: 100_000,
      held: 20_000,
      released: 60_000,
      fees: 6_000,
      refunded: 20_000,
      paid_out: 54_000,
      owed: 0,
    });
    expect(reconcileProblems(balancesOf(lines))).toEqual([]);
  });
  it('flags releasing more than was paid in and paying out more than was released', () => {
    expect(reconcileProblems(balancesOf([...paymentInLines(100), ...releaseLines(200, 0)]))).toContain(
      'More was released or refunded than the clients paid in.',
    );
    expect(reconcileProblems(balancesOf(payoutLines(1)))).toContain(
      'More was paid out to merchants than was released to them.',
    );
    expect(reconcileProblems(balancesOf([{ account: 'escrow_held', amountCents: 5 }]))[0]).toMatch(
      /off by 5 cents/,
    );
  });
});
