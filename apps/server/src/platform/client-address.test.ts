import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { AppInstance } from '../app-context.js';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 15 item 1 "Client address and rate limits": X-Forwarded-For is believed only from the proxies
 * TRUST_PROXY names. With it off (the default) a client that sends a new header each time is still one
 * client to every per-IP limit.
 */
let t: TestApp;
let behindProxy: AppInstance;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_MINUTE: '3' });
  // The same database and limits, configured as if one proxy (10.9.9.9) sat in front.
  behindProxy = await buildApp({
    ...t,
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LOGIN_LIMIT_PER_MINUTE: '3',
      TRUST_PROXY: '10.9.9.9',
    }),
  });
  await behindProxy.ready();
});
afterAll(async () => {
  await behindProxy.close();
  await t.close();
});

const signIn = (app: AppInstance, remoteAddress: string, forwardedFor: string, i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    // A different identity each time: only the per-IP limit is in play.
    payload: { identity: `nobody-${i}-${remoteAddress}@test.sg`, password: 'Guess1234' },
  });

describe('client address (TRUST_PROXY)', () => {
  it('ignores a spoofed X-Forwarded-For when no proxy is trusted, so the sign-in limit holds', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await signIn(t.app, '203.0.113.7', `198.51.100.${i + 1}`, i)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });

  it('reads the client from X-Forwarded-For only when the request comes from a trusted proxy', async () => {
    // Through the proxy: each forwarded client has its own limit.
    for (let i = 0; i < 4; i++)
      expect((await signIn(behindProxy, '10.9.9.9', `198.51.100.${i + 20}`, i)).statusCode).toBe(401);
    // Straight from the internet, the header is the caller's own claim: one address, one limit.
    const direct: number[] = [];
    for (let i = 0; i < 5; i++)
      direct.push((await signIn(behindProxy, '203.0.113.8', `198.51.100.${i + 40}`, i)).statusCode);
    expect(direct).toEqual([401, 401, 401, 429, 429]);
  });

  it('with a hop count, takes the address the nearest proxy saw, not what the client wrote before it', async () => {
    const oneHop = await buildApp({
      ...t,
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        LOGIN_LIMIT_PER_MINUTE: '3',
        TRUST_PROXY: '1',
      }),
    });
    try {
      // The client prepends a new made-up address each time; the proxy appends the real one.
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push(
          (await signIn(oneHop, '10.9.9.9', `198.51.100.${i + 60}, 203.0.113.50`, i + 100)).statusCode,
        );
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await oneHop.close();
    }
  });
});
