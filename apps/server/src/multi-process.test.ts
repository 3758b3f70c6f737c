import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from './db/client.js';
import { enqueueEmail } from './platform/outbox/index.js';
import { startSmtpPeer, type SmtpPeer } from './platform/outbox/testing/smtp-peer.js';

/**
 * Issue 15 item 11 "Several processes": two real server processes on one PostgreSQL database and one
 * Redis, as behind a load balancer. The outbox delivers each message once, a scheduled job runs once,
 * and a rate limit counts the requests of both. Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets
 * both: .ci/run); skipped without them.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const mainTs = join(root, 'apps/server/src/main.ts');

interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Every JSON log line the process wrote. */
  logs: Record<string, unknown>[];
}

function startProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--conditions=@reno/source', '--import', 'tsx', mainTs], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolveStart, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${stderr}`)), 90_000);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${stderr}`)));
    child.stdout?.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          const ready = typeof entry.msg === 'string' ? /^Ready on (http:\/\/\S+)/.exec(entry.msg) : null;
          if (ready?.[1]) {
            clearTimeout(timer);
            resolveStart({ child, url: ready[1], logs });
          }
        } catch {
          // not a log line
        }
      }
    });
  });
}

const stopProcess = (p: ServerProcess) =>
  new Promise<void>((done) => {
    if (p.child.exitCode !== null) return done();
    p.child.once('exit', () => done());
    p.child.kill('SIGTERM');
  });

const waitFor = async (check: () => boolean | Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
};

describe.skipIf(!databaseUrl || !redisUrl)(
  'two server processes on one database and Redis (skipped: needs TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    const name = `multi_${randomBytes(6).toString('hex')}`;
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    let target = '';
    let dataDir = '';
    let smtp: SmtpPeer;
    let processes: ServerProcess[] = [];
    let database: Database | undefined;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(databaseUrl ?? '');
      url.pathname = `/${name}`;
      target = url.toString();
      dataDir = await mkdtemp(join(tmpdir(), 'reno-multi-'));
      smtp = await startSmtpPeer();
      // Slow enough that both workers have messages in flight at once.
      smtp.delayMs = 20;
      const env = {
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DATABASE_URL: target,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: join(dataDir, 'no-web'),
        SEED_DEMO: '0',
        REDIS_URL: redisUrl ?? '',
        REDIS_KEY_PREFIX: prefix,
        LOGIN_LIMIT_PER_MINUTE: '4',
        SMTP_URL: smtp.url,
        OUTBOX_WORKER: '1',
        OUTBOX_POLL_MS: '100',
        JOBS_TICK_MS: '100',
      };
      // Started together on an empty database: they take turns to migrate and seed it.
      processes = await Promise.all([startProcess(env), startProcess(env)]);
      database = await openPostgres(target);
    }, 180_000);

    afterAll(async () => {
      await Promise.all(processes.map(stopProcess));
      await database?.close();
      await smtp?.close();
      if (redisUrl) {
        const redis = new Redis(redisUrl);
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('both serve the API', async () => {
      for (const p of processes) expect((await fetch(`${p.url}/api/v1/health`)).status).toBe(200);
    });

    it('deliver each outbox message once between them', async () => {
      const db = database?.db;
      if (!db) throw new Error('no database');
      for (let i = 0; i < 40; i++)
        await enqueueEmail(db, {
          email: `client${i}@test.sg`,
          template_name: 'general_notice',
          subject: `Message ${i}`,
          data: { title: `Message ${i}`, paragraphs: ['Hello'] },
        });
      await waitFor(() => smtp.messages.length >= 40, 60_000);
      // Long enough for a duplicate to show up if a message had been claimed twice.
      await new Promise((r) => setTimeout(r, 1000));
      const subjects = smtp.messages.map((m) => m.subject);
      expect(subjects).toHaveLength(40);
      expect(new Set(subjects).size).toBe(40);
      const senders = processes.map((p) => p.logs.filter((l) => l.msg === 'outbox message sent').length);
      expect(senders.reduce((a, b) => a + b, 0)).toBe(40);
    });

    it('run a scheduled job once per period, though both check every 100 ms', async () => {
      // Each process has checked many times since it started.
      await new Promise((r) => setTimeout(r, 1500));
      const runs = processes.flatMap((p) =>
        p.logs.filter((l) => l.msg === 'scheduled job ran' && l.job === 'purge-expired-uploads'),
      );
      expect(runs).toHaveLength(1);
      const failures = processes.flatMap((p) => p.logs.filter((l) => l.msg === 'scheduled job failed'));
      expect(failures).toEqual([]);
    });

    it('share one sign-in limit', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const p = processes[i % 2];
        const res = await fetch(`${p?.url}/api/v1/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identity: `nobody${i}@test.sg`, password: 'Guess1234' }),
        });
        codes.push(res.status);
      }
      expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    });
  },
);
