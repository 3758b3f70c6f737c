import { describe, expect, it } from 'vitest';
import { documentSeriesYear, formatDocumentNumber, singaporeYear } from './document-number.js';
import { quotationValidUntil } from './document-dates.js';

describe('document numbers', () => {
  it('prints a quotation as Q-year-sequence', () => {
    expect(formatDocumentNumber('quotation', 2026, 123)).toBe('Q-2026-000123');
    expect(formatDocumentNumber('receipt', 2027, 7)).toBe('RA-2027-000007');
  });

  it('keeps the invoice numbers already issued as they were printed', () => {
    expect(formatDocumentNumber('invoice', 0, 42)).toBe('INV-000042');
    expect(formatDocumentNumber('invoice', 0, 1_234_567)).toBe('INV-1234567');
  });

  it('counts quotations per Singapore calendar year and invoices in one series', () => {
    // 31 Dec 2026 16:30 UTC is already 1 Jan 2027 in Singapore.
    expect(singaporeYear(new Date('2026-12-31T15:59:59Z'))).toBe(2026);
    expect(singaporeYear(new Date('2026-12-31T16:30:00Z'))).toBe(2027);
    expect(documentSeriesYear('quotation', new Date('2026-12-31T16:30:00Z'))).toBe(2027);
    expect(documentSeriesYear('invoice', new Date('2026-12-31T16:30:00Z'))).toBe(0);
  });

  it('makes a quotation valid for the configured days', () => {
    expect(quotationValidUntil('2026-03-01T02:00:00Z', 30).toISOString()).toBe('2026-03-31T02:00:00.000Z');
  });
});
