/**
 * Issue 14 item 6: the escrow ledger, double-entry. Every movement is a journal of lines whose signed
 * amounts add up to zero; an account's balance is the sum of its lines. Seen from the escrow:
 *   payment in   client_payments -X, escrow_held +X
 *   release      escrow_held -A, merchant_payable +(A - fee), platform_fees +fee
 *   refund       escrow_held -R, client_refunds +R
 *   payout       merchant_payable -P, merchant_paid +P
 * so -client_payments = held + payable + fees + refunds + paid out, to the cent, at all times.
 */
export const LEDGER_ACCOUNTS = [
  'client_payments',
  'escrow_held',
  'merchant_payable',
  'platform_fees',
  'client_refunds',
  'merchant_paid',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const JOURNAL_KINDS = ['payment_in', 'release', 'refund', 'payout'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

export interface LedgerLine {
  account: LedgerAccount;
  amountCents: number;
}

/** Basis points: 1,000 = 10 %. */
export const BPS_DENOMINATOR = 10_000;
export const MAX_FEE_BPS = 5_000;

/** The platform's fee on a release, rounded half up to the cent, never more than the release. */
export function serviceFeeCents(releasedCents: number, feeBps: number): number {
  if (!Number.isInteger(releasedCents) || releasedCents < 0) throw new Error('release must be whole cents');
  if (!Number.isInteger(feeBps) || feeBps < 0 || feeBps > BPS_DENOMINATOR)
    throw new Error('fee out of range');
  return Math.min(
    releasedCents,
    Math.floor((releasedCents * feeBps + BPS_DENOMINATOR / 2) / BPS_DENOMINATOR),
  );
}

export const netToMerchantCents = (releasedCents: number, feeBps: number): number =>
  releasedCents - serviceFeeCents(releasedCents, feeBps);

const positive = (n: number) => {
  if (!Number.isInteger(n) || n < 0) throw new Error(`ledger amounts are whole non-negative cents: ${n}`);
  return n;
};

export const paymentInLines = (cents: number): LedgerLine[] => [
  { account: 'client_payments', amountCents: -positive(cents) },
  { account: 'escrow_held', amountCents: cents },
];

export function releaseLines(releasedCents: number, feeBps: number): LedgerLine[] {
  const fee = serviceFeeCents(positive(releasedCents), feeBps);
  return [
    { account: 'escrow_held', amountCents: -releasedCents },
    { account: 'merchant_payable', amountCents: releasedCents - fee },
    { account: 'platform_fees', amountCents: fee },
  ];
}

export const refundLines = (cents: number): LedgerLine[] => [
  { account: 'escrow_held', amountCents: -positive(cents) },
  { account: 'client_refunds', amountCents: cents },
];

export const payoutLines = (cents: number): LedgerLine[] => [
  { account: 'merchant_payable', amountCents: -positive(cents) },
  { account: 'merchant_paid', amountCents: cents },
];

export const journalBalances = (lines: readonly LedgerLine[]): boolean =>
  lines.reduce((s, l) => s + l.amountCents, 0) === 0;

export type LedgerBalances = Record<LedgerAccount, number>;

export function balancesOf(lines: readonly LedgerLine[]): LedgerBalances {
  const b = Object.fromEntries(LEDGER_ACCOUNTS.map((a) => [a, 0])) as LedgerBalances;
  for (const l of lines) b[l.account] += l.amountCents;
  return b;
}

/** What the admin reads: the spec's words for each balance (issue 14 item 6). */
export interface EscrowSummary {
  paid_in: number;
  held: number;
  released: number;
  fees: number;
  refunded: number;
  paid_out: number;
  owed: number;
}

export const summaryOf = (b: LedgerBalances): EscrowSummary => ({
  paid_in: -b.client_payments,
  held: b.escrow_held,
  released: b.merchant_payable + b.merchant_paid + b.platform_fees,
  fees: b.platform_fees,
  refunded: b.client_refunds,
  paid_out: b.merchant_paid,
  owed: b.merchant_payable,
});

/** The reconcile check: what is wrong, or an empty list when every cent is accounted for. */
export function reconcileProblems(b: LedgerBalances): string[] {
  const problems: string[] = [];
  const total = LEDGER_ACCOUNTS.reduce((s, a) => s + b[a], 0);
  if (total !== 0) problems.push(`The ledger does not balance: off by ${total} cents.`);
  if (b.escrow_held < 0) problems.push('More was released or refunded than the clients paid in.');
  if (b.merchant_payable < 0) problems.push('More was paid out to merchants than was released to them.');
  for (const a of ['client_refunds', 'merchant_paid', 'platform_fees'] as const)
    if (b[a] < 0) problems.push(`${a} is negative.`);
  if (b.client_payments > 0) problems.push('client_payments is positive.');
  return problems;
}
