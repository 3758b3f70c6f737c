import { z } from 'zod';
import { PayNowInstructions } from '../payments/payment-api.js';
import { PaymentStatusValue } from '../payments/payment-status.js';
import { variationOrderMessages as m } from './messages.js';
import {
  VARIATION_ORDER_STATUSES,
  VO_MAX_UNIT_PRICE_CENTS,
  VO_QUANTITY_MAX,
  VO_QUANTITY_MIN,
} from './variation-order.js';

export const VariationOrderStatus = z.enum(VARIATION_ORDER_STATUSES);
export type VariationOrderStatus = z.infer<typeof VariationOrderStatus>;

const filled = (max: number) =>
  z.string({ error: m.fillEveryField }).trim().min(1, m.fillEveryField).max(max, m.fillEveryField);

/** Spec §5 "New variation order line: area, items, quantity, description all required". */
export const VariationOrderRequestLine = z.object({
  area: filled(100),
  items: filled(200),
  quantity: z.coerce
    .number({ error: m.fillEveryField })
    .int(m.fillEveryField)
    .min(VO_QUANTITY_MIN, m.fillEveryField)
    .max(VO_QUANTITY_MAX, m.fillEveryField),
  description_of_work: filled(2000),
});
export type VariationOrderRequestLine = z.infer<typeof VariationOrderRequestLine>;

/** The client's New Request (and its edit): one service category, at least one filled line. */
export const CreateVariationOrder = z.object({
  project_service_id: z.string({ error: m.fillEveryField }).trim().min(1, m.fillEveryField).max(64),
  lines: z.array(VariationOrderRequestLine).min(1, m.oneLineRequired).max(50),
});
export type CreateVariationOrder = z.infer<typeof CreateVariationOrder>;
export type CreateVariationOrderInput = z.input<typeof CreateVariationOrder>;

/** What the merchant sets on each line (spec "price per unit, unit, wastage, required time, warranty"). */
export const VariationOrderLinePricing = z.object({
  price_cents: z.number().int().min(0).max(VO_MAX_UNIT_PRICE_CENTS),
  unit: z.string().trim().min(1, m.fillEveryField).max(20).default('1'),
  wastage_percent: z.number().int().min(0).max(100).default(0),
  required_time_days: z.number().int().min(0).max(365).default(0),
  warranty_days: z.number().int().min(0).max(3650).default(7),
});
export type VariationOrderLinePricing = z.infer<typeof VariationOrderLinePricing>;

/** The merchant prices a client request: one pricing per line, in the request's order. */
export const PriceVariationOrder = z.object({
  lines: z.array(VariationOrderLinePricing).min(1).max(50),
});
export type PriceVariationOrder = z.infer<typeof PriceVariationOrder>;

/** The merchant's add-on: a service it holds on the project and priced lines. */
export const MerchantAddOn = z.object({
  project_service_id: z.string().trim().min(1, m.fillEveryField).max(64),
  lines: z
    .array(VariationOrderRequestLine.extend(VariationOrderLinePricing.shape))
    .min(1, m.oneLineRequired)
    .max(50),
});
export type MerchantAddOn = z.infer<typeof MerchantAddOn>;
export type MerchantAddOnInput = z.input<typeof MerchantAddOn>;

export const DeclineVariationOrder = z.object({
  reason: z.string({ error: m.declineReasonRequired }).trim().min(1, m.declineReasonRequired).max(1000),
});
export type DeclineVariationOrder = z.infer<typeof DeclineVariationOrder>;

/** Spec §5 "Variation order receipt: transaction number required"; the receipt image as every payment. */
export const VariationOrderReceipt = z.object({
  transactionNo: z
    .string({ error: m.transactionNumberRequired })
    .trim()
    .min(1, m.transactionNumberRequired)
    .max(100),
  receiptFileId: z.string({ error: m.receiptRequired }).trim().min(1, m.receiptRequired),
});
export type VariationOrderReceipt = z.infer<typeof VariationOrderReceipt>;

export const VariationOrderLineView = VariationOrderRequestLine.extend({
  price_cents: z.number().int(),
  unit: z.string(),
  wastage_percent: z.number().int(),
  required_time_days: z.number().int(),
  warranty_days: z.number().int(),
  competitor_price: z.number(),
  amount_cents: z.number().int(),
});
export type VariationOrderLineView = z.infer<typeof VariationOrderLineView>;

export const VariationOrderView = z.object({
  _id: z.string(),
  project_id: z.string(),
  project_service_id: z.string(),
  services: z.string(),
  merchant_id: z.string(),
  merchant_name: z.string(),
  origin: z.enum(['client', 'merchant']),
  status: VariationOrderStatus,
  is_priced: z.boolean(),
  amount_cents: z.number().int().nonnegative(),
  lines: z.array(VariationOrderLineView),
  decline_reason: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoice_date: z.string().nullable(),
  /** The latest receipt the client sent for it, with the admin's decision. */
  receipt: z
    .object({
      _id: z.string(),
      transaction_no: z.string(),
      status: PaymentStatusValue,
      admin_notes: z.string(),
      receipt_file_id: z.string(),
      created: z.string(),
    })
    .nullable(),
  created: z.string(),
  paid_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type VariationOrderView = z.infer<typeof VariationOrderView>;

/** Issue 13 item 4: the contract in cents, shown beside the progressive stages (decision 017). */
export const ContractSummary = z.object({
  quotation_cents: z.number().int(),
  accepted_variation_orders_cents: z.number().int(),
  contract_value_cents: z.number().int(),
  paid_cents: z.number().int(),
  under_review_cents: z.number().int(),
  remaining_cents: z.number().int(),
});
export type ContractSummary = z.infer<typeof ContractSummary>;

/** A service the client may ask an order of: one of the project's services with its merchant. */
export const VariationOrderServiceChoice = z.object({
  project_service_id: z.string(),
  services: z.string(),
  merchant_name: z.string(),
});

export const ProjectVariationOrders = z.object({
  project_id: z.string(),
  project_name: z.string(),
  summary: ContractSummary,
  services: z.array(VariationOrderServiceChoice),
  items: z.array(VariationOrderView),
});
export type ProjectVariationOrders = z.infer<typeof ProjectVariationOrders>;

/** Accepting issues the invoice and answers where to pay. */
export const AcceptedVariationOrder = z.object({
  order: VariationOrderView,
  paynow: PayNowInstructions,
});
export type AcceptedVariationOrder = z.infer<typeof AcceptedVariationOrder>;

/**
 * The client accepts the amount it was shown: if the merchant priced the order again in between, the
 * accept is refused instead of binding the client to a price it never saw.
 */
export const AcceptVariationOrder = z.object({ amount_cents: z.number().int().positive() });
export type AcceptVariationOrder = z.infer<typeof AcceptVariationOrder>;
