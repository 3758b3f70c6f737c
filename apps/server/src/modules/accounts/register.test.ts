import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { authThrottles, clientProfiles, users } from '../../db/schema/accounts.js';
import { createUser } from '../../db/seed/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newClientForm, outboxCount, outboxFor, register } from './accounts.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: 'https://ezreno.example.sg',
    ADMIN_NOTIFY_EMAILS: 'ops@ezreno.example.sg',
  });
});
afterAll(() => t.close());

const userByEmail = async (email: string) => {
  const [row] = await t.database.db
    .select({ user: users, profile: clientProfiles })
    .from(users)
    .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.email, email));
  return row;
};

describe('POST /register (spec "Registration and verification")', () => {
  it('creates the client with the spec defaults and signs them in', async () => {
    const form = newClientForm();
    const { res, cookie } = await register(t, form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Registration successful',
      result: { role: 'client' },
    });
    const row = await userByEmail(form.email.toLowerCase());
    expect(row?.user).toMatchObject({
      role: 'client',
      emailVerified: false,
      handphoneVerified: false,
      handphoneNo: form.handphone_no,
    });
    expect(row?.user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.profile).toMatchObject({
      memberStatus: 'Gold',
      country: 'Singapore',
      salutation: 'Ms',
      leadsInfo: { from: 'g' },
      telemarketing: { prohelp: true },
    });
    expect(row?.profile.referralCode).toMatch(/^[A-Z0-9]{12}$/);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    expect(me.json().result).toMatchObject({
      role: 'client',
      email_verified: false,
      handphone_verified: false,
    });
  });

  it('writes the admin mail, the verification mail and the SMS code', async () => {
    const form = newClientForm();
    await register(t, form);
    const email = form.email.toLowerCase();
    const [admin] = (await outboxFor(t, 'ops@ezreno.example.sg')).filter(
      (r) => r.data?.client_email === email,
    );
    expect(admin).toMatchObject({
      template_name: 'emailSender_function.html',
      subject: 'New client registration',
    });
    expect(admin?.data).toMatchObject({
      client_firstname: 'Wei Ling',
      client_lastname: 'Tan',
      client_phone: `65${form.handphone_no}`,
      phone_verified: false,
      request_prohelp: 'Yes',
    });
    const [verify] = await outboxFor(t, email);
    // The form's lead is g (Google): spec §9 picks the Google template.
    expect(verify?.template_name).toBe('verify_email_g');
    expect(verify?.body).toMatch(/https:\/\/ezreno\.example\.sg\/verify-email\?token=[\w-]{20,}/);
    const [sms] = await outboxFor(t, `65${form.handphone_no}`);
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toMatch(/\b\d{6}\b/);
  });

  it.each([
    ['g', 'verify_email_g', 'finding us on Google'],
    ['tt', 'verify_email_tt', 'joining us from TikTok'],
    ['fb', 'verify_email', 'Thank you for registering.'],
    [undefined, 'verify_email', 'Thank you for registering.'],
  ])('picks the verification e-mail by the lead source %s (spec §9)', async (lead, template, words) => {
    const form = newClientForm({ lead });
    await register(t, form);
    const mails = await outboxFor(t, form.email.toLowerCase());
    expect(mails.map((m) => m.template_name)).toEqual([template]);
    expect(mails[0]?.body).toContain(words);
    expect(mails[0]?.body).toMatch(/verify-email\?token=/);
  });

  it('refuses an e-mail (any case) or a mobile already registered', async () => {
    const form = newClientForm();
    await register(t, form);
    const sameEmail = await register(t, newClientForm({ email: form.email.toUpperCase() }));
    expect(sameEmail.res.statusCode).toBe(409);
    expect(sameEmail.res.json().message).toBe('Email already registered');
    const samePhone = await register(t, newClientForm({ handphone_no: form.handphone_no }));
    expect(samePhone.res.statusCode).toBe(409);
    expect(samePhone.res.json().message).toBe('Phone number already registered');
    expect(samePhone.cookie).toBe('');
  });

  it('a double submission registers once', async () => {
    const form = newClientForm();
    const replies = await Promise.all([register(t, form), register(t, form)]);
    expect(replies.map((r) => r.res.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(users).where(eq(users.email, form.email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('leaves nothing behind when a step fails: user, mails and SMS share one transaction', async () => {
    const form = newClientForm();
    // The SMS is the last step; a throttle on the mobile makes it fail after the mails were written.
    await t.database.db.insert(authThrottles).values({ key: `sms:${form.handphone_no}`, lastAt: new Date() });
    const before = await outboxCount(t);
    const { res } = await register(t, form);
    expect(res.statusCode).toBe(429);
    expect(await outboxCount(t)).toBe(before);
    expect(await userByEmail(form.email.toLowerCase())).toBeUndefined();
  });

  it('validates with the spec messages', async () => {
    const { res } = await register(t, newClientForm({ handphone_no: '71234567' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please input a valid singapore phone number');
  });

  it('keeps a valid affiliate code and refuses an unknown one', async () => {
    const referrer = await createUser(t.database.db, { role: 'client', email: 'referrer@example.sg' });
    const [profile] = await t.database.db
      .select()
      .from(clientProfiles)
      .where(eq(clientProfiles.userId, referrer.id));
    const form = newClientForm({ affiliate_code: profile?.referralCode.toLowerCase() });
    expect((await register(t, form)).res.statusCode).toBe(200);
    expect((await userByEmail(form.email.toLowerCase()))?.profile.affiliateCode).toBe(profile?.referralCode);
    const bad = await register(t, newClientForm({ affiliate_code: 'ZZZZZZZZZZZZ' }));
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json().message).toBe('Invalid referral code');
  });
});

describe('check routes (spec §7 check/email, check/phone, check/referral)', () => {
  const check = (url: string) => t.app.inject({ method: 'POST', url: `/api/v1/check/${url}` });

  it('answers whether an e-mail or mobile is free', async () => {
    await createUser(t.database.db, { role: 'client', email: 'taken@example.sg', handphoneNo: '98887777' });
    expect((await check('email/free@example.sg')).json()).toEqual({
      success: true,
      message: 'Email is available',
      result: null,
    });
    const taken = await check('email/TAKEN@example.sg');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, message: 'Email already registered' });
    expect((await check('email/nope')).json().message).toBe('Please input a valid email');
    expect((await check('phone/98887777')).json().message).toBe('Phone number already registered');
    expect((await check('phone/6598887776')).json()).toMatchObject({
      success: true,
      message: 'Phone number is available',
    });
    expect((await check('phone/12345678')).json().message).toBe(
      'Please input a valid singapore phone number',
    );
  });

  it('checks a referral code', async () => {
    const rows = await queryRows<{ referral_code: string }>(
      t.database.db,
      sql`SELECT referral_code FROM client_profiles LIMIT 1`,
    );
    expect((await check(`referral/${rows[0]?.referral_code}`)).json()).toMatchObject({ success: true });
    const bad = await check('referral/ZZZZZZZZZZZZ');
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toBe('Invalid referral code');
  });
});
