import { describe, expect, it } from 'vitest';
import {
  AdminEzcashAdjustment,
  canSpendEzcash,
  ezcashBalance,
  ezcashCategories as c,
  ezcashTotalEarned,
  type LedgerRow,
} from './ezcash.js';
import { memberTier, nextTier } from './tiers.js';

const row = (
  amount: number,
  operator: LedgerRow['operator'],
  status: LedgerRow['status'] = 'Approved',
  category: string = c.newRegister,
): LedgerRow => ({
  amount,
  operator,
  status,
  category,
});

describe('EZcash balance (issue 16: derived from the ledger, never below zero)', () => {
  it('adds approved awards and takes off spends', () => {
    expect(ezcashBalance([row(300, 'increment'), row(120, 'decrement', 'Approved', c.shopPurchase)])).toBe(
      180,
    );
  });

  it('does not spend a pending or declined award, and a pending spend already holds its EZcash', () => {
    expect(ezcashBalance([row(300, 'increment', 'Pending'), row(50, 'increment', 'Declined')])).toBe(0);
    expect(ezcashBalance([row(300, 'increment'), row(100, 'decrement', 'Pending')])).toBe(200);
    expect(ezcashBalance([row(300, 'increment'), row(100, 'decrement', 'Declined')])).toBe(300);
  });

  it('never reports a negative balance', () => {
    expect(ezcashBalance([row(100, 'increment'), row(250, 'decrement')])).toBe(0);
    expect(ezcashBalance([])).toBe(0);
  });

  it('refuses a spend the balance cannot cover, a zero or fractional spend', () => {
    expect(canSpendEzcash(300, 300)).toBe(true);
    expect(canSpendEzcash(300, 301)).toBe(false);
    expect(canSpendEzcash(300, 0)).toBe(false);
    expect(canSpendEzcash(300, 1.5)).toBe(false);
  });

  it('total earned counts approved awards less claw backs; spending does not lower it', () => {
    const rows = [
      row(300, 'increment'),
      row(500, 'increment', 'Approved', c.referral),
      row(100, 'decrement', 'Approved', c.adminClawback),
      row(200, 'decrement', 'Approved', c.shopPurchase),
      row(999, 'increment', 'Pending', c.adminAward),
    ];
    expect(ezcashTotalEarned(rows)).toBe(700);
  });
});

describe('member tiers (spec §9 "Member status default Gold")', () => {
  it('starts at Gold and rises with lifetime earnings', () => {
    expect(memberTier(0)).toBe('Gold');
    expect(memberTier(1_999)).toBe('Gold');
    expect(memberTier(2_000)).toBe('Platinum');
    expect(memberTier(5_000)).toBe('Diamond');
  });

  it('never lowers a tier already held', () => {
    expect(memberTier(0, 'Diamond')).toBe('Diamond');
    expect(memberTier(0, 'Unknown')).toBe('Gold');
  });

  it('tells how much is left for the next tier', () => {
    expect(nextTier(300, 'Gold')).toEqual({ name: 'Platinum', needed: 1_700 });
    expect(nextTier(9_000, 'Diamond')).toBeNull();
  });
});

describe('admin adjustment form', () => {
  it('needs an email, a whole positive amount and a reason', () => {
    const good = {
      email: 'a@b.sg',
      direction: 'award',
      amount: 100,
      reason: 'Goodwill',
      request_id: '7d444840-9dc0-11d1-b245-5ffdce74fad2',
    };
    expect(AdminEzcashAdjustment.safeParse(good).success).toBe(true);
    const messages = (input: object) =>
      AdminEzcashAdjustment.safeParse({ ...good, ...input }).error?.issues.map((i) => i.message);
    expect(messages({ amount: 0 })).toEqual(['The amount must be a whole number of EZcash, more than 0.']);
    expect(messages({ amount: 2.5 })).toEqual(['The amount must be a whole number of EZcash, more than 0.']);
    expect(messages({ reason: ' ' })).toEqual(['Please give a reason.']);
    expect(messages({ amount: 1_000_000 })?.[0]).toMatch(/at most/);
  });
});
