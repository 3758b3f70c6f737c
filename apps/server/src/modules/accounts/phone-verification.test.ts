import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottles, phoneCodes, users } from '../../db/schema/accounts.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { lastSmsCode, newClientForm, register } from './accounts.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/notify/phone${url}`, headers: { cookie }, payload });
const verify = (cookie: string, phone: string, code: string) =>
  post('/verify', cookie, { phone: `65${phone}`, code: `H-${code}` });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function newClient() {
  const form = newClientForm();
  const { cookie } = await register(t, form);
  return { cookie, mobile: form.handphone_no, code: await lastSmsCode(t, form.handphone_no) };
}
const isVerified = async (mobile: string) =>
  (await t.database.db.select().from(users).where(eq(users.handphoneNo, mobile)))[0]?.handphoneVerified;
/** Moves the per-phone throttle a minute back instead of waiting. */
const rewindThrottle = (mobile: string) =>
  t.database.db
    .update(authThrottles)
    .set({ lastAt: new Date(Date.now() - 61_000) })
    .where(eq(authThrottles.key, `sms:${mobile}`));

describe('SMS verification (spec "Registration and verification"; issue 3 "Security")', () => {
  it('the right code verifies the number, once', async () => {
    const { cookie, mobile, code } = await newClient();
    const res = await verify(cookie, mobile, code);
    expect(res.json()).toEqual({ success: true, message: 'Phone number verified', result: null });
    expect(await isVerified(mobile)).toBe(true);
    expect((await verify(cookie, mobile, code)).json().message).toBe('Please request a code first');
  });

  it('a double submission of the right code verifies once', async () => {
    const { cookie, mobile, code } = await newClient();
    const replies = await Promise.all([verify(cookie, mobile, code), verify(cookie, mobile, code)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('stores the code hashed', async () => {
    const { mobile, code } = await newClient();
    const [row] = await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.phone, mobile));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a wrong code is refused; 5 wrong tries lock the code, even against the right one', async () => {
    const { cookie, mobile, code } = await newClient();
    for (let i = 1; i <= 4; i++) {
      const res = await verify(cookie, mobile, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Wrong code, please try again');
    }
    const fifth = await verify(cookie, mobile, wrong(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many wrong attempts, please request a new code');
    expect((await verify(cookie, mobile, code)).json().message).toBe(
      'Too many wrong attempts, please request a new code',
    );
    expect(await isVerified(mobile)).toBe(false);
  });

  it('an expired code is refused', async () => {
    const { cookie, mobile, code } = await newClient();
    await t.database.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.phone, mobile));
    const res = await verify(cookie, mobile, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Code expired, please request a new code');
  });

  it('a new code waits 60 seconds (spec §9), then replaces the old one', async () => {
    const { cookie, mobile, code } = await newClient();
    const early = await post('', cookie, { phone: `65${mobile}` });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Please wait 60 seconds before requesting a new code');
    await rewindThrottle(mobile);
    const resend = await post('', cookie, { phone: `65${mobile}` });
    expect(resend.json()).toMatchObject({ success: true, message: 'Code sent' });
    const fresh = await lastSmsCode(t, mobile);
    if (fresh !== code)
      expect((await verify(cookie, mobile, code)).json().message).toBe('Wrong code, please try again');
    expect((await verify(cookie, mobile, fresh)).statusCode).toBe(200);
  });

  it('changes the mobile from the profile once the new number is verified', async () => {
    const { cookie, mobile } = await newClient();
    const next = `8${mobile.slice(1)}`;
    expect((await post('', cookie, { phone: next })).statusCode).toBe(200);
    expect((await verify(cookie, next, await lastSmsCode(t, next))).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.handphoneNo, next), eq(users.handphoneVerified, true)));
    expect(row).toBeDefined();
  });

  it("refuses another account's mobile, visitors and non-clients", async () => {
    const a = await newClient();
    const b = await newClient();
    const res = await post('', b.cookie, { phone: a.mobile });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Phone number already registered');
    expect((await post('', '', { phone: a.mobile })).statusCode).toBe(401);
    const merchant = await loginAs(t, 'merchant');
    expect((await post('', merchant.cookie, { phone: '91112222' })).statusCode).toBe(403);
  });
});
