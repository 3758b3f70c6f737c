import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login rate limits (issue 3 "Security")', () => {
  it('limits wrong guesses at one identity even across addresses', async () => {
    const attempt = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        remoteAddress: ip,
        payload: { identity: 'target@example.sg', password: 'Guess1234' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt(`10.0.0.${i + 1}`)).statusCode).toBe(401);
    const blocked = await attempt('10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().success).toBe(false);
  });

  it('does not count successful sign-ins', async () => {
    await createUser(t.database.db, { role: 'client', email: 'often@example.sg', password: 'Secret123' });
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        remoteAddress: `10.0.2.${i + 1}`,
        payload: { identity: 'often@example.sg', password: 'Secret123' },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers the Google button: not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: 'Google sign-in is not configured' });
  });
});
