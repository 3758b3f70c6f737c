import { createHash } from 'node:crypto';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';

type NoSchema = Record<string, never>;
/**
 * The one database type every module uses, whichever driver is underneath. Without drizzle's schema:
 * nothing uses its relational queries (`db.query.…`), and with 74 tables each transaction built one
 * query builder per table before its BEGIN (issue 19: about 40-50 µs of every transaction).
 */
export type Db = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
export type DbOrTx = Db | Tx;
export type DriverName = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DriverName;
  /** Flushes PGlite to disk (a no-op on PostgreSQL, which checkpoints itself). */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /**
   * Called once for every SQL statement sent to the database, whichever driver (BEGIN and COMMIT
   * included). Tests and the API benchmark count statements per request with it (see
   * `test/statement-count.ts`); nothing in production sets it.
   */
  onStatement?: ((sql: string) => void) | undefined;
}

const statementText = (q: unknown): string =>
  typeof q === 'string' ? q : typeof q === 'object' && q && 'text' in q ? String(q.text) : '';

/**
 * PGlite's client with every statement reported. Methods are bound to the real client (it keeps
 * private fields); a transaction's BEGIN and COMMIT/ROLLBACK are reported as node-postgres sends them.
 */
function countingPglite(client: PGlite, onStatement: (sql: string) => void): PGlite {
  const countingTx = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        if (prop === 'query' || prop === 'exec' || prop === 'sql')
          return (q: unknown, ...rest: unknown[]) => {
            onStatement(statementText(q));
            return (value as (...a: unknown[]) => unknown).call(target, q, ...rest);
          };
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop === 'query' || prop === 'exec')
        return (q: unknown, ...rest: unknown[]) => {
          onStatement(statementText(q));
          return (value as (...a: unknown[]) => unknown).call(target, q, ...rest);
        };
      if (prop === 'transaction')
        return async <T>(callback: (tx: Transaction) => Promise<T>) => {
          onStatement('BEGIN');
          try {
            const result = await target.transaction((tx) => callback(countingTx(tx)));
            onStatement('COMMIT');
            return result;
          } catch (e) {
            onStatement('ROLLBACK');
            throw e;
          }
        };
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

/** PGlite in `dataDir` (or in memory when dataDir is undefined), for one process only. */
export async function openPglite(dataDir: string | undefined, options: OpenOptions = {}): Promise<Database> {
  // pg_trgm backs the trigram indexes of the `ilike '%…%'` searches (migration 0008); PGlite ships it
  // as a contrib extension that has to be loaded when the database is opened.
  // (Options go first: PGlite 0.5 ignores the second argument when the first is undefined.)
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  await client.waitReady;
  const driverClient = options.onStatement ? countingPglite(client, options.onStatement) : client;
  const db = drizzlePglite(driverClient) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    checkpoint: async () => {
      await db.execute(sql`CHECKPOINT`);
    },
    close: () => client.close(),
  };
}

/**
 * Statements with parameters a connection runs most, as named prepared statements (issue 19): parsing
 * and planning cost PostgreSQL more than running these small queries, and a prepared one is only bound
 * and executed. The name is a hash of the text, so the same SQL shares one name on every connection;
 * each connection prepares at most PREPARED_PER_CONNECTION (the first it meets, the hot ones, which
 * bounds the server's memory for them). Statements without parameters (BEGIN, COMMIT, DDL) stay unnamed.
 */
export const PREPARED_PER_CONNECTION = 200;
const PLANNED_PER_RUN = '/* planned per run */ ';
/**
 * A statement PostgreSQL should plan for its values on every run, not prepare by name: a text search,
 * whose best plan depends on how common the text is. After five runs a named statement may switch to a
 * generic plan that cannot know that, and walks every match of a common word (issue 19, decision 026).
 */
export const plannedPerRun = (query: SQL): SQL => sql`${sql.raw(PLANNED_PER_RUN)}${query}`;
// The query builder passes the values beside the config; raw queries may carry them inside it.
const hasValues = (config: object, second: unknown) => {
  const values = Array.isArray(second) ? second : 'values' in config ? config.values : undefined;
  return Array.isArray(values) && values.length > 0;
};
// Hashing a long statement on every run costs more than a lookup; the map is bounded like the statements.
const names = new Map<string, string>();
function statementName(text: string): string {
  const known = names.get(text);
  if (known) return known;
  const name = `p_${createHash('sha1').update(text).digest('hex')}`;
  if (names.size < PREPARED_PER_CONNECTION * 10) names.set(text, name);
  return name;
}
export function preparedByText(client: Pick<pg.PoolClient, 'query'>) {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...a: unknown[]) => unknown;
  (client as { query: unknown }).query = (q: unknown, ...rest: unknown[]) => {
    if (
      typeof q === 'object' &&
      q !== null &&
      'text' in q &&
      typeof q.text === 'string' &&
      !('name' in q && q.name) &&
      // A cursor or stream submits itself; only plain query configs are named.
      !('submit' in q) &&
      !q.text.startsWith(PLANNED_PER_RUN) &&
      hasValues(q, rest[0])
    ) {
      const name = statementName(q.text);
      if (prepared.has(name) || prepared.size < PREPARED_PER_CONNECTION) {
        prepared.add(name);
        return query({ ...q, name }, ...rest);
      }
    }
    return query(q, ...rest);
  };
}

export async function openPostgres(
  url: string,
  onIdleError?: (e: Error) => void,
  options: OpenOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const { onStatement } = options;
  pool.on('connect', (client) => preparedByText(client));
  // Every statement, pooled or in a transaction, runs through one of the pool's clients.
  if (onStatement)
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...a: unknown[]) => unknown;
      (client as { query: unknown }).query = (q: unknown, ...rest: unknown[]) => {
        onStatement(statementText(q));
        return query(q, ...rest);
      };
    });
  // An idle connection closed by the server (restart, failover, DROP DATABASE in tests) is reported
  // here; the pool already discarded it and the next query opens a new one. Without a listener the
  // event would crash the process.
  pool.on('error', (e) => onIdleError?.(e));
  // Fail fast on a wrong URL instead of at the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg(pool) as unknown as Db;
  return { db, driver: 'postgres', checkpoint: async () => {}, close: () => pool.end() };
}

/**
 * A hot read built once per database and run as a drizzle prepared query (issue 19: building a
 * query's SQL cost the server more than PostgreSQL took to run it). Given a transaction it is built
 * on that transaction, so it sees the transaction's writes and locks. Parameters are
 * `sql.placeholder(name)` in the query and named values at the call.
 */
export function preparedRead<R>(
  build: (db: DbOrTx) => { execute: (values: Record<string, unknown>) => Promise<R> },
): (db: DbOrTx, values: Record<string, unknown>) => Promise<R> {
  const byDatabase = new WeakMap<object, ReturnType<typeof build>>();
  return (db, values) => {
    if (db instanceof PgTransaction) return build(db).execute(values);
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query.execute(values);
  };
}

/** Raw SQL rows, for the few queries the query builder cannot express. Both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const dialect = new PgDialect();

/**
 * One statement written as SQL (a composed read: several modules' subqueries in one round trip,
 * decision 025), turned into text once and run as a prepared query with named values, like
 * `preparedRead` (built at its first run, not at import). Answers the rows as objects keyed by the
 * statement's column names. Timestamps come back as PostgreSQL writes them and json columns parsed, on
 * both drivers.
 */
export function preparedSql<Row>(
  build: () => SQL,
): (db: DbOrTx, values: Record<string, unknown>) => Promise<Row[]> {
  let query: ReturnType<PgDialect['sqlToQuery']> | undefined;
  const byDatabase = new WeakMap<object, ReturnType<Db['_']['session']['prepareQuery']>>();
  return async (db, values) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      query ??= dialect.sqlToQuery(build());
      prepared = db._.session.prepareQuery(query, undefined, undefined, false);
      // A transaction's session is its own connection: built for that transaction only.
      if (!(db instanceof PgTransaction)) byDatabase.set(db, prepared);
    }
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
