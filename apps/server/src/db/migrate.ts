import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { queryRows, type Database } from './client.js';

/** Source: src/db/migrations. Bundled build: dist/migrations (copied by tsup). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, 'db', 'migrations')];
  const found = candidates.find((c) => existsSync(join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}

export interface MigrationState {
  applied: number;
  expected: number;
  upToDate: boolean;
  latest: string | null;
}

/** The migrations this build ships: fixed while the process runs, so read once (the health check asks often). */
let shipped: { entries: { tag: string }[] } | undefined;
const shippedJournal = () =>
  (shipped ??= JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  });

export async function migrationState(database: Database): Promise<MigrationState> {
  const journal = shippedJournal();
  const rows = await queryRows<{ count: number }>(
    database.db,
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  );
  const applied = Number(rows[0]?.count ?? 0);
  const expected = journal.entries.length;
  return { applied, expected, upToDate: applied === expected, latest: journal.entries.at(-1)?.tag ?? null };
}
