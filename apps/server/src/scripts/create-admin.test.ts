import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { adminProfiles, users } from '../db/schema/accounts.js';
import { verifyPassword } from '../platform/passwords.js';
import { PRODUCTION_ENV } from '../company-config.test-helpers.js';
import { runCreateAdmin } from './create-admin.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'reno-admin-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const env = () => ({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...PRODUCTION_ENV });
const run = (...args: string[]) => runCreateAdmin(args, env());

describe('npm run admin:create (issue 3 "Security")', () => {
  it('refuses a weak password and a bad e-mail before touching the database', async () => {
    await expect(run('--email', 'boss@ezreno.sg', '--password', 'password')).rejects.toThrow(
      '--password: At least 1 upper case, At least 1 number',
    );
    await expect(run('--email', 'boss', '--password', 'Strong123')).rejects.toThrow(
      '--email: Please input a valid email',
    );
  });

  it('creates an admin with every permission in the PGlite data folder', async () => {
    const { id } = await run('--email', 'Boss@EZreno.sg', '--password', 'Strong123', '--first-name', 'Priya');
    const database = await openPglite(`${dataDir}/pglite`);
    try {
      const [row] = await database.db
        .select({ user: users, profile: adminProfiles })
        .from(users)
        .innerJoin(adminProfiles, eq(adminProfiles.userId, users.id))
        .where(eq(users.id, id));
      expect(row?.user).toMatchObject({
        role: 'admin',
        email: 'boss@ezreno.sg',
        firstName: 'Priya',
        emailVerified: true,
      });
      expect(row?.profile.permissions).toEqual(['all']);
      expect(await verifyPassword(row?.user.passwordHash ?? '', 'Strong123')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('refuses an e-mail already in use', async () => {
    await expect(run('--email', 'boss@ezreno.sg', '--password', 'Strong123')).rejects.toThrow(
      'already exists',
    );
  });

  it('will not open a data folder a running server holds', async () => {
    const unlock = lockDataDir(dataDir);
    try {
      // The lock belongs to this very process here, so pretend it is another live one.
      const { writeFileSync } = await import('node:fs');
      writeFileSync(join(dataDir, 'server.lock'), String(process.ppid));
      await expect(run('--email', 'other@ezreno.sg', '--password', 'Strong123')).rejects.toThrow(
        'already in use',
      );
    } finally {
      unlock();
    }
  });
});
