/**
 * Money is integer cents until shown. Spec: currency SGD, locale en-SG, 2 decimals.
 *
 * Written out rather than with `Intl.NumberFormat`: a page's first use of `Intl` loads the browser's
 * locale data, 20-60 ms of main thread on this project's machines (four times that on Lighthouse's
 * phone), and `/` and `/projects` show prices while they hydrate (issue 19). The output is the same as
 * `Intl.NumberFormat('en-SG', { style: 'currency', currency: 'SGD', currencyDisplay: 'narrowSymbol' })`
 * with 2 decimals: format.test.ts checks them side by side.
 */
export function formatSgd(cents: number): string {
  if (!Number.isInteger(cents)) throw new TypeError(`formatSgd expects integer cents, got ${cents}`);
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A count (sqft, EZcash points, SMS) with en-SG thousands commas, as `n.toLocaleString('en-SG')` shows
 * it, without `Intl` for whole numbers (see `formatSgd`). Fractions still go through `Intl`.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-SG');
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}${groupThousands(Math.abs(n))}`;
}

const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Whole dollars to cents, for constants the spec states in dollars. */
export const dollars = (amount: number): number => Math.round(amount * 100);
