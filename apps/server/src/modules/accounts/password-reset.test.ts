import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, authThrottles } from '../../db/schema/accounts.js';
import { createUser } from '../../db/seed/factories.js';
import { SESSION_COOKIE } from '../../platform/auth-guard.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { lastLinkToken, outboxCount, outboxFor } from './accounts.test-helpers.js';
import { sendSetPasswordLink } from './password-reset.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://ezreno.example.sg' });
});
afterAll(() => t.close());

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/reset-password', payload: { email, type: 'reset-link' } });
const confirm = (token: string, password = 'NewSecret9') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/reset-password/confirm',
    payload: { token, password, confirm_password: password },
  });
const login = (identity: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { identity, password } });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me', cookies: { [SESSION_COOKIE]: token } });
const sent = { success: true, message: 'Email sent successfully!', result: null };

let n = 0;
async function account() {
  n += 1;
  const email = `reset${n}@example.sg`;
  await createUser(t.database.db, { role: 'client', email, password: 'OldSecret1' });
  return email;
}

describe('forgot password (spec §5, §8 "Forgot password")', () => {
  it('e-mails a /reset-password link, with the same reply for an unknown e-mail', async () => {
    const email = await account();
    const res = await requestReset(email.toUpperCase());
    expect(res.json()).toEqual(sent);
    const [mail] = await outboxFor(t, email);
    expect(mail?.template_name).toBe('reset_password');
    expect(mail?.body).toMatch(/https:\/\/ezreno\.example\.sg\/reset-password\?token=/);
    const before = await outboxCount(t);
    const unknown = await requestReset('nobody@example.sg');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(sent);
    expect(await outboxCount(t)).toBe(before);
  });

  it('refuses a second request within 60 s, known e-mail or not', async () => {
    const email = await account();
    expect((await requestReset(email)).statusCode).toBe(200);
    const again = await requestReset(email);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Please try after sometime!');
    expect((await requestReset('ghost@example.sg')).statusCode).toBe(200);
    expect((await requestReset('ghost@example.sg')).json().message).toBe('Please try after sometime!');
    await t.database.db
      .update(authThrottles)
      .set({ lastAt: new Date(Date.now() - 61_000) })
      .where(eq(authThrottles.key, `reset:${email}`));
    expect((await requestReset(email)).statusCode).toBe(200);
  });

  it('validates with the dialog messages', async () => {
    expect((await requestReset('')).json().message).toBe('Required');
    expect((await requestReset('nope')).json().message).toBe('Email invalid');
  });

  it('sets the new password once and ends every session of the user', async () => {
    const email = await account();
    const session =
      (await login(email, 'OldSecret1')).cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    expect((await me(session)).statusCode).toBe(200);
    await requestReset(email);
    const token = await lastLinkToken(t, email, 'reset_password');
    expect((await confirm(token)).json()).toEqual({
      success: true,
      message: 'Password changed, please sign in again',
      result: null,
    });
    expect((await me(session)).statusCode).toBe(401);
    expect((await login(email, 'OldSecret1')).json().message).toBe('Wrong password');
    expect((await login(email, 'NewSecret9')).statusCode).toBe(200);
    const reused = await confirm(token, 'Another9x');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This link is invalid or has expired, please request a new one');
  });

  it('two tabs using the same link at once: one wins', async () => {
    const email = await account();
    await requestReset(email);
    const token = await lastLinkToken(t, email, 'reset_password');
    const replies = await Promise.all([confirm(token, 'TabOne123'), confirm(token, 'TabTwo123')]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired link (valid 1 hour) and a weak password', async () => {
    const email = await account();
    await requestReset(email);
    const token = await lastLinkToken(t, email, 'reset_password');
    expect((await confirm(token, 'weakpass')).json().message).toBe('At least 1 upper case');
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.purpose, 'reset_password'));
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await login(email, 'OldSecret1')).statusCode).toBe(200);
  });
});

describe('/set-password (accounts created by an admin or project manager)', () => {
  it('the e-mailed link sets the first password, once', async () => {
    const user = await createUser(t.database.db, { role: 'merchant', email: 'made@example.sg' });
    await t.database.db.transaction((tx) => sendSetPasswordLink(tx, user, 'https://ezreno.example.sg'));
    const token = await lastLinkToken(t, 'made@example.sg', 'set_password');
    const set = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/set-password',
        payload: { token, password, confirm_password: password },
      });
    expect((await set('FirstPass1')).statusCode).toBe(200);
    expect((await login('made@example.sg', 'FirstPass1')).json()).toMatchObject({
      result: { role: 'merchant' },
    });
    expect((await set('SecondPass1')).statusCode).toBe(400);
  });
});
