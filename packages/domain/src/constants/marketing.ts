/**
 * Spec §9 "Business constants and limits": the promises the public pages make. Money in cents, so the
 * pages format them with `formatSgd` and every page quotes the same number.
 */
export const DEPOSIT_CENTS = 150_00;
export const DEPOSIT_VOUCHERS_WORTH_CENTS = 2_000_00;
/** Payment stages as percentages of the quotation, in order. */
export const PAYMENT_STAGE_PERCENTS = [10, 40, 45, 5] as const;

export const guarantee = {
  workmanshipCents: 100_000_00,
  insuranceCents: 50_000_00,
  claimWindowYears: 1,
  warrantyYears: 1,
  lowestPriceRefundDays: 7,
  maxSavingsPercent: 60,
  drawings3d: 3,
  drawingsDetail: 6,
} as const;

export const QUOTATION_DOCTOR_REPLY_DAYS = 5;

export const renovationLoan = {
  minTenureYears: 1,
  maxTenureYears: 5,
  ratePercentPerYear: 4.18,
  maxMonthlyIncomeMultiple: 6,
  maxAmountCents: 30_000_00,
  approvalSeconds: 60,
  minAge: 21,
  maxAge: 59,
  minAnnualIncomeCents: 24_000_00,
} as const;

// The first-project EZcash award (300) is FIRST_PROJECT_EZCASH in design-now/project-rules.ts.
