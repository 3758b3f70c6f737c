import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type every module uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;
export type DriverName = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DriverName;
  /** Flushes PGlite to disk (a no-op on PostgreSQL, which checkpoints itself). */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
}

/** PGlite in `dataDir` (or in memory when dataDir is undefined), for one process only. */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    checkpoint: async () => {
      await db.execute(sql`CHECKPOINT`);
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, onIdleError?: (e: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection closed by the server (restart, failover, DROP DATABASE in tests) is reported
  // here; the pool already discarded it and the next query opens a new one. Without a listener the
  // event would crash the process.
  pool.on('error', (e) => onIdleError?.(e));
  // Fail fast on a wrong URL instead of at the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return { db, driver: 'postgres', checkpoint: async () => {}, close: () => pool.end() };
}

/** Raw SQL rows, for the few queries the query builder cannot express. Both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
