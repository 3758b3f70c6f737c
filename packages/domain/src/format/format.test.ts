import { describe, expect, it } from 'vitest';
import { formatDate, formatDateLong, formatDateTime } from './date.js';
import { dollars, formatCount, formatSgd } from './money.js';

describe('formatSgd', () => {
  it('shows integer cents as SGD with 2 decimals and thousands commas', () => {
    expect(formatSgd(15_000)).toBe('$150.00');
    expect(formatSgd(3_700_000_00)).toBe('$3,700,000.00');
    expect(formatSgd(5)).toBe('$0.05');
  });
  it('shows what Intl.NumberFormat en-SG shows for SGD', () => {
    const sgd = new Intl.NumberFormat('en-SG', {
      style: 'currency',
      currency: 'SGD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const cents of [0, -0, 1, 5, 99, 100, 101, 99_999, 100_000, -5, -123_456_789, 3_700_000_00])
      expect(formatSgd(cents)).toBe(sgd.format(cents / 100));
    for (let cents = -2_000_003; cents < 2_000_003; cents += 9_973)
      expect(formatSgd(cents)).toBe(sgd.format(cents / 100));
  });
  it('refuses fractional cents instead of rounding silently', () => {
    expect(() => formatSgd(10.5)).toThrow(TypeError);
  });
  it('turns the spec dollar constants into cents', () => {
    expect(dollars(150)).toBe(15_000);
    expect(dollars(0.1 + 0.2)).toBe(30);
  });
});

describe('formatCount', () => {
  it("shows a count as toLocaleString('en-SG') does", () => {
    for (const n of [0, -0, 7, 999, 1_000, 12_345, -1_234_567, Number.MAX_SAFE_INTEGER, 1_234.5678, 0.5])
      expect(formatCount(n)).toBe(n.toLocaleString('en-SG'));
  });
});

describe('dates in Singapore time', () => {
  // 23:30 UTC on 31 Dec is already 1 Jan in Singapore (UTC+8).
  const newYear = '2026-12-31T23:30:00Z';
  it('formats DD/MM/YYYY', () => expect(formatDate(newYear)).toBe('01/01/2027'));
  it('formats DD MMM YYYY', () => expect(formatDateLong(newYear)).toBe('01 Jan 2027'));
});

describe('formatDateTime', () => {
  it('shows DD/MM/YYYY HH:mm in Singapore time', () => {
    expect(formatDateTime('2026-12-31T23:30:00Z')).toBe('01/01/2027 07:30');
  });
});
