import { type EzcashOperator, type EzcashStatus, ezcashTotalEarned } from '@reno/domain';
import { type SQL, sql } from 'drizzle-orm';
import { ezcashTransactions as t } from '../../db/schema/rewards.js';

type TotalsJson = { status: string; operator: string; category: string; amount: number }[];

/**
 * The client's ledger summed by status, operator and category, as JSON: a handful of rows however
 * long the ledger grows (embedded in another module's read, decision 025).
 */
export const ezcashTotalsSql = (clientId: SQL): SQL<TotalsJson> => sql`(
  select coalesce(json_agg(g), '[]'::json) from (
    select ${t.approvalStatus} as status, ${t.operator} as operator, ${t.ezcashCategory} as category,
      sum(${t.ezcashAmount})::bigint as amount
    from ${t} where ${t.clientId} = ${clientId}
    group by 1, 2, 3) g)`;

/**
 * The domain's total earned over those sums: it adds and subtracts amounts by status, operator and
 * category and clamps once at the end, so a group's sum counts as its rows would (rewards.subqueries.test.ts).
 */
export const ezcashTotalEarnedFromJson = (totals: TotalsJson): number =>
  ezcashTotalEarned(
    totals.map((g) => ({
      amount: Number(g.amount),
      status: g.status as EzcashStatus,
      operator: g.operator as EzcashOperator,
      category: g.category,
    })),
  );
