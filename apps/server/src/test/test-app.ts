import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Role } from '@reno/domain';
import type { AppContext, AppInstance } from '../app-context.js';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { createUser } from '../db/seed/factories.js';
import { SESSION_COOKIE } from '../platform/auth-guard.js';
import { createStorage } from '../platform/storage/index.js';
import { StatementCounter } from './statement-count.js';

export interface TestApp extends AppContext {
  app: AppInstance;
  /** Counts the SQL statements of a request: `await t.statements.during(() => t.app.inject(...))`. */
  statements: StatementCounter;
  close(): Promise<void>;
}

/**
 * A database of its own for one test file: PGlite in memory, or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set (created here, dropped on close).
 */
async function openTestDatabase(
  onStatement: (sql: string) => void,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await openPglite(undefined, { onStatement }), drop: async () => {} };
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), undefined, { onStatement });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'reno-test-'));
  const config: Config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const statements = new StatementCounter();
  const { database, drop } = await openTestDatabase(statements.record);
  await runMigrations(database);
  const ctx: AppContext = { config, database, storage: createStorage(config) };
  const app = await buildApp(ctx, options);
  await app.ready();
  return {
    ...ctx,
    app,
    statements,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;
/** Creates a user of that role and signs in; returns the cookie header to send. */
export async function loginAs(t: TestApp, role: Role, extra: { permissions?: string[] } = {}) {
  userCounter += 1;
  const email = `${role}-${userCounter}-${randomBytes(3).toString('hex')}@test.sg`;
  const user = await createUser(t.database.db, { role, email, password: 'Test1234', ...extra });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { identity: email, password: 'Test1234', remember: false },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return { user, cookie: `${SESSION_COOKIE}=${cookie.value}` };
}
