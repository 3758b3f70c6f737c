import { formatInvoiceNumber } from '../payments/payment-api.js';

/**
 * The numbered documents the product issues, each from one gapless series (issue 17, decision 004).
 * Quotations and receipt acknowledgements start again every Singapore calendar year and print the year;
 * invoices continue the one series that exists since issue 6 (INV-000001, INV-000002, ...), whatever
 * the year, so the numbers already printed on issued invoices stay what they are.
 */
export const DOCUMENT_TYPES = ['quotation', 'invoice', 'receipt'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

interface SeriesRule {
  prefix: string;
  /** A new count from 1 each calendar year (Asia/Singapore). */
  yearly: boolean;
}

export const DOCUMENT_SERIES: Record<DocumentType, SeriesRule> = {
  quotation: { prefix: 'Q', yearly: true },
  invoice: { prefix: 'INV', yearly: false },
  receipt: { prefix: 'RA', yearly: true },
};

/** Counter key of a series that never restarts. */
export const CONTINUOUS_SERIES_YEAR = 0;

/** The Singapore calendar year of a moment (UTC+8 all year). */
export const singaporeYear = (at: Date): number => new Date(at.getTime() + 8 * 3600_000).getUTCFullYear();

/** The counter a document issued at `at` draws from: its type and, for yearly series, the year. */
export const documentSeriesYear = (type: DocumentType, at: Date): number =>
  DOCUMENT_SERIES[type].yearly ? singaporeYear(at) : CONTINUOUS_SERIES_YEAR;

/** `Q-2026-000123`, `RA-2026-000007`; invoices keep their `INV-000123`. */
export function formatDocumentNumber(type: DocumentType, year: number, sequence: number): string {
  if (type === 'invoice') return formatInvoiceNumber(sequence);
  const { prefix } = DOCUMENT_SERIES[type];
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}
