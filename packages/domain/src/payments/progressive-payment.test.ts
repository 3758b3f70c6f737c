import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROGRESSIVE_DEPOSIT_CENTS,
  MIN_QUOTATION_TOTAL_CENTS,
  paymentDueDate,
  progressivePaymentAmount,
  progressivePaymentAmounts,
  progressivePaymentName,
} from './progressive-payment.js';

const amounts = (total: number) => progressivePaymentAmounts(total).map((s) => s.amountCents);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('progressive payment stage amounts (integer cents)', () => {
  it('a $20,000 quotation: $150, 10% − $150, 40%, 45%, 5%', () => {
    expect(amounts(2_000_000)).toEqual([15_000, 185_000, 800_000, 900_000, 100_000]);
    expect(progressivePaymentAmounts(2_000_000).map((s) => s.stage)).toEqual([1, 2, 3, 4, 5]);
  });
  it('the deposit is $150 (spec §9)', () => expect(PROGRESSIVE_DEPOSIT_CENTS).toBe(15_000));
  it('rounds odd cents so the stages still add up, the 5% stage taking what is left', () => {
    // 10% of 1,234,567 = 123,456.7 → 123,457; 50% = 617,283.5 → 617,284; 95% = 1,172,838.65 → 1,172,839
    expect(amounts(1_234_567)).toEqual([15_000, 108_457, 493_827, 555_555, 61_728]);
    expect(sum(amounts(1_234_567))).toBe(1_234_567);
  });
  it('at the $1,500 minimum the 10% stage is exactly the deposit, so stage 2 is nothing', () => {
    expect(MIN_QUOTATION_TOTAL_CENTS).toBe(150_000);
    expect(amounts(150_000)).toEqual([15_000, 0, 60_000, 67_500, 7_500]);
  });
  it('below the minimum the excess deposit is credited against the next stages', () => {
    // $1,000: 10% ($100) < deposit; 50% = $500 → stage 3 is $350; 95% = $950; 5% = $50.
    expect(amounts(100_000)).toEqual([15_000, 0, 35_000, 45_000, 5_000]);
    // $200: 50% = $100 is still below the deposit; 95% = $190.
    expect(amounts(20_000)).toEqual([15_000, 0, 0, 4_000, 1_000]);
  });
  it('a quotation below $150 is due entirely at stage 1; zero owes nothing', () => {
    expect(amounts(9_999)).toEqual([9_999, 0, 0, 0, 0]);
    expect(amounts(0)).toEqual([0, 0, 0, 0, 0]);
  });
  it('refuses fractional or negative totals instead of guessing', () => {
    expect(() => progressivePaymentAmounts(100.5)).toThrow(RangeError);
    expect(() => progressivePaymentAmounts(-1)).toThrow(RangeError);
    expect(() => progressivePaymentAmounts(Number.NaN)).toThrow(RangeError);
  });
  it('stage 6 and unknown stages owe nothing', () => {
    expect(progressivePaymentAmount(2_000_000, 6)).toBe(0);
    expect(progressivePaymentAmount(2_000_000, 0)).toBe(0);
    expect(progressivePaymentAmount(2_000_000, 3)).toBe(800_000);
  });
  it('names each stage as the payment table does', () => {
    expect([1, 2, 3, 4, 5].map((s) => progressivePaymentName(s as 1))).toEqual([
      '$150',
      '10% of quotation minus 150',
      '40% of quotation',
      '45% of quotation',
      '5% of quotation',
    ]);
  });
});

describe('stage amount properties', () => {
  const total = fc.integer({ min: 0, max: 10_000_000_00 });
  it('for any quotation total the stages add up to it exactly and none is negative', () => {
    fc.assert(
      fc.property(total, (t) => {
        const xs = amounts(t);
        expect(sum(xs)).toBe(t);
        for (const x of xs) {
          expect(Number.isInteger(x)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 2000 },
    );
  });
  it('from the minimum up, every stage is within one cent of its exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_QUOTATION_TOTAL_CENTS, max: 10_000_000_00 }), (t) => {
        const [s1, s2, s3, s4, s5] = amounts(t) as [number, number, number, number, number];
        expect(s1).toBe(15_000);
        expect(Math.abs(s2 - (t * 0.1 - 15_000))).toBeLessThanOrEqual(1);
        expect(Math.abs(s3 - t * 0.4)).toBeLessThanOrEqual(1);
        expect(Math.abs(s4 - t * 0.45)).toBeLessThanOrEqual(1);
        expect(Math.abs(s5 - t * 0.05)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('due date', () => {
  it('is 7 days after the invoice date (spec §9)', () => {
    expect(paymentDueDate('2026-11-23T02:00:00Z').toISOString()).toBe('2026-11-30T02:00:00.000Z');
    expect(paymentDueDate(new Date('2026-12-28T16:30:00Z')).toISOString()).toBe('2027-01-04T16:30:00.000Z');
  });
});
