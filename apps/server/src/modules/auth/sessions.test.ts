import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/factories.js';
import { SESSION_COOKIE } from '../../platform/auth-guard.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database.db, {
    role: 'client',
    email: 'mei@example.sg',
    password: 'Secret123',
    handphoneNo: '81230000',
  });
});
afterAll(() => t.close());

const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/login', payload });
const cookieOf = (res: Awaited<ReturnType<typeof login>>) =>
  res.cookies.find((c) => c.name === SESSION_COOKIE);
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me', cookies: { [SESSION_COOKIE]: token } });

describe('remember me, rotation and logout (spec "Session"; issue 3)', () => {
  it('remember me gives a 30-day cookie; without it the cookie ends with the browser', async () => {
    const long = cookieOf(await login({ identity: '81230000', password: 'Secret123', remember: true }));
    const days = ((long?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    const short = cookieOf(
      await login({ identity: 'mei@example.sg', password: 'Secret123', remember: false }),
    );
    expect(short?.expires).toBeUndefined();
    expect(short?.maxAge).toBeUndefined();
  });

  it('every sign-in gets a new token, and logout ends only that session', async () => {
    const a = cookieOf(await login({ identity: 'mei@example.sg', password: 'Secret123' }))?.value ?? '';
    const b = cookieOf(await login({ identity: 'mei@example.sg', password: 'Secret123' }))?.value ?? '';
    expect(a).not.toBe(b);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/revoke',
      cookies: { [SESSION_COOKIE]: a },
    });
    expect(out.json()).toEqual({ success: true, result: null });
    expect(cookieOf(out)?.value).toBe('');
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(200);
  });

  it('/auth/me tells the web whether e-mail and phone are verified', async () => {
    const token = cookieOf(await login({ identity: 'mei@example.sg', password: 'Secret123' }))?.value ?? '';
    expect((await me(token)).json().result).toMatchObject({
      email_verified: true,
      handphone_verified: true,
      handphone_no: '81230000',
    });
  });
});

describe('change password', () => {
  it('needs the current password, then ends the other sessions and keeps this one', async () => {
    await createUser(t.database.db, { role: 'client', email: 'chg@example.sg', password: 'Secret123' });
    const other = cookieOf(await login({ identity: 'chg@example.sg', password: 'Secret123' }))?.value ?? '';
    const mine = cookieOf(await login({ identity: 'chg@example.sg', password: 'Secret123' }))?.value ?? '';
    const change = (current: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        cookies: { [SESSION_COOKIE]: mine },
        payload: { current_password: current, password: 'Changed123', confirm_password: 'Changed123' },
      });
    expect((await change('wrong')).json().message).toBe('Wrong password');
    expect((await change('Secret123')).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(200);
  });
});

describe('authorisation (issue 3 item 6)', () => {
  it('a client or a merchant cannot call admin routes; a visitor gets the session message', async () => {
    const client = await loginAs(t, 'client');
    const merchant = await loginAs(t, 'merchant');
    for (const cookie of [client.cookie, merchant.cookie]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/outbox', headers: { cookie } });
      expect(res.statusCode).toBe(403);
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/admin/outbox' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Your session has ended, please re-login');
  });
});
