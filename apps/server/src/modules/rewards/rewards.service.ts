import {
  type AdminEzcashAdjustment,
  type AdminEzcashResult,
  type AdminEzcashRow,
  ezcashCategories,
  ezcashMessages as m,
  type ListQueryInput,
  type ListResult,
  MEMBER_TIERS,
  memberTier,
  nextTier,
  type RewardsSummary,
  type SessionUser,
} from '@reno/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ezcashTransactions } from '../../db/schema/rewards.js';
import { AppError } from '../../platform/errors.js';
import { listPage, parseList, type ListColumns } from '../../platform/list-query.js';
import { userNamesByIds } from '../accounts/client-search.service.js';
import { clientIdByEmail, clientRewardsProfile } from '../accounts/client-rewards.service.js';
import { notifyUser } from '../notifications/notifications.service.js';
import {
  creditEzcash,
  debitEzcash,
  ezcashBalanceOf,
  ledgerRows,
  lockClientEzcash,
  summariseLedger,
  toEzcashEntry,
} from './ezcash-ledger.js';
import { listReferrals } from './referrals.js';

/** The client's rewards page (issue 16): balance and history from the ledger, tier and referrals. */
export async function getRewardsSummary(db: Db, clientId: string): Promise<RewardsSummary> {
  const profile = await clientRewardsProfile(db, clientId);
  if (!profile) throw new AppError('NOT_FOUND');
  const [rows, referrals] = await Promise.all([
    ledgerRows(db, clientId),
    listReferrals(db, clientId, profile.referralCode),
  ]);
  const { balance, totalEarned } = summariseLedger(rows);
  const tier = memberTier(totalEarned, profile.memberStatus);
  return {
    first_name: profile.firstName,
    balance,
    total_earned: totalEarned,
    member_status: tier,
    next_tier: nextTier(totalEarned, tier),
    tiers: MEMBER_TIERS.map((t) => ({ name: t.name, min_earned: t.minEarned, perk: t.perk })),
    referral_code: profile.referralCode,
    referrals,
    history: rows.map(toEzcashEntry),
  };
}

const columns: ListColumns = {
  created_at: ezcashTransactions.createdAt,
  ezcash_category: ezcashTransactions.ezcashCategory,
  operator: ezcashTransactions.operator,
  ezcash_amount: ezcashTransactions.ezcashAmount,
  approval_status: ezcashTransactions.approvalStatus,
  client_id: ezcashTransactions.clientId,
  ezcash_info: ezcashTransactions.ezcashInfo,
};
const rules = {
  defaultSortBy: 'created_at',
  defaultSort: 'desc',
  defaultSearchFields: ['ezcash_info'],
} as const;

/** The admin EZcash page: every ledger row, paged on the server; names in one query per page. */
export async function listLedgerForAdmin(db: Db, input: ListQueryInput): Promise<ListResult<AdminEzcashRow>> {
  const query = parseList(input, columns, rules);
  const page = await listPage(db, ezcashTransactions, query, columns, { tieBreaker: ezcashTransactions.id });
  const names = await userNamesByIds(db, [
    ...page.items.map((r) => r.clientId),
    ...page.items.flatMap((r) => (r.createdBy ? [r.createdBy] : [])),
  ]);
  const nameOf = (id: string) => {
    const n = names.get(id);
    return n ? `${n.first_name} ${n.last_name}`.trim() : '';
  };
  return {
    totalCount: page.totalCount,
    items: page.items.map((r) => ({
      ...toEzcashEntry(r),
      client_id: r.clientId,
      client_name: nameOf(r.clientId),
      client_email: names.get(r.clientId)?.email ?? '',
      created_by_name: r.createdBy ? nameOf(r.createdBy) : null,
    })),
  };
}

/**
 * An admin's award or claw back, always with a reason. The form's request id is the row's
 * once-per-client key, so a double submission adjusts once; a claw back never takes the balance
 * below zero (it locks the client like any spend).
 */
export async function adjustEzcash(
  db: Db,
  admin: SessionUser,
  input: AdminEzcashAdjustment,
): Promise<AdminEzcashResult> {
  const clientId = await clientIdByEmail(db, input.email);
  if (!clientId) {
    throw new AppError('NOT_FOUND', m.clientNotFound, [{ field: 'email', message: m.clientNotFound }]);
  }
  const sourceRef = `admin:${input.request_id}`;
  return db.transaction(async (tx) => {
    const write = {
      clientId,
      amount: input.amount,
      info: input.reason,
      sourceRef,
      createdBy: admin._id,
    };
    await lockClientEzcash(tx, clientId);
    const [already] = await tx
      .select()
      .from(ezcashTransactions)
      .where(and(eq(ezcashTransactions.clientId, clientId), eq(ezcashTransactions.sourceRef, sourceRef)));
    if (already) return { entry: toEzcashEntry(already), balance: await ezcashBalanceOf(tx, clientId) };
    if (input.direction === 'award') {
      const row = await creditEzcash(tx, { ...write, category: ezcashCategories.adminAward });
      if (!row) throw new AppError('CONFLICT');
      await notifyUser(tx, clientId, {
        action: 'ezcash_award',
        content: `You received ${input.amount} EZcash: ${input.reason}`,
      });
      return { entry: toEzcashEntry(row), balance: await ezcashBalanceOf(tx, clientId) };
    }
    const { row, balance } = await debitEzcash(
      tx,
      { ...write, category: ezcashCategories.adminClawback },
      m.clawbackTooLarge,
    );
    await notifyUser(tx, clientId, {
      action: 'ezcash_clawback',
      content: `${input.amount} EZcash was taken back from your balance: ${input.reason}`,
    });
    return { entry: toEzcashEntry(row), balance };
  });
}
