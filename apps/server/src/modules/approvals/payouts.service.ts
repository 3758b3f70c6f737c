import {
  type ListQueryInput,
  type MerchantEarnings,
  type PayableMerchantRow,
  type PayablePage,
  type PayoutView,
  type RecordPayoutInput,
  type SessionUser,
  RecordPayoutInput as RecordPayoutSchema,
  approvalMessages as m,
  formatSgd,
  parseListQuery,
  payoutLines,
} from '@reno/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { approvalItems, merchantPayouts, merchantServiceFees } from '../../db/schema/approvals.js';
import { AppError } from '../../platform/errors.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { fileRecordsByIds } from '../files/files.service.js';
import { getMerchant, merchantCompaniesByIds } from '../merchants/merchants.service.js';
import { notifyMerchant } from '../notifications/notifications.service.js';
import { webLink } from '../operations/links.js';
import { feeBpsOf, toItemViews } from './approvals.repo.js';
import { merchantPayableCents, postJournal } from './escrow-ledger.js';

/** Released and not yet paid out: what a payout may cover. */
const payableWhere = (merchantId?: string) =>
  and(
    eq(approvalItems.status, 'Approved'),
    isNull(approvalItems.payoutId),
    merchantId ? eq(approvalItems.merchantId, merchantId) : undefined,
  );

const toPayoutView = (p: typeof merchantPayouts.$inferSelect, items: number): PayoutView => ({
  _id: p.id,
  merchant_id: p.merchantId,
  amount_cents: p.amountCents,
  bank_reference: p.bankReference,
  transfer_date: p.transferDate,
  receipt_file_id: p.receiptFileId,
  items,
  created: p.createdAt.toISOString(),
});

const listRules = {
  fields: ['company_name', 'payable_cents', 'items', 'paid_out_cents'],
  defaultSortBy: 'payable_cents',
  defaultSort: 'desc',
  defaultRowsPerPage: 20,
  defaultSearchFields: ['company_name'],
} as const;

/** The admin payouts page: per merchant with anything released or paid, what is payable now. */
export async function listPayable(ctx: AppContext, input: ListQueryInput): Promise<PayablePage> {
  const db = ctx.database.db;
  const query = parseListQuery(input, listRules);
  const rows = await db
    .select({
      merchantId: approvalItems.merchantId,
      payable: sql<string>`coalesce(sum(${approvalItems.releasedCents} - ${approvalItems.feeCents}) filter (where ${approvalItems.payoutId} is null), 0)`,
      paid: sql<string>`coalesce(sum(${approvalItems.releasedCents} - ${approvalItems.feeCents}) filter (where ${approvalItems.payoutId} is not null), 0)`,
      items: sql<number>`count(*) filter (where ${approvalItems.payoutId} is null)::int`,
      feeBps: merchantServiceFees.feeBps,
    })
    .from(approvalItems)
    .leftJoin(merchantServiceFees, eq(merchantServiceFees.merchantId, approvalItems.merchantId))
    .where(eq(approvalItems.status, 'Approved'))
    .groupBy(approvalItems.merchantId, merchantServiceFees.feeBps);
  const companies = await merchantCompaniesByIds(
    db,
    rows.map((r) => r.merchantId),
  );
  let out: PayableMerchantRow[] = rows.map((r) => ({
    _id: r.merchantId,
    company_name: companies.get(r.merchantId)?.company_name ?? '',
    fee_bps: r.feeBps ?? ctx.config.serviceFeeBps,
    items: Number(r.items),
    payable_cents: Number(r.payable),
    paid_out_cents: Number(r.paid),
  }));
  if (query.search) {
    const text = query.search.text.toLowerCase();
    out = out.filter((r) => r.company_name.toLowerCase().includes(text));
  }
  const key = query.sortBy as keyof PayableMerchantRow;
  const dir = query.sort === 'desc' ? -1 : 1;
  out.sort((a, b) => dir * (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
  return { totalCount: out.length, items: out.slice(query.offset, query.offset + query.rowsPerPage) };
}

/**
 * Admin: records a bank transfer that pays a merchant everything released to it so far. The payable
 * items are locked; the admin's amount must equal their net sum (so two admins, or an approval landing
 * meanwhile, cannot make a payout other than the one the admin saw), and it can never exceed what the
 * ledger owes the merchant. Each item is paid once: its payout_id is set only while null.
 */
export async function recordPayout(
  ctx: AppContext,
  admin: SessionUser,
  raw: RecordPayoutInput,
): Promise<PayoutView> {
  const input = RecordPayoutSchema.parse(raw);
  const db = ctx.database.db;
  const merchant = await getMerchant(db, input.merchant_id);
  if (
    input.receipt_file_id &&
    !(await fileRecordsByIds(db, [input.receipt_file_id])).has(input.receipt_file_id)
  )
    throw new AppError('BAD_REQUEST', 'Please upload the transfer receipt again.');
  return db.transaction(async (tx) => {
    const items = await tx
      .select()
      .from(approvalItems)
      .where(payableWhere(input.merchant_id))
      .orderBy(asc(approvalItems.id))
      .for('update');
    const amount = items.reduce((s, i) => s + i.releasedCents - i.feeCents, 0);
    if (items.length === 0 || amount <= 0) throw new AppError('CONFLICT', m.nothingPayable);
    if (amount !== input.expected_amount_cents) throw new AppError('CONFLICT', m.payoutChanged);
    if (amount > (await merchantPayableCents(tx, input.merchant_id)))
      throw new AppError('CONFLICT', m.payoutChanged);
    const [payout] = await tx
      .insert(merchantPayouts)
      .values({
        merchantId: input.merchant_id,
        amountCents: amount,
        bankReference: input.bank_reference,
        transferDate: input.transfer_date,
        receiptFileId: input.receipt_file_id,
        recordedBy: admin._id,
      })
      .returning();
    const marked = await tx
      .update(approvalItems)
      .set({ payoutId: payout!.id })
      .where(
        and(
          inArray(
            approvalItems.id,
            items.map((i) => i.id),
          ),
          isNull(approvalItems.payoutId),
        ),
      )
      .returning({ id: approvalItems.id });
    if (marked.length !== items.length) throw new AppError('CONFLICT', m.payoutChanged);
    // One journal per item, so each project's view shows its own share of the transfer.
    for (const i of items) {
      const net = i.releasedCents - i.feeCents;
      if (net > 0)
        await postJournal(tx, 'payout', payoutLines(net), {
          projectId: i.projectId,
          merchantId: i.merchantId,
          itemId: i.id,
          payoutId: payout!.id,
        });
    }
    await notifyMerchant(tx, input.merchant_id, {
      action: 'payout_recorded',
      content: `We transferred ${formatSgd(amount)} to your bank account (reference ${input.bank_reference}).`,
    });
    await enqueueEmail(
      tx,
      {
        email: merchant.email,
        template_name: 'merchant_payout_recorded',
        subject: `We have paid you ${formatSgd(amount)}`,
        data: {
          first_name: merchant.name || merchant.company_name,
          amount: formatSgd(amount),
          bank_reference: input.bank_reference,
          transfer_date: input.transfer_date,
          link: webLink(ctx, '/transactions/completed'),
        },
      },
      { publicUrl: ctx.config.publicUrl },
    );
    return toPayoutView(payout!, items.length);
  });
}

/** The merchant's transactions/service-fee and transactions/completed. */
export async function merchantEarnings(ctx: AppContext, merchant: SessionUser): Promise<MerchantEarnings> {
  const db = ctx.database.db;
  const rows = await db
    .select()
    .from(approvalItems)
    .where(and(eq(approvalItems.merchantId, merchant._id), eq(approvalItems.status, 'Approved')))
    .orderBy(desc(approvalItems.decidedAt))
    .limit(500);
  const payouts = await db
    .select()
    .from(merchantPayouts)
    .where(eq(merchantPayouts.merchantId, merchant._id))
    .orderBy(desc(merchantPayouts.createdAt))
    .limit(200);
  const count = (payoutId: string) => rows.filter((r) => r.payoutId === payoutId).length;
  const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
  return {
    fee_bps: await feeBpsOf(db, merchant._id, ctx.config.serviceFeeBps),
    released_cents: sum((r) => r.releasedCents),
    fee_cents: sum((r) => r.feeCents),
    payable_cents: sum((r) => (r.payoutId ? 0 : r.releasedCents - r.feeCents)),
    paid_out_cents: payouts.reduce((s, p) => s + p.amountCents, 0),
    items: await toItemViews(db, rows),
    payouts: payouts.map((p) => toPayoutView(p, count(p.id))),
  };
}
