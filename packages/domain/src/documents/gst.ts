/**
 * Singapore GST on prices that already include it (issue 17 "GST done right"). The catalogue's prices are
 * what the client pays, so a GST-registered issuer states the tax contained in them: 9/109 of the price
 * at the 9% rate in force since 1 January 2024. Amounts are integer cents throughout.
 */
export const GST_RATE_PERCENT = 9;

/**
 * The GST contained in a GST-inclusive amount: amount × 9 / 109, rounded to the nearest cent (half a
 * cent up, as IRAS rounds per invoice). Done in integers: floor((amount × 18 + 109) / 218).
 */
export function gstOfInclusive(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`A GST-inclusive amount must be whole, non-negative cents, got ${amountCents}`);
  }
  const rate = GST_RATE_PERCENT;
  return Math.floor((amountCents * rate * 2 + (100 + rate)) / ((100 + rate) * 2));
}

export interface GstBreakdown {
  /** What the client pays, GST included. */
  totalCents: number;
  gstCents: number;
  /** totalCents − gstCents: the value of the supply before tax. */
  excludingGstCents: number;
}

export const gstBreakdown = (totalCents: number, gstCents = gstOfInclusive(totalCents)): GstBreakdown => ({
  totalCents,
  gstCents,
  excludingGstCents: totalCents - gstCents,
});

/**
 * The GST of each part of a whole (the progressive stages of a quotation) so that the parts' GST adds up
 * to the GST of the whole exactly. Every part but one carries its own rounded GST; the largest part
 * (the later one on a tie) takes the remainder, at most a couple of cents off its own rounding. The
 * largest, because there a cent is never more than its tax and can never go negative; and the same
 * inputs always give the same split, so each stage's invoice states what the quotation promised.
 */
export function allocateGst(partsCents: readonly number[]): number[] {
  const own = partsCents.map(gstOfInclusive);
  const whole = gstOfInclusive(partsCents.reduce((sum, p) => sum + p, 0));
  let carrier = -1;
  partsCents.forEach((p, i) => {
    if (p > 0 && (carrier < 0 || p >= (partsCents[carrier] ?? 0))) carrier = i;
  });
  if (carrier < 0) return own;
  const others = own.reduce((sum, g, i) => (i === carrier ? sum : sum + g), 0);
  return own.map((g, i) => (i === carrier ? whole - others : g));
}
