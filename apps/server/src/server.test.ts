import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config.js';
import { users } from './db/schema/accounts.js';
import { createUser } from './db/seed/factories.js';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.js';
import { startServer } from './server.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'reno-server-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const config = () =>
  loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    OUTBOX_WORKER: '0',
  });

describe('the data folder lock', () => {
  it('refuses a folder held by another live process, and takes over a stale lock', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    const folder = await mkdtemp(join(tmpdir(), 'reno-lock-'));
    try {
      await writeFile(join(folder, 'server.lock'), String(other.pid));
      expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(folder)).toThrow(/already in use by another server process/);
      other.kill();
      await new Promise((r) => other.once('exit', r));
      const release = lockDataDir(folder);
      release();
      expect(existsSync(join(folder, 'server.lock'))).toBe(false);
    } finally {
      other.kill();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('startServer on embedded PGlite', () => {
  it('seeds an empty database once, keeps data across a restart and releases the lock on shutdown', async () => {
    const first = await startServer(config());
    const health = (await fetch(`${first.url.replace('localhost', '127.0.0.1')}/api/v1/health`).then((r) =>
      r.json(),
    )) as { result: { driver: string } };
    expect(health.result.driver).toBe('pglite');
    const login = await first.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { identity: 'client@demo.sg', password: 'Demo1234' },
    });
    expect(login.json().result.role).toBe('client');
    // Data written now must survive the restart (a lost database would be re-seeded, hiding the loss).
    await createUser(first.database.db, { role: 'client', email: 'kept@restart.sg', password: 'Kept1234' });
    await first.shutdown();
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    const second = await startServer(config());
    const kept = await second.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { identity: 'kept@restart.sg', password: 'Kept1234' },
    });
    expect(kept.json().result.role).toBe('client');
    const [count] = await second.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count?.n).toBe(8); // seven demo accounts (three merchants, two admins), seeded once, plus the one above
    await second.shutdown();
  }, 60_000);
});
