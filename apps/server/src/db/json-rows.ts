import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type PgTable, PgTimestamp } from 'drizzle-orm/pg-core';

/**
 * Rows that travel as JSON inside a composed read (decision 025): a module's subquery answers each row
 * as a JSON array of its columns in the table's order (`rowJson`), and the module turns each back into
 * the same row the query builder gives (`table.$inferSelect`: Dates for timestamps, numbers for bigint
 * cents), through each column's own driver mapping. Code downstream cannot tell the two apart.
 *
 * Arrays, not `to_json(table)` objects (decision 027): PostgreSQL looks up each column's type and
 * writes its name for every row of an object; for 10 quotation lines that was a fifth of the statement.
 */
export type JsonRow = readonly unknown[];

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

export function rowFromJson<T extends PgTable>(table: T, json: JsonRow): T['$inferSelect'] {
  const columns = columnsOf(table);
  if (json.length !== columns.length)
    throw new Error(`a JSON row of ${json.length} values for ${columns.length} columns`);
  const row: Record<string, unknown> = {};
  for (const [i, [key, column]] of columns.entries()) {
    const value = json[i];
    row[key] =
      value === null || value === undefined
        ? null
        : isTimestamp(column) && typeof value === 'string'
          ? new Date(isoTime(value))
          : column.mapFromDriverValue(value);
  }
  return row;
}

/** The whole row as a JSON array in the table's column order (read back with `rowFromJson`). */
export function rowJson(table: PgTable): SQL<JsonRow> {
  const columns = columnsOf(table).map(([, column]) => column);
  // PostgreSQL's functions take at most 100 arguments.
  if (columns.length > 100) throw new Error('rowJson: a table of more than 100 columns');
  return sql<JsonRow>`json_build_array(${sql.join(columns, sql`, `)})`;
}

// PostgreSQL's forms of a UTC timestamp: JSON's 2026-11-27T23:23:25.912997+00:00 and a column's text
// 2026-11-27 23:23:25.912997+00 (fraction optional, trailing zeros dropped). Years past 9999 and other
// offsets fall back to Date.
const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00(?::00)?$/;

/**
 * A timestamp as written by PostgreSQL (in JSON or as a column's text), as the API writes it
 * (`Date.toISOString`: milliseconds, truncated, and Z). Rewritten as text when it is in UTC, as the
 * server's connections are: parsing it as a Date cost a list of 20 cards about as much as the rest of
 * its mapping (issue 19).
 */
export function isoTime(text: string): string {
  const utc = UTC_TIMESTAMP.exec(text);
  if (!utc) return new Date(text).toISOString();
  return `${utc[1]}T${utc[2]}.${`${utc[3] ?? ''}000`.slice(0, 3)}Z`;
}
