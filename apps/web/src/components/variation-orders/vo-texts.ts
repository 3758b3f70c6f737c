import { variationOrderMessages } from '@reno/domain';

/** Screen words of variation orders; the spec's messages come from the domain (one place, word for word). */
export const voTexts = {
  ...variationOrderMessages,
  title: 'Variation Order',
  newRequest: 'New Request',
  summaryTitle: 'Contract summary', // ours
  summary: {
    quotation: 'Original quotation',
    accepted: 'Accepted variation orders',
    contract: 'Contract value',
    paid: 'Paid',
    underReview: 'Under review',
    remaining: 'Remaining',
  },
  summaryNote:
    'Variation orders are paid on their own; the progressive payments stay computed on the quotation.', // ours
  columns: {
    area: 'Area',
    items: 'Items',
    quantity: 'Quantity',
    description: 'Description of work',
    price: 'Price per unit',
    unit: 'Unit',
    wastage: 'Wastage %',
    requiredTime: 'Required time (days)',
    warranty: 'Warranty (days)',
    amount: 'Amount',
  },
  service: 'Service category',
  status: 'Status',
  total: 'Total',
  invoice: 'Invoice',
  receipt: 'Receipt',
  requestedBy: { client: 'Client request', merchant: 'Merchant add-on' },
  awaitingPrice: 'Waiting for the merchant to price it', // ours
  declineReason: 'Reason',
} as const;
