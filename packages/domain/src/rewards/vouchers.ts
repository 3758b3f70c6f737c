import { z } from 'zod';
import { DEPOSIT_CENTS, DEPOSIT_VOUCHERS_WORTH_CENTS } from '../constants/marketing.js';
import { formatSgd } from '../format/money.js';

/** Spec §4 "Voucher": available, then marked used (irreversible); or expired once past its validity. */
export type VoucherState = 'available' | 'used' | 'expired';

/**
 * "A voucher is listed under used/expired when it has a client-voucher record or its validity date is
 * earlier than now." A used voucher stays "used" after it expires: the redemption is the fact to show.
 */
export function voucherState(
  voucher: { validity: Date | string; redeemedAt: Date | string | null },
  now: Date = new Date(),
): VoucherState {
  if (voucher.redeemedAt) return 'used';
  return new Date(voucher.validity).getTime() < now.getTime() ? 'expired' : 'available';
}

/** Only an available voucher can be marked used. */
export const canRedeemVoucher = (state: VoucherState) => state === 'available';

/** Spec "REDEEMED ON {DD/MM/YY}", "EXPIRED ON {DD/MM/YY}": two-digit year, Singapore time. */
export function formatDdMmYy(value: Date | string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Singapore',
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
    })
      .formatToParts(new Date(value))
      .map((x) => [x.type, x.value]),
  ) as Record<string, string>;
  return `${p.day}/${p.month}/${p.year}`;
}

/** Spec texts of the voucher pages (§2 "Vouchers (client)", §8 "Vouchers"). */
export const voucherTexts = {
  tabAvailable: 'Available',
  tabUsed: 'Used/Expired',
  hello: (name: string) => `Hello, ${name}`,
  countAvailable: (n: number) => `You currently have ${n} available vouchers`,
  countUsed: (n: number) => `You currently have ${n} used vouchers`,
  empty: 'No Voucher Found!',
  back: 'Back To Vouchers',
  saveQr: 'SAVE QR CODE',
  copied: 'COPIED',
  copy: 'COPY CODE',
  markAsUsed: 'Mark as used',
  confirmTitle: 'Once this coupon is marked as used, you will not be able to undo this process',
  confirmQuestion: 'Would you like to mark as used?',
  yes: 'YES',
  cancel: 'CANCEL',
  redeem: 'REDEEM COUPON',
  redeemed: 'COUPON REDEEMED',
  voucherRedeemed: 'VOUCHER REDEEMED',
  viewMore: 'View More', // ours
  redeemedOn: (d: string) => `REDEEMED ON ${d}`,
  expiredOn: (d: string) => `EXPIRED ON ${d}`,
  promo: `Deposit ${formatSgd(DEPOSIT_CENTS).replace('.00', '')} to lock in your prices and you can get ${formatSgd(DEPOSIT_VOUCHERS_WORTH_CENTS).replace('.00', '')} worth of vouchers!`,
  promoButton: 'Go to design Now',
  failedUpdate: 'Failed To Update!',
  markedUsed: 'Voucher Mark As Read!',
  qrError: 'Error generating QR code',
  termsTitle: 'Terms & Conditions',
  alreadyUsed: 'This voucher was already used.',
  expired: 'This voucher has expired.',
} as const;

export const ClientVoucher = z.object({
  _id: z.string(),
  company_name: z.string(),
  title: z.string(),
  code: z.string(),
  is_qr: z.boolean(),
  /** Sanitised html. */
  description: z.string(),
  /** Sanitised html. */
  terms_conditions: z.string(),
  validity: z.string(),
  logo_url: z.string().nullable(),
  image_url: z.string().nullable(),
  value_cents: z.number().int().nonnegative(),
  state: z.enum(['available', 'used', 'expired']),
  redeemed_at: z.string().nullable(),
});
export type ClientVoucher = z.infer<typeof ClientVoucher>;

export const VoucherDetail = ClientVoucher.extend({ qr_png: z.string().nullable() });
export type VoucherDetail = z.infer<typeof VoucherDetail>;

/** The /voucher page: no approved payment yet means the promo banner instead of vouchers. */
export const VoucherPage = z.object({
  first_name: z.string(),
  eligible: z.boolean(),
  available: z.array(ClientVoucher),
  used: z.array(ClientVoucher),
});
export type VoucherPage = z.infer<typeof VoucherPage>;

export const VoucherRedeemed = z.object({ redeemed_at: z.string() });

const imageUrl = z
  .string()
  .trim()
  .max(500, 'The image address is too long.')
  .refine((v) => v === '' || /^(\/[^/\\]|https:\/\/)/.test(v), 'Use an https:// address or a site path.')
  .transform((v) => (v === '' ? null : v))
  .nullable();

/** An admin's voucher form (issue 16: partner company, code or QR, validity, terms, images). */
export const AdminVoucherInput = z.object({
  company_name: z
    .string()
    .trim()
    .min(1, 'Please enter the partner company.')
    .max(120, 'At most 120 characters.'),
  title: z.string().trim().min(1, 'Please enter a title.').max(120, 'At most 120 characters.'),
  code: z
    .string()
    .trim()
    .min(1, 'Please enter the voucher code.')
    .max(64, 'At most 64 characters.')
    .regex(/^[A-Za-z0-9-_]+$/, 'Letters, digits, - and _ only.'),
  is_qr: z.boolean(),
  description: z.string().max(20_000, 'The description is too long.'),
  terms_conditions: z.string().max(20_000, 'The terms are too long.'),
  validity: z.iso.date({ error: 'Please pick the expiry date.' }),
  logo_url: imageUrl,
  image_url: imageUrl,
  value_cents: z.number().int('Whole cents only.').min(0, 'The value cannot be negative.').max(100_000_00),
  is_active: z.boolean(),
});
export type AdminVoucherInput = z.infer<typeof AdminVoucherInput>;

/** A reply: plain fields (a reply schema carries no transforms). */
export const AdminVoucher = AdminVoucherInput.extend({
  _id: z.string(),
  validity: z.string(),
  logo_url: z.string().nullable(),
  image_url: z.string().nullable(),
  redemptions: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type AdminVoucher = z.infer<typeof AdminVoucher>;

/** Spec §9 "Voucher page size 100, scroll to bottom adds 6". */
export const VOUCHER_PAGE_SIZE = 100;
export const VOUCHER_REVEAL_STEP = 6;
