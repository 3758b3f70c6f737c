import {
  VOUCHER_PAGE_SIZE,
  type AdminVoucher,
  type AdminVoucherInput,
  type ClientVoucher,
  type ListQueryInput,
  type ListResult,
  type VoucherDetail,
  type VoucherPage,
  voucherState,
  voucherTexts,
} from '@reno/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db, DbOrTx } from '../../db/client.js';
import { clientVouchers, vouchers } from '../../db/schema/rewards.js';
import { AppError } from '../../platform/errors.js';
import { listPage, parseList, type ListColumns } from '../../platform/list-query.js';
import { clientRewardsProfile } from '../accounts/client-rewards.service.js';
import { hasApprovedPayment } from '../payments/approved-payment.service.js';
import { sanitizeVoucherHtml } from './sanitize.js';

type VoucherRow = typeof vouchers.$inferSelect;

/** Spec §9 "Voucher page size 100". */

const toClientVoucher = (v: VoucherRow, redeemedAt: Date | null, now: Date): ClientVoucher => ({
  _id: v.id,
  company_name: v.companyName,
  title: v.title,
  code: v.code,
  is_qr: v.isQr,
  // Sanitised on the way in and again on the way out, so html written before a rule change is safe too.
  description: sanitizeVoucherHtml(v.description),
  terms_conditions: sanitizeVoucherHtml(v.termsConditions),
  validity: v.validity.toISOString(),
  logo_url: v.logoUrl,
  image_url: v.imageUrl,
  value_cents: v.valueCents,
  state: voucherState({ validity: v.validity, redeemedAt }, now),
  redeemed_at: redeemedAt?.toISOString() ?? null,
});

/**
 * `/voucher`: every active voucher, once the client has an approved payment (the deposit's "$2,000
 * worth of vouchers"), split into Available and Used/Expired. Without one, only the promo banner.
 */
export async function getVoucherPage(db: Db, clientId: string): Promise<VoucherPage> {
  const [profile, eligible] = await Promise.all([
    clientRewardsProfile(db, clientId),
    hasApprovedPayment(db, clientId),
  ]);
  if (!profile) throw new AppError('NOT_FOUND');
  if (!eligible) return { first_name: profile.firstName, eligible: false, available: [], used: [] };
  const [rows, redeemed] = await Promise.all([
    db
      .select()
      .from(vouchers)
      .where(eq(vouchers.isActive, true))
      .orderBy(vouchers.validity, vouchers.id)
      .limit(VOUCHER_PAGE_SIZE),
    db
      .select({ voucherId: clientVouchers.voucherId, redeemedAt: clientVouchers.redeemedAt })
      .from(clientVouchers)
      .where(eq(clientVouchers.clientId, clientId)),
  ]);
  const at = new Map(redeemed.map((r) => [r.voucherId, r.redeemedAt]));
  const now = new Date();
  const all = rows.map((v) => toClientVoucher(v, at.get(v.id) ?? null, now));
  return {
    first_name: profile.firstName,
    eligible: true,
    available: all.filter((v) => v.state === 'available'),
    used: all.filter((v) => v.state !== 'available'),
  };
}

/** A voucher the client may see: active and the client has an approved payment; else 404. */
async function visibleVoucher(db: DbOrTx, clientId: string, voucherId: string) {
  const [voucher] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, voucherId), eq(vouchers.isActive, true)));
  if (!voucher || !(await hasApprovedPayment(db, clientId))) throw new AppError('NOT_FOUND');
  return voucher;
}

export async function getVoucherDetail(db: Db, clientId: string, voucherId: string): Promise<VoucherDetail> {
  const voucher = await visibleVoucher(db, clientId, voucherId);
  const [redeemed] = await db
    .select({ redeemedAt: clientVouchers.redeemedAt })
    .from(clientVouchers)
    .where(and(eq(clientVouchers.clientId, clientId), eq(clientVouchers.voucherId, voucherId)));
  let qr: string | null = null;
  if (voucher.isQr) {
    try {
      qr = await QRCode.toDataURL(voucher.code, { margin: 1, width: 320 });
    } catch {
      throw new AppError('INTERNAL', voucherTexts.qrError);
    }
  }
  return { ...toClientVoucher(voucher, redeemed?.redeemedAt ?? null, new Date()), qr_png: qr };
}

/**
 * "Mark as used": irreversible. The unique (client, voucher) index decides: of any number of requests
 * at once exactly one inserts the record; the others are told it was already used.
 */
export async function redeemVoucher(
  db: Db,
  clientId: string,
  voucherId: string,
): Promise<{ redeemed_at: string }> {
  const voucher = await visibleVoucher(db, clientId, voucherId);
  if (voucher.validity.getTime() < Date.now()) throw new AppError('UNPROCESSABLE', voucherTexts.expired);
  const [row] = await db
    .insert(clientVouchers)
    .values({ clientId, voucherId })
    .onConflictDoNothing()
    .returning({ redeemedAt: clientVouchers.redeemedAt });
  if (!row) throw new AppError('CONFLICT', voucherTexts.alreadyUsed);
  return { redeemed_at: row.redeemedAt.toISOString() };
}

// --- admin ---

const columns: ListColumns = {
  created_at: vouchers.createdAt,
  company_name: vouchers.companyName,
  title: vouchers.title,
  validity: vouchers.validity,
  code: vouchers.code,
};
const rules = {
  defaultSortBy: 'created_at',
  defaultSort: 'desc',
  defaultSearchFields: ['company_name', 'title'],
} as const;

const toAdminVoucher = (v: VoucherRow, redemptions: number): AdminVoucher => ({
  _id: v.id,
  company_name: v.companyName,
  title: v.title,
  code: v.code,
  is_qr: v.isQr,
  description: sanitizeVoucherHtml(v.description),
  terms_conditions: sanitizeVoucherHtml(v.termsConditions),
  validity: v.validity.toISOString(),
  logo_url: v.logoUrl,
  image_url: v.imageUrl,
  value_cents: v.valueCents,
  is_active: v.isActive,
  redemptions,
  created_at: v.createdAt.toISOString(),
});

export async function listVouchersForAdmin(db: Db, input: ListQueryInput): Promise<ListResult<AdminVoucher>> {
  const query = parseList(input, columns, rules);
  const page = await listPage(db, vouchers, query, columns, { tieBreaker: vouchers.id });
  const ids = page.items.map((v) => v.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ id: clientVouchers.voucherId, n: count() })
          .from(clientVouchers)
          .where(inArray(clientVouchers.voucherId, ids))
          .groupBy(clientVouchers.voucherId);
  const byId = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return {
    totalCount: page.totalCount,
    items: page.items.map((v) => toAdminVoucher(v, byId.get(v.id) ?? 0)),
  };
}

/** The end of the expiry day in Singapore: a voucher valid "until 31/12" works all of that day. */
const endOfSgDay = (isoDate: string) => new Date(`${isoDate}T23:59:59.999+08:00`);

const toColumns = (input: AdminVoucherInput) => ({
  companyName: input.company_name,
  title: input.title,
  code: input.code,
  isQr: input.is_qr,
  description: sanitizeVoucherHtml(input.description),
  termsConditions: sanitizeVoucherHtml(input.terms_conditions),
  validity: endOfSgDay(input.validity),
  logoUrl: input.logo_url,
  imageUrl: input.image_url,
  valueCents: input.value_cents,
  isActive: input.is_active,
});

export async function createVoucher(db: Db, input: AdminVoucherInput): Promise<AdminVoucher> {
  const [row] = await db.insert(vouchers).values(toColumns(input)).returning();
  if (!row) throw new AppError('CONFLICT');
  return toAdminVoucher(row, 0);
}

export async function updateVoucher(db: Db, id: string, input: AdminVoucherInput): Promise<AdminVoucher> {
  const [row] = await db
    .update(vouchers)
    .set({ ...toColumns(input), updatedAt: new Date() })
    .where(eq(vouchers.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  const [c] = await db.select({ n: count() }).from(clientVouchers).where(eq(clientVouchers.voucherId, id));
  return toAdminVoucher(row, Number(c?.n ?? 0));
}
