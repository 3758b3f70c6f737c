import { variationOrderMessages as m } from './messages.js';

/** Spec §4 "Variation order statuses: Pending, Declined, Rejected, Paid, Payment, Approved, Completed". */
export const VARIATION_ORDER_STATUSES = [
  'Pending',
  'Declined',
  'Rejected',
  'Payment',
  'Paid',
  'Approved',
  'Completed',
] as const;
type VariationOrderStatus = (typeof VARIATION_ORDER_STATUSES)[number];

/** Who started the order: the client's request-more, or the merchant's add-on. */
export type VariationOrderOrigin = 'client' | 'merchant';

/**
 * Spec §4 "New variation order defaults: warranty 7 days, unit 1, wastage 0, competitor price 1,
 * required time 0, price zeros per line, status Pending"; §9 "quantity 1 to 100".
 */
export const VARIATION_ORDER_DEFAULTS = {
  warrantyDays: 7,
  unit: '1',
  wastagePercent: 0,
  competitorPrice: 1,
  requiredTimeDays: 0,
  priceCents: 0,
  status: 'Pending',
} as const;
export const VO_QUANTITY_MIN = 1;
export const VO_QUANTITY_MAX = 100;
/** Per unit; far above any renovation line, and it keeps line maths inside safe integers. */
export const VO_MAX_UNIT_PRICE_CENTS = 1_000_000_000;

export interface VariationOrderLinePrice {
  quantity: number;
  priceCents: number;
  /** Whole percent added for material wasted (0 by default). */
  wastagePercent: number;
}

/** A line's amount: price per unit × quantity, plus the wastage percent, rounded half up to the cent. */
export function variationOrderLineCents(line: VariationOrderLinePrice): number {
  const { quantity, priceCents, wastagePercent } = line;
  for (const n of [quantity, priceCents, wastagePercent])
    if (!Number.isSafeInteger(n) || n < 0)
      throw new RangeError(`Line figures must be whole and non-negative`);
  return Math.floor((priceCents * quantity * (100 + wastagePercent) + 50) / 100);
}

/** The order's amount, computed only here from its lines: nobody sends a total. */
export const variationOrderTotalCents = (lines: readonly VariationOrderLinePrice[]): number =>
  lines.reduce((sum, line) => sum + variationOrderLineCents(line), 0);

export interface VariationOrderState {
  status: VariationOrderStatus;
  origin: VariationOrderOrigin;
  /** The merchant has priced every line (an add-on is priced when proposed). */
  isPriced: boolean;
  amountCents: number;
}

export type VariationOrderAction =
  | 'clientEdit'
  | 'clientDelete'
  | 'clientAccept'
  | 'clientReject'
  | 'clientDecline'
  | 'clientPay'
  | 'merchantPrice'
  | 'merchantDecline'
  | 'adminApprovePayment'
  | 'adminDeclinePayment'
  | 'merchantComplete';

export type VariationOrderMove = { ok: true; to: VariationOrderState } | { ok: false; reason: string };

const refuse = (reason: string): VariationOrderMove => ({ ok: false, reason });

/**
 * The order's state machine (spec §4, §5). A client asks (Pending, unpriced), the merchant prices or
 * declines it; an add-on starts priced. A priced Pending order waits for the client: Accept opens the
 * payment (Payment), Reject gives Rejected, Decline gives Declined. A receipt makes it Paid; the admin
 * approves (Approved) or declines (back to Payment, to pay again, as a declined progressive payment).
 * Completed is reached when the merchant finishes the work. Nobody edits a non-Pending order, and a
 * client edit sends a priced request back to the merchant, so an accepted price is never the client's.
 */
export function transitionVariationOrder(
  from: VariationOrderState,
  action: VariationOrderAction,
): VariationOrderMove {
  const pending = from.status === 'Pending';
  const to = (patch: Partial<VariationOrderState>): VariationOrderMove => ({
    ok: true,
    to: { ...from, ...patch },
  });
  switch (action) {
    case 'clientEdit':
      if (!pending || from.origin !== 'client') return refuse(m.notAllowedToEdit);
      return to({ isPriced: false, amountCents: 0 });
    case 'clientDelete':
      if (!pending || from.origin !== 'client') return refuse(m.notAllowedToEdit);
      return to({});
    case 'clientAccept':
      if (!pending || !from.isPriced || from.amountCents <= 0) return refuse(m.updateTheOrderFailed);
      return to({ status: 'Payment' });
    case 'clientReject':
      if (!pending || !from.isPriced) return refuse(m.rejectFailed);
      return to({ status: 'Rejected' });
    case 'clientDecline':
      if (!pending) return refuse(m.declineFailed);
      return to({ status: 'Declined' });
    case 'clientPay':
      if (from.status !== 'Payment') return refuse(m.updatePaymentStatusFailed);
      return to({ status: 'Paid' });
    case 'merchantPrice':
      if (!pending || from.origin !== 'client') return refuse(m.notAllowedToEdit);
      return to({ isPriced: true });
    case 'merchantDecline':
      if (!pending) return refuse(m.declineFailed);
      return to({ status: 'Declined' });
    case 'adminApprovePayment':
      if (from.status !== 'Paid') return refuse(m.updatePaymentStatusFailed);
      return to({ status: 'Approved' });
    case 'adminDeclinePayment':
      if (from.status !== 'Paid') return refuse(m.updatePaymentStatusFailed);
      return to({ status: 'Payment' });
    case 'merchantComplete':
      if (from.status !== 'Approved') return refuse(m.updateOrderFailed);
      return to({ status: 'Completed' });
  }
}

/** Statuses of an order the client has accepted: its amount is part of the contract. */
export const ACCEPTED_VO_STATUSES: readonly VariationOrderStatus[] = [
  'Payment',
  'Paid',
  'Approved',
  'Completed',
];
/** The list of the Variation Order tab (spec §2 "list shows Pending or Declined orders"). */
export const OPEN_VO_STATUSES: readonly VariationOrderStatus[] = ['Pending', 'Declined'];

export interface ContractSummaryInput {
  quotationCents: number;
  /** Progressive invoices: approved amounts, and amounts whose receipt waits for the admin. */
  progressivePaidCents: number;
  progressiveUnderReviewCents: number;
  orders: readonly { status: VariationOrderStatus; amountCents: number }[];
}

export interface ContractSummaryCents {
  quotationCents: number;
  acceptedVariationOrdersCents: number;
  contractValueCents: number;
  paidCents: number;
  underReviewCents: number;
  remainingCents: number;
}

/**
 * Issue 13 item 4 (decision 017): the contract is the quotation plus every accepted order; paid is
 * what the admin approved (progressive stages and orders), under review what waits for the admin, and
 * remaining the rest, so contract value = paid + under review + remaining to the cent. A declined or
 * rejected order, or one still being priced, changes nothing.
 */
export function contractSummary(input: ContractSummaryInput): ContractSummaryCents {
  let accepted = 0;
  let voPaid = 0;
  let voReview = 0;
  for (const order of input.orders) {
    if (!ACCEPTED_VO_STATUSES.includes(order.status)) continue;
    accepted += order.amountCents;
    if (order.status === 'Approved' || order.status === 'Completed') voPaid += order.amountCents;
    if (order.status === 'Paid') voReview += order.amountCents;
  }
  const contract = input.quotationCents + accepted;
  const paid = input.progressivePaidCents + voPaid;
  const underReview = input.progressiveUnderReviewCents + voReview;
  return {
    quotationCents: input.quotationCents,
    acceptedVariationOrdersCents: accepted,
    contractValueCents: contract,
    paidCents: paid,
    underReviewCents: underReview,
    remainingCents: contract - paid - underReview,
  };
}
