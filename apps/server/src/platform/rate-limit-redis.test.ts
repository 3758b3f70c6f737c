import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { AppInstance } from '../app-context.js';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 15 item 2 "Limits that hold across processes": with REDIS_URL every rate limit is counted in
 * Redis, so two app instances (as two processes behind a load balancer) enforce one limit. Runs against
 * the machine's Redis (TEST_REDIS_URL, as CI sets it, or REDIS_URL); each run has its own key prefix.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const prefix = `test-${randomBytes(6).toString('hex')}:`;

const env = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '4',
  LOGIN_LIMIT_PER_MINUTE: '3',
  ...extra,
});

let t: TestApp;
let apps: AppInstance[] = [];
let redis: Redis | undefined;

/** Two instances on one database: with Redis (shared) or without (each its own memory). */
const twoInstances = async (withRedis: boolean) => {
  const config = loadConfig(
    env(withRedis && redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix } : {}),
  );
  const pair = [await buildApp({ ...t, config }), await buildApp({ ...t, config })];
  await Promise.all(pair.map((a) => a.ready()));
  apps.push(...pair);
  return pair as [AppInstance, AppInstance];
};

describe.skipIf(!redisUrl)('rate limits in Redis (skipped: set TEST_REDIS_URL or REDIS_URL to run)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    redis = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    apps = [];
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    await t.close();
  });

  it('shares the API-wide limit between two instances', async () => {
    const [a, b] = await twoInstances(true);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? a : b;
      codes.push(
        (await app.inject({ method: 'GET', url: '/api/v1/auth/me', remoteAddress: '192.0.2.10' })).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    // The counters are in Redis under this run's prefix, not in either process.
    expect((await redis?.keys(`${prefix}rate-limit:*192.0.2.10*`))?.length).toBeGreaterThan(0);
  });

  it('shares the sign-in limit per address and the failure limit per identity', async () => {
    const [a, b] = await twoInstances(true);
    const signIn = (app: AppInstance, ip: string, identity: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/login',
        remoteAddress: ip,
        payload: { identity, password: 'Guess1234' },
      });
    const perIp: number[] = [];
    for (let i = 0; i < 4; i++)
      perIp.push((await signIn(i % 2 ? b : a, '192.0.2.20', `x${i}@test.sg`)).statusCode);
    expect(perIp).toEqual([401, 401, 401, 429]);

    // Ten wrong guesses at one account from ten addresses, alternating instances: the eleventh is refused.
    for (let i = 0; i < 10; i++)
      expect((await signIn(i % 2 ? b : a, `192.0.2.${100 + i}`, 'target@test.sg')).statusCode).toBe(401);
    expect((await signIn(a, '192.0.2.200', 'target@test.sg')).statusCode).toBe(429);
    expect((await signIn(b, '192.0.2.201', 'target@test.sg')).statusCode).toBe(429);
  });

  it('without REDIS_URL each instance counts in its own memory (why Redis is needed for several)', async () => {
    const [a, b] = await twoInstances(false);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? a : b;
      codes.push(
        (await app.inject({ method: 'GET', url: '/api/v1/auth/me', remoteAddress: '192.0.2.30' })).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
