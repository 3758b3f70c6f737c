import { ezcashCategories } from '@reno/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { ezcashTransactions } from '../../db/schema/rewards.js';
import { createUser } from '../../db/seed/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ezcashTotalEarnedFromJson, ezcashTotalsSql } from './rewards.subqueries.js';
import { ledgerRows, summariseLedger } from './ezcash-ledger.js';

/**
 * Decision 025: the Project information card reads the ledger summed by status, operator and
 * category. Its total earned must be the domain's over every row, whatever the ledger holds.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Line = [amount: number, status: string, operator: 'increment' | 'decrement', category: string];

async function totals(lines: Line[]) {
  const client = await createUser(t.database.db, { role: 'client', email: `ez${Math.random()}@t.sg` });
  if (lines.length > 0)
    await t.database.db.insert(ezcashTransactions).values(
      lines.map(([amount, status, operator, category], i) => ({
        clientId: client.id,
        ezcashAmount: amount,
        approvalStatus: status,
        operator,
        ezcashCategory: category,
        ezcashInfo: `line ${i}`,
      })),
    );
  const [row] = await queryRows<{ totals: Parameters<typeof ezcashTotalEarnedFromJson>[0] }>(
    t.database.db,
    sql`select ${ezcashTotalsSql(sql`${client.id}`)} as totals`,
  );
  return {
    grouped: ezcashTotalEarnedFromJson(row?.totals ?? []),
    byRow: summariseLedger(await ledgerRows(t.database.db, client.id)).totalEarned,
  };
}

describe('EZcash total earned from the summed ledger', () => {
  it.each<[string, Line[]]>([
    ['an empty ledger', []],
    [
      'awards and spends',
      [
        [300, 'Approved', 'increment', 'New Register'],
        [120, 'Approved', 'decrement', 'Shop'],
        [50, 'Approved', 'increment', 'Referral'],
      ],
    ],
    [
      'pending and declined rows',
      [
        [300, 'Pending', 'increment', 'Referral'],
        [200, 'Declined', 'increment', 'Referral'],
        [75, 'Approved', 'increment', 'Referral'],
      ],
    ],
    [
      'claw backs, down to zero and past it',
      [
        [100, 'Approved', 'increment', 'Referral'],
        [60, 'Approved', 'decrement', ezcashCategories.adminClawback],
        [80, 'Approved', 'decrement', ezcashCategories.adminClawback],
      ],
    ],
    [
      'the same kind of row many times',
      Array.from({ length: 40 }, (_, i): Line => [
        i + 1,
        'Approved',
        i % 3 ? 'increment' : 'decrement',
        i % 5 ? 'Shop' : ezcashCategories.adminClawback,
      ]),
    ],
  ])('%s', async (_name, lines) => {
    const { grouped, byRow } = await totals(lines);
    expect(grouped).toBe(byRow);
  });
});
