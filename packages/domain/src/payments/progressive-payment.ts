/**
 * Progressive payment stages (spec client area §4, §9): "Stage 1 is $150; then 10%, 40%, 45%, 5% of the
 * quotation; then no further payments. … The second payment is shown as 10% of quotation minus 150."
 * Amounts are integer cents.
 */
export const PROGRESSIVE_DEPOSIT_CENTS = 15_000;
export const PROGRESSIVE_PAYABLE_STAGES = [1, 2, 3, 4, 5] as const;
export type ProgressivePayableStage = (typeof PROGRESSIVE_PAYABLE_STAGES)[number];
/** Stage 6: the works are complete and nothing more is due. */
export const PROGRESSIVE_FINAL_STAGE = 6;
/** The share of the quotation each stage stands for. Stage 1 is the fixed deposit, credited in stage 2. */
export const PROGRESSIVE_STAGE_PERCENT: Record<Exclude<ProgressivePayableStage, 1>, number> = {
  2: 10,
  3: 40,
  4: 45,
  5: 5,
};
/** Share of the quotation paid once each stage is paid; stage 5 completes 100%. */
const CUMULATIVE_PERCENT: Record<Exclude<ProgressivePayableStage, 1>, number> = {
  2: 10,
  3: 50,
  4: 95,
  5: 100,
};

/**
 * The smallest quotation for which every stage is exactly its share: below $1,500, 10% no longer
 * covers the $150 deposit.
 */
export const MIN_QUOTATION_TOTAL_CENTS = (PROGRESSIVE_DEPOSIT_CENTS * 100) / PROGRESSIVE_STAGE_PERCENT[2];

/** Rounds total × percent / 100 half up, in integers so no floating-point error can creep in. */
function percentOf(totalCents: number, percent: number): number {
  const product = totalCents * percent;
  const whole = Math.floor(product / 100);
  return product - whole * 100 >= 50 ? whole + 1 : whole;
}

export interface ProgressivePaymentAmount {
  stage: ProgressivePayableStage;
  amountCents: number;
}

/**
 * The amount due at each of stages 1 to 5; they always add up to the quotation total exactly.
 *
 * Rounding: each stage is the difference of the rounded running totals (10%, 50%, 95%, 100%), so no
 * stage is more than half a cent from its exact share and the rounding never accumulates; whatever
 * is left ends in the last (5%) stage, which is always exactly total − 95%.
 *
 * Small quotations (below {@link MIN_QUOTATION_TOTAL_CENTS}): the $150 deposit already covers more
 * than 10%, so stage 2 is $0 and the excess deposit is credited against the next stages in order;
 * a quotation below $150 is due entirely at stage 1. No stage is ever negative.
 */
export function progressivePaymentAmounts(quotationTotalCents: number): ProgressivePaymentAmount[] {
  if (!Number.isSafeInteger(quotationTotalCents) || quotationTotalCents < 0) {
    throw new RangeError(`A quotation total must be whole, non-negative cents, got ${quotationTotalCents}`);
  }
  const total = quotationTotalCents;
  const deposit = Math.min(total, PROGRESSIVE_DEPOSIT_CENTS);
  const paidAfter = (stage: ProgressivePayableStage): number =>
    stage === 1 ? deposit : Math.min(total, Math.max(deposit, percentOf(total, CUMULATIVE_PERCENT[stage])));
  return PROGRESSIVE_PAYABLE_STAGES.map((stage) => ({
    stage,
    amountCents: stage === 1 ? deposit : paidAfter(stage) - paidAfter((stage - 1) as ProgressivePayableStage),
  }));
}

/** The amount due at one stage; stage 6 and anything outside 1–5 owe nothing. */
export function progressivePaymentAmount(quotationTotalCents: number, stage: number): number {
  return progressivePaymentAmounts(quotationTotalCents).find((s) => s.stage === stage)?.amountCents ?? 0;
}

/** "Progressive Payment" column text for each stage (spec §4: "10% of quotation minus 150"). */
export function progressivePaymentName(stage: ProgressivePayableStage): string {
  if (stage === 1) return '$150';
  if (stage === 2) return '10% of quotation minus 150';
  return `${PROGRESSIVE_STAGE_PERCENT[stage]}% of quotation`;
}

/** Spec §9: "Payment due 7 days after invoice date". */
export const PAYMENT_DUE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Singapore keeps no daylight saving, so seven days is always exactly 7 × 24 hours. */
export const paymentDueDate = (invoiceDate: Date | string): Date =>
  new Date(new Date(invoiceDate).getTime() + PAYMENT_DUE_DAYS * DAY_MS);
