import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type PgTable, PgTimestamp } from 'drizzle-orm/pg-core';

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

// A timestamp column read as a Date (drizzle's default mode): parsed from its ISO form, V8's fast path.
const isTimestamp = (column: Column) => column instanceof PgTimestamp && column.withTimezone;

export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = json[column.name];
    row[key] =
      value === null || value === undefined
        ? null
        : isTimestamp(column) && typeof value === 'string'
          ? new Date(isoTime(value))
          : column.mapFromDriverValue(value);
  }
  return row;
}

/** The whole row as a JSON object keyed by column name (read back with `rowFromJson`). */
export const rowJson = (table: PgTable): SQL => sql`to_json(${table})`;

// PostgreSQL's JSON form of a UTC timestamp: 2026-11-27T23:23:25.912997+00:00 (fraction optional,
// trailing zeros dropped). Years past 9999 and other offsets fall back to Date.
const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00(?::00)?$/;

/**
 * A timestamp as written in JSON by PostgreSQL, as the API writes it (`Date.toISOString`: milliseconds,
 * truncated, and Z). Rewritten as text when it is in UTC, as the server's connections are: parsing it as
 * a Date cost a list of 20 cards about as much as the rest of its mapping (issue 19).
 */
export function isoTime(text: string): string {
  const utc = UTC_TIMESTAMP.exec(text);
  if (!utc) return new Date(text).toISOString();
  return `${utc[1]}.${`${utc[2] ?? ''}000`.slice(0, 3)}Z`;
}
