import { describe, expect, it } from 'vitest';
import { formatSgd } from '../format/money.js';
import { DEPOSIT_CENTS, guarantee, PAYMENT_STAGE_PERCENTS, renovationLoan } from './marketing.js';

describe('marketing constants (spec §9)', () => {
  it('deposit $150 and stages 10, 40, 45, 5 percent adding up to the whole quotation', () => {
    expect(formatSgd(DEPOSIT_CENTS)).toBe('$150.00');
    expect(PAYMENT_STAGE_PERCENTS).toEqual([10, 40, 45, 5]);
    expect(PAYMENT_STAGE_PERCENTS.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('guarantees: $100,000 workmanship, $50,000 insurance, refund within 7 days, claims within 1 year', () => {
    expect(formatSgd(guarantee.workmanshipCents)).toBe('$100,000.00');
    expect(formatSgd(guarantee.insuranceCents)).toBe('$50,000.00');
    expect(guarantee.lowestPriceRefundDays).toBe(7);
    expect(guarantee.claimWindowYears).toBe(1);
  });

  it('loan: 1 to 5 years at 4.18%, 6 times monthly income or $30,000, age 21 to 59, income $24,000', () => {
    expect(renovationLoan).toMatchObject({
      minTenureYears: 1,
      maxTenureYears: 5,
      ratePercentPerYear: 4.18,
      maxMonthlyIncomeMultiple: 6,
      approvalSeconds: 60,
      minAge: 21,
      maxAge: 59,
    });
    expect(formatSgd(renovationLoan.maxAmountCents)).toBe('$30,000.00');
    expect(formatSgd(renovationLoan.minAnnualIncomeCents)).toBe('$24,000.00');
  });
});
