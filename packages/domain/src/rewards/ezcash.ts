import { z } from 'zod';
import { NEW_REGISTER_CATEGORY } from '../design-now/project-rules.js';
import { formatCount } from '../format/money.js';

/**
 * The EZcash ledger (spec "EzCash transaction: ezcash_amount, approval_status, ezcash_category, operator,
 * ezcash_info"). EZcash are whole points, not money; every award and spend is one row and a balance is
 * always derived from the rows, never stored beside them (issue 16).
 */
export const EZCASH_STATUSES = ['Pending', 'Approved', 'Declined'] as const;
export const EzcashStatus = z.enum(EZCASH_STATUSES);
export type EzcashStatus = z.infer<typeof EzcashStatus>;

export const EZCASH_OPERATORS = ['increment', 'decrement'] as const;
export const EzcashOperator = z.enum(EZCASH_OPERATORS);
export type EzcashOperator = z.infer<typeof EzcashOperator>;

/** The ledger's categories. "New Register" and "Project" are the spec's; the rest are named here. */
export const ezcashCategories = {
  newRegister: NEW_REGISTER_CATEGORY,
  project: 'Project',
  referral: 'Referral',
  referralWelcome: 'Referral Welcome',
  adminAward: 'Admin Award',
  adminClawback: 'Admin Clawback',
  shopPurchase: 'Shopez Purchase',
} as const;
export type EzcashCategory = (typeof ezcashCategories)[keyof typeof ezcashCategories];

/** Decision 016: what a referral earns, credited when the referred client's deposit is approved. */
export const REFERRAL_REFERRER_EZCASH = 500;
export const REFERRAL_NEW_CLIENT_EZCASH = 200;
/** The largest single admin award or claw back, so a typo of extra zeros is refused. */
export const MAX_ADMIN_EZCASH_ADJUSTMENT = 100_000;

export interface LedgerRow {
  amount: number;
  status: EzcashStatus;
  operator: EzcashOperator;
  category: string;
}

/**
 * Balance = approved increments minus every decrement that is not Declined. A pending spend already
 * holds its EZcash (so it cannot be spent twice); a pending award is not spendable until approved.
 */
export function ezcashBalance(rows: readonly LedgerRow[]): number {
  let balance = 0;
  for (const row of rows) {
    if (row.operator === 'increment' && row.status === 'Approved') balance += row.amount;
    if (row.operator === 'decrement' && row.status !== 'Declined') balance -= row.amount;
  }
  return Math.max(0, balance);
}

/**
 * The project information card's "total earned" (decision 016): every approved award, less what an
 * admin clawed back. Spending does not reduce what was earned.
 */
export function ezcashTotalEarned(rows: readonly LedgerRow[]): number {
  let total = 0;
  for (const row of rows) {
    if (row.status !== 'Approved') continue;
    if (row.operator === 'increment') total += row.amount;
    else if (row.category === ezcashCategories.adminClawback) total -= row.amount;
  }
  return Math.max(0, total);
}

/** A spend of `amount` leaves a balance of zero or more; anything else is refused. */
export const canSpendEzcash = (balance: number, amount: number) =>
  Number.isInteger(amount) && amount > 0 && amount <= balance;

export const ezcashMessages = {
  notEnough: 'You do not have enough EZcash for this.',
  clawbackTooLarge: 'The client does not have that much EZcash to claw back.',
  clientNotFound: 'No client with this email.',
  adjusted: 'EZcash updated.',
  amountRequired: 'Please enter the amount of EZcash.',
  amountWhole: 'The amount must be a whole number of EZcash, more than 0.',
  amountTooLarge: `The amount can be at most ${formatCount(MAX_ADMIN_EZCASH_ADJUSTMENT)} EZcash.`,
  reasonRequired: 'Please give a reason.',
  reasonTooLong: 'The reason can be at most 300 characters.',
  emailRequired: "Please enter the client's email.",
} as const;

export const EzcashEntry = z.object({
  _id: z.string(),
  ezcash_amount: z.number().int(),
  approval_status: EzcashStatus,
  ezcash_category: z.string(),
  operator: EzcashOperator,
  ezcash_info: z.string().nullable(),
  created_at: z.string(),
});
export type EzcashEntry = z.infer<typeof EzcashEntry>;

/** An admin's award or claw back, always with a reason (issue 16). */
export const AdminEzcashAdjustment = z.object({
  email: z
    .string({ error: ezcashMessages.emailRequired })
    .trim()
    .min(1, ezcashMessages.emailRequired)
    .max(254, ezcashMessages.clientNotFound),
  direction: z.enum(['award', 'clawback'], { error: 'Choose award or claw back.' }),
  amount: z
    .number({ error: ezcashMessages.amountRequired })
    .int(ezcashMessages.amountWhole)
    .positive(ezcashMessages.amountWhole)
    .max(MAX_ADMIN_EZCASH_ADJUSTMENT, ezcashMessages.amountTooLarge),
  reason: z
    .string({ error: ezcashMessages.reasonRequired })
    .trim()
    .min(3, ezcashMessages.reasonRequired)
    .max(300, ezcashMessages.reasonTooLong),
  /** Made when the form opens: a double submission of the same form adjusts once. */
  request_id: z.uuid({ error: 'Please open the form again.' }),
});
export type AdminEzcashAdjustment = z.infer<typeof AdminEzcashAdjustment>;

export const AdminEzcashRow = EzcashEntry.extend({
  client_id: z.string(),
  client_name: z.string(),
  client_email: z.string(),
  created_by_name: z.string().nullable(),
});
export type AdminEzcashRow = z.infer<typeof AdminEzcashRow>;

export const AdminEzcashResult = z.object({ entry: EzcashEntry, balance: z.number().int().nonnegative() });
export type AdminEzcashResult = z.infer<typeof AdminEzcashResult>;
