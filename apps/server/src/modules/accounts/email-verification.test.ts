import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, authThrottles, users } from '../../db/schema/accounts.js';
import { createUser } from '../../db/seed/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { lastLinkToken, newClientForm, register } from './accounts.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/verifyemail/confirm', payload: { token } });
const resend = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/verifyemail', payload: { email, type: 'send-link' } });
const isVerified = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.emailVerified;

async function registered() {
  // No lead: the plain verify_email template (lead variants are covered in register.test.ts).
  const form = newClientForm({ lead: undefined });
  await register(t, form);
  const email = form.email.toLowerCase();
  return { email, token: await lastLinkToken(t, email, 'verify_email') };
}

describe('e-mail verification link (spec "Sign In dialog" end dialogs, §8 "Resend link")', () => {
  it('a valid link verifies the e-mail, once', async () => {
    const { email, token } = await registered();
    expect((await confirm(token)).json()).toEqual({ success: true, message: 'Email verified', result: null });
    expect(await isVerified(email)).toBe(true);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Email verification failed, the link is invalid or has expired');
  });

  it('an expired link fails and the client asks for a new one', async () => {
    const { email, token } = await registered();
    await t.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await isVerified(email)).toBe(false);
    const res = await resend(email.toUpperCase());
    expect(res.json()).toEqual({
      success: true,
      message: 'Success sending new link, check your email',
      result: null,
    });
    const fresh = await lastLinkToken(t, email, 'verify_email');
    expect(fresh).not.toBe(token);
    expect((await confirm(fresh)).statusCode).toBe(200);
  });

  it('a new link replaces the previous one', async () => {
    const { email, token } = await registered();
    expect((await resend(email)).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('refuses unknown or verified addresses and a second request within 60 s', async () => {
    expect((await resend('nobody@example.sg')).json().message).toBe(
      'Failed to request new link, check your email address',
    );
    await createUser(t.database.db, { role: 'client', email: 'done@example.sg' });
    expect((await resend('done@example.sg')).statusCode).toBe(400);
    const { email } = await registered();
    await t.database.db.insert(authThrottles).values({ key: `verify-email:${email}`, lastAt: new Date() });
    const throttled = await resend(email);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe('Failed to request new link, check your email address');
    expect((await resend('bad')).json().message).toBe('Please input a valid email');
  });
});
