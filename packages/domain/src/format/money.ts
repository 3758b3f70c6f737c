/** Money is integer cents until shown. Spec: currency SGD, locale en-SG, 2 decimals. */
const sgd = new Intl.NumberFormat('en-SG', {
  style: 'currency',
  currency: 'SGD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatSgd(cents: number): string {
  if (!Number.isInteger(cents)) throw new TypeError(`formatSgd expects integer cents, got ${cents}`);
  return sgd.format(cents / 100);
}

/** Whole dollars to cents, for constants the spec states in dollars. */
export const dollars = (amount: number): number => Math.round(amount * 100);
