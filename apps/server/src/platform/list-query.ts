import { parseListQuery, type ListQuery, type ListQueryInput, type ListQueryRules } from '@reno/domain';
import { and, asc, count, desc, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';

/**
 * A list's allow-list: API field name (the spec's names) to the column it reads, or an expression over
 * the list's joined tables (e.g. a works amount that falls back to the quotation total).
 */
export type ListColumns = Record<string, PgColumn | SQL>;

export function listRules(columns: ListColumns, rules: Omit<ListQueryRules, 'fields'>): ListQueryRules {
  return { ...rules, fields: Object.keys(columns) };
}

// A list's columns and rules are module constants: its allow-list is worked out once, not per request.
const allowLists = new WeakMap<ListColumns, WeakMap<object, ListQueryRules>>();
function allowList(columns: ListColumns, rules: Omit<ListQueryRules, 'fields'>): ListQueryRules {
  let byRules = allowLists.get(columns);
  if (!byRules) allowLists.set(columns, (byRules = new WeakMap()));
  let found = byRules.get(rules);
  if (!found) byRules.set(rules, (found = listRules(columns, rules)));
  return found;
}

/** Parses the raw query string against the allow-list; throws ListQueryError (answered as 400). */
export const parseList = (
  input: ListQueryInput,
  columns: ListColumns,
  rules: Omit<ListQueryRules, 'fields'>,
) => parseListQuery(input, allowList(columns, rules));

const column = (columns: ListColumns, field: string): PgColumn | SQL => {
  const c = columns[field];
  if (!c) throw new Error(`List column ${field} is allow-listed but not mapped`);
  return c;
};

/**
 * Escapes LIKE wildcards so a search for "50%" matches the text, not everything. Exported for modules
 * that compose their own queries (subquery searches).
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export function listWhere(query: ListQuery, columns: ListColumns, base?: SQL): SQL | undefined {
  const parts: (SQL | undefined)[] = [base];
  for (const f of query.filters) {
    const c = column(columns, f.field);
    const values = f.values;
    const text = sql`(${c})::text`;
    parts.push(
      f.op === 'equals'
        ? inArray(text, values)
        : f.op === 'contains'
          ? and(...values.map((v) => ilike(text, containsPattern(v))))
          : not(inArray(text, values)),
    );
  }
  if (query.search) {
    const pattern = containsPattern(query.search.text);
    parts.push(or(...query.search.fields.map((f) => ilike(sql`(${column(columns, f)})::text`, pattern))));
  }
  return and(...parts);
}

export function listOrder(query: ListQuery, columns: ListColumns, tieBreaker: PgColumn): SQL[] {
  const dir = query.sort === 'desc' ? desc : asc;
  // A unique tie-breaker keeps pages stable when many rows share the sort value.
  return [dir(column(columns, query.sortBy)), dir(tieBreaker)];
}

/** One page and the total, from a single table. */
export async function listPage<T extends PgTable>(
  db: DbOrTx,
  table: T,
  query: ListQuery,
  columns: ListColumns,
  options: { tieBreaker: PgColumn; where?: SQL },
): Promise<{ items: T['$inferSelect'][]; totalCount: number }> {
  const where = listWhere(query, columns, options.where);
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...listOrder(query, columns, options.tieBreaker))
      .limit(query.rowsPerPage)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { items, totalCount: Number(totals[0]?.n ?? 0) };
}

/**
 * How many rows match, counting at most `cap` of them (issue 19): an admin list over 50,000 rows must
 * not count them all on every page. Returns the exact count when it is `cap` or less; otherwise `cap`
 * and `capped: true`, which the web shows as "more than" (DataGrid `rowCount={-1}` with
 * `paginationMeta.hasNextPage`). Pass the page's own query as a subquery builder without limit/offset:
 * `countUpTo(db, db.select({ one: sql`1` }).from(t).where(where), offset + 1000)`.
 */
export async function countUpTo(
  db: DbOrTx,
  matches: { limit(n: number): { as(alias: string): SQL.Aliased | object } },
  cap: number,
): Promise<{ totalCount: number; capped: boolean }> {
  const sub = matches.limit(cap + 1).as('capped_matches') as Parameters<
    ReturnType<DbOrTx['select']>['from']
  >[0];
  const [row] = await db.select({ n: count() }).from(sub);
  const n = Number(row?.n ?? 0);
  return n > cap ? { totalCount: cap, capped: true } : { totalCount: n, capped: false };
}
