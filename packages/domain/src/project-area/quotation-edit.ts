import { z } from 'zod';
import {
  QuotationItem,
  QuotationTotals,
  formatQuantity,
  lineAmount,
} from '../design-now/quotation-engine.js';
import { canCheckout, type PaymentStatusValue } from '../payments/payment-status.js';

export const quotationEditMessages = {
  notEditable: 'This quotation can no longer be changed.',
  itemUpdated: 'Successfully Updated!',
  itemRemoved: 'Deleted successfully!',
  removeFailed: 'Failed to delete. Please try again later!',
  updateFailed: 'Update failed!',
  quantityInvalid: 'Quantity must be a number greater than 0 with up to 2 decimals.',
  quantityTooLarge: 'Quantity must be at most 10,000.', // ours (issue 15)
  /** Ours (issue 15 item 6): the floor of a measured or per-unit line. */
  quantityBelowMinimum: (minimum: string, unit: string) =>
    `Quantity cannot be less than ${minimum} ${unit}, what your measured areas need.`,
  unitBelowMinimum: (minimum: string, unit: string) => `Quantity cannot be less than ${minimum} ${unit}.`,
  lumpSumFixed: 'A lump sum cannot be changed.', // ours (issue 15 item 6)
  /** Ours (issue 15 item 6): the floor, shown under the quantity while it is edited. */
  quantityMinimumHint: (minimum: string, unit: string) => `At least ${minimum} ${unit}.`,
  shared: 'The quotation has been sent to your email.',
} as const;

/**
 * Largest quantity accepted on a line (hundredths): 10,000 units, far above any home (a 5-room HDB flat
 * is about 110 m²), so a line's price stays a realistic amount (issue 15).
 */
export const MAX_QUOTATION_QUANTITY_HUNDREDTHS = 1_000_000;

/**
 * Client spec §5 "Quotation item edit: only quantity editable". Sent in hundredths of the unit, the
 * same integer the engine prices with, so the browser never rounds money.
 */
export const UpdateQuotationItem = z.object({
  quantity_hundredths: z
    .number({ error: quotationEditMessages.quantityInvalid })
    .int(quotationEditMessages.quantityInvalid)
    .positive(quotationEditMessages.quantityInvalid)
    .max(MAX_QUOTATION_QUANTITY_HUNDREDTHS, quotationEditMessages.quantityTooLarge),
});
export type UpdateQuotationItem = z.infer<typeof UpdateQuotationItem>;

/** Lump sums (catalogue quantity basis "fixed", unit "lump sum") are priced whole and never change. */
export const isLumpSum = (item: Pick<QuotationItem, 'unit'>) => item.unit === 'lump sum';

/**
 * Issue 15 item 6: why a client may not give a line that quantity, or null when they may. A measured
 * line stays at or above what its areas give, a per-unit line at one unit or more, a lump sum as it is.
 */
export function quantityEditError(
  item: Pick<QuotationItem, 'unit' | 'min_quantity_hundredths'>,
  quantityHundredths: number,
): string | null {
  const minimum = item.min_quantity_hundredths;
  if (isLumpSum(item)) return quantityHundredths === minimum ? null : quotationEditMessages.lumpSumFixed;
  if (quantityHundredths >= minimum) return null;
  return minimum <= 100
    ? quotationEditMessages.unitBelowMinimum(formatQuantity(minimum), item.unit)
    : quotationEditMessages.quantityBelowMinimum(formatQuantity(minimum), item.unit);
}

/** "12.5" → 1250; anything that is not a positive number with up to 2 decimals → null. */
export function parseQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole = '0', frac = ''] = t.split('.');
  const hundredths = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return hundredths > 0 && hundredths <= MAX_QUOTATION_QUANTITY_HUNDREDTHS ? hundredths : null;
}

/**
 * Client spec §5: "new price is price_per_quantity times quantity". The market price follows the same
 * rule, so Total Savings stays market rate minus price. Same rounding as the engine.
 */
export const repriceQuotationItem = <T extends QuotationItem>(item: T, quantityHundredths: number): T => ({
  ...item,
  quantity_hundredths: quantityHundredths,
  price: lineAmount(item.price_per_quantity, quantityHundredths),
  competitor_price: lineAmount(item.competitor_price_per_quantity, quantityHundredths),
});

/**
 * The spec's "updateAble flag": the client edits the quotation only before it becomes the contract,
 * i.e. while the project is in design or quotation and checkout is still open (spec §4: "Checkout is
 * disabled once the first payment status is Paid or Approved").
 */
export const isQuotationEditable = (project: {
  phase: string;
  firstPaymentStatus: PaymentStatusValue | undefined;
}): boolean =>
  (project.phase === 'design' || project.phase === 'quotation') && canCheckout(project.firstPaymentStatus);

export const QuotationItemRow = QuotationItem.extend({ _id: z.string() });
export type QuotationItemRow = z.infer<typeof QuotationItemRow>;

/** The Quotation page: the client's quotation with ids to edit or remove lines, and whether they may. */
export const ProjectQuotationView = z.object({
  project: z.object({
    _id: z.string(),
    name: z.string(),
    stage: z.number().int(),
    phase: z.string(),
    renovation_address: z.string().nullable(),
    renovation_postal_code: z.string().nullable(),
  }),
  quotation_id: z.string().nullable(),
  /** The quotation's printed number (Q-2026-000123); null until it is first priced. */
  quotation_no: z.string().nullable(),
  items: z.array(QuotationItemRow),
  totals: QuotationTotals.nullable(),
  quotation_generated_date: z.string().nullable(),
  editable: z.boolean(),
});
export type ProjectQuotationView = z.infer<typeof ProjectQuotationView>;
