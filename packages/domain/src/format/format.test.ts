import { describe, expect, it } from 'vitest';
import { formatDate, formatDateLong, formatDateTime } from './date.js';
import { dollars, formatSgd } from './money.js';

describe('formatSgd', () => {
  it('shows integer cents as SGD with 2 decimals and thousands commas', () => {
    expect(formatSgd(15_000)).toBe('$150.00');
    expect(formatSgd(3_700_000_00)).toBe('$3,700,000.00');
    expect(formatSgd(5)).toBe('$0.05');
  });
  it('refuses fractional cents instead of rounding silently', () => {
    expect(() => formatSgd(10.5)).toThrow(TypeError);
  });
  it('turns the spec dollar constants into cents', () => {
    expect(dollars(150)).toBe(15_000);
    expect(dollars(0.1 + 0.2)).toBe(30);
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
