import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows that travel as JSON inside a composed read (decision 025): a module's subquery answers
 * `to_json(table)` objects keyed by column name, and the module turns each back into the same row the
 * query builder gives (`table.$inferSelect`: Dates for timestamps, numbers for bigint cents), through
 * each column's own driver mapping. Code downstream cannot tell the two apart.
 */
const columnsByTable = new WeakMap<PgTable, [key: string, column: Column][]>();

function columnsOf(table: PgTable): [string, Column][] {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsByTable.set(table, columns);
  }
  return columns;
}

export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

/** The whole row as a JSON object keyed by column name (read back with `rowFromJson`). */
export const rowJson = (table: PgTable): SQL => sql`to_json(${table})`;

/**
 * A JSON array of the rows `subquery` selects, in the order given (an empty array, never null). The
 * subquery names its own columns; its rows arrive keyed by those names.
 */
export const jsonArray = (subquery: SQL, orderBy?: SQL): SQL =>
  sql`(select coalesce(json_agg(r${orderBy ? sql` order by ${orderBy}` : sql``}), '[]'::json) from (${subquery}) r)`;

/** A timestamp as written in JSON by PostgreSQL, as the API writes it (`Date.toISOString`). */
export const isoTime = (text: string): string => new Date(text).toISOString();
