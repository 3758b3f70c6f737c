import {
  type TransactionListQuery,
  type TransactionPage,
  TransactionRow,
  TRANSACTION_EXPORT_MAX_ROWS,
  formatDate,
  transactionsCsv,
} from '@reno/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { type ListColumns, listWhere, parseList } from '../../platform/list-query.js';
import { userContactsByIds } from '../accounts/user-directory.service.js';
import { projectRecordsByIds } from '../projects/project-records.service.js';
import { allTransactions } from './transactions.sources.js';

const columns: ListColumns = {
  created_at: sql`t.created_at`,
  kind: sql`t.kind`,
  status: sql`t.status`,
  amount_cents: sql`t.amount_cents`,
  stage: sql`t.stage`,
  transaction_no: sql`t.transaction_no`,
  project_id: sql`t.project_id`,
  payment_method: sql`t.payment_method`,
};
const rules = {
  defaultSortBy: 'created_at',
  defaultSort: 'desc',
  defaultSearchFields: ['transaction_no', 'project_id'],
} as const;

interface RawRow {
  kind: string;
  id: string;
  project_id: string | null;
  client_id: string | null;
  stage: number | null;
  amount_cents: string | number;
  status: string;
  payment_method: string | null;
  transaction_no: string | null;
  created_at: string | Date;
}

/** The date range as Singapore days, both ends included. */
function dateRange(input: TransactionListQuery): SQL | undefined {
  return and(
    input.from
      ? sql`t.created_at >= (${input.from}::date)::timestamp at time zone 'Asia/Singapore'`
      : undefined,
    input.to
      ? sql`t.created_at < (${input.to}::date + 1)::timestamp at time zone 'Asia/Singapore'`
      : undefined,
  );
}

async function readRows(db: DbOrTx, input: TransactionListQuery, page: { limit: number; offset: number }) {
  const query = parseList(input, columns, rules);
  const where = listWhere(query, columns, dateRange(input));
  const whereSql = where ? sql`where ${where}` : sql``;
  const sortColumn = columns[query.sortBy] ?? columns.created_at!;
  const dir = query.sort === 'asc' ? sql`asc` : sql`desc`;
  const [rows, totals] = await Promise.all([
    queryRows<RawRow>(
      db,
      sql`select * from ${allTransactions()} ${whereSql}
        order by ${sortColumn} ${dir} nulls last, t.id ${dir} limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ n: string | number }>(db, sql`select count(*) as n from ${allTransactions()} ${whereSql}`),
  ]);
  return { rows, totalCount: Number(totals[0]?.n ?? 0), query };
}

async function toItems(db: DbOrTx, rows: RawRow[]): Promise<TransactionRow[]> {
  const [projects, people] = await Promise.all([
    projectRecordsByIds(
      db,
      rows.flatMap((r) => (r.project_id ? [r.project_id] : [])),
    ),
    userContactsByIds(
      db,
      rows.map((r) => r.client_id),
    ),
  ]);
  return rows.map((r) => {
    const person = r.client_id ? people.get(r.client_id) : undefined;
    return TransactionRow.parse({
      _id: r.id,
      kind: r.kind,
      project_id: r.project_id,
      project_name: r.project_id ? (projects.get(r.project_id)?.name ?? null) : null,
      client_name: person ? `${person.firstName} ${person.lastName}`.trim() || person.email : null,
      stage: r.stage === null ? null : Number(r.stage),
      amount_cents: Number(r.amount_cents),
      status: r.status,
      payment_method: r.payment_method,
      transaction_no: r.transaction_no,
      created_at: new Date(r.created_at).toISOString(),
    });
  });
}

/** GET /admin/transactions: one page of every kind of transaction, newest first by default. */
export async function listTransactions(db: DbOrTx, input: TransactionListQuery): Promise<TransactionPage> {
  const probe = parseList(input, columns, rules);
  const { rows, totalCount } = await readRows(db, input, { limit: probe.rowsPerPage, offset: probe.offset });
  return { items: await toItems(db, rows), totalCount };
}

/** GET /admin/transactions/export: the same filters and sort, every matching row (capped), as CSV. */
export async function exportTransactionsCsv(db: DbOrTx, input: TransactionListQuery): Promise<string> {
  const { rows } = await readRows(db, input, { limit: TRANSACTION_EXPORT_MAX_ROWS, offset: 0 });
  return transactionsCsv(await toItems(db, rows), formatDate);
}
