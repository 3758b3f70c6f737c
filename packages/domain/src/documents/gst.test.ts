import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { progressivePaymentAmounts } from '../payments/progressive-payment.js';
import { allocateGst, gstBreakdown, gstOfInclusive } from './gst.js';
import { paymentSchedule } from './payment-schedule.js';

describe('GST in a GST-inclusive price (9% of the price before tax = price × 9/109)', () => {
  it('states the tax contained in a price, rounded to the cent', () => {
    expect(gstOfInclusive(10_900_00)).toBe(900_00); // $10,900.00 contains $900.00
    expect(gstOfInclusive(109)).toBe(9); // $1.09 contains 9 cents
    expect(gstOfInclusive(15_000)).toBe(1_239); // $150: 1,238.53… cents → $12.39
    expect(gstOfInclusive(100)).toBe(8); // $1.00: 8.26 cents → 8 cents
    expect(gstOfInclusive(2_345_678)).toBe(193_680); // $23,456.78: 193,680.36 cents → $1,936.80
    expect(gstOfInclusive(0)).toBe(0);
  });

  it('rounds to the nearest cent', () => {
    // 6 cents contain 0.495 cents → 0; 7 contain 0.578 → 1. (At 9% an exact half cent cannot occur:
    // amount × 18 = 109 × odd has no whole solution, so "half up" and "half even" never disagree.)
    expect(gstOfInclusive(6)).toBe(0);
    expect(gstOfInclusive(7)).toBe(1);
    expect(gstOfInclusive(1_000_100)).toBe(82_577); // $10,001.00 contains 825.7706… → $825.77
  });

  it('refuses amounts that are not whole, non-negative cents', () => {
    expect(() => gstOfInclusive(-1)).toThrow(RangeError);
    expect(() => gstOfInclusive(1.5)).toThrow(RangeError);
  });

  it('splits a total into the amount before tax and the tax', () => {
    expect(gstBreakdown(10_900_00)).toEqual({
      totalCents: 10_900_00,
      gstCents: 900_00,
      excludingGstCents: 10_000_00,
    });
  });

  it('is within half a cent of the exact 9/109 for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(Math.abs(gstOfInclusive(cents) - (cents * 9) / 109)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('GST of the progressive stages', () => {
  it('adds up to the quotation GST, the remainder on the largest stage', () => {
    // $10,001.00: stages $150.00, $850.10, $4,000.40, $4,500.45, $500.05.
    const stages = progressivePaymentAmounts(1_000_100).map((s) => s.amountCents);
    expect(stages).toEqual([15_000, 85_010, 400_040, 450_045, 50_005]);
    // Each rounded alone: 12.39 + 70.19 + 330.31 + 371.60 + 41.29 = $825.78, a cent more than the
    // $825.77 the whole quotation contains; the 45% stage gives the cent back.
    expect(stages.map(gstOfInclusive)).toEqual([1_239, 7_019, 33_031, 37_160, 4_129]);
    const split = allocateGst(stages);
    expect(split).toEqual([1_239, 7_019, 33_031, 37_159, 4_129]);
    expect(split.reduce((a, b) => a + b, 0)).toBe(82_577);
  });

  it('always sums to the whole and never goes negative, for any quotation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000_000 }), (total) => {
        const split = allocateGst(progressivePaymentAmounts(total).map((s) => s.amountCents));
        expect(split.reduce((a, b) => a + b, 0)).toBe(gstOfInclusive(total));
        for (const g of split) expect(g).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('gives the same split for the same quotation (the stage invoices repeat the quotation)', () => {
    expect(allocateGst([500, 500, 500])).toEqual(allocateGst([500, 500, 500]));
    // Equal largest parts: the later one carries the remainder.
    expect(allocateGst([500, 500, 500])).toEqual([41, 41, 42]);
  });

  it('prints no GST on the schedule of an issuer that is not registered', () => {
    const schedule = paymentSchedule(10_900_00, false);
    expect(schedule.map((s) => s.gstCents)).toEqual([null, null, null, null, null]);
    expect(schedule.map((s) => s.amountCents)).toEqual([15_000, 94_000, 436_000, 490_500, 54_500]);
  });

  it('states each stage’s GST when the issuer is registered', () => {
    const schedule = paymentSchedule(10_900_00, true);
    expect(schedule.map((s) => s.label)).toEqual([
      '$150',
      '10% of quotation minus 150',
      '40% of quotation',
      '45% of quotation',
      '5% of quotation',
    ]);
    // $150 → 12.39; $940 → 77.61; $4,360 → 360.00; $4,905 → 405.00 (+ remainder); $545 → 45.00.
    expect(schedule.map((s) => s.gstCents)).toEqual([1_239, 7_761, 36_000, 40_500, 4_500]);
  });
});
