import { accountMessages as m, type SmsUsage } from '@reno/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { authThrottles, smsSends } from '../../db/schema/accounts.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { newClientForm, register } from './accounts.test-helpers.js';

/**
 * Issue 15 item 3 "SMS cannot be pumped": one signed-in account sent 25 codes to 25 numbers in a minute.
 * Codes are now limited per account and per address (an hour), per number (a day) and for the whole
 * platform (a Singapore day), each refusal with its own message, and admins see SMS per day.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SMS_PER_ACCOUNT_PER_HOUR: '3',
    SMS_PER_IP_PER_HOUR: '4',
    SMS_PER_NUMBER_PER_DAY: '2',
    SMS_DAILY_BUDGET: '12',
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(smsSends);
  await t.database.db.execute(sql`DELETE FROM outbox_messages`);
  await t.database.db.delete(authThrottles);
});

let numberSeed = 0;
const freshMobile = () => {
  numberSeed += 1;
  return `8${String(Date.now() % 1_000_000).padStart(6, '0')}${numberSeed % 10}`.slice(0, 8);
};
let addressSeed = 0;
const freshAddress = () => {
  addressSeed += 1;
  return `172.16.${Math.floor(addressSeed / 250)}.${(addressSeed % 250) + 1}`;
};

const requestCode = (cookie: string, mobile: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/notify/phone',
    headers: { cookie },
    remoteAddress,
    payload: { phone: `65${mobile}` },
  });
const smsQueued = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM outbox_messages WHERE channel = 'sms'`,
    )
  )[0]?.n ?? 0;
/** A client registered (one code to their own mobile) from its own address. */
const registered = async () => {
  const form = newClientForm();
  const { res, cookie } = await register(t, form, freshAddress());
  expect(res.statusCode, res.body).toBe(200);
  return cookie;
};

describe('SMS limits', () => {
  it('stops one account texting one new number after another', async () => {
    const cookie = await registered();
    const codes: number[] = [];
    const messages: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await requestCode(cookie, freshMobile(), freshAddress());
      codes.push(res.statusCode);
      messages.push(res.json().message);
    }
    // Registration sent the first of the 3 an hour.
    expect(codes).toEqual([200, 200, 429, 429]);
    expect(messages[2]).toBe(m.smsAccountLimit);
    expect(await smsQueued()).toBe(3);
  });

  it('stops one address asking for codes for many accounts', async () => {
    const address = freshAddress();
    const codes: number[] = [];
    let last = '';
    for (let i = 0; i < 5; i++) {
      const res = await requestCode(await registered(), freshMobile(), address);
      codes.push(res.statusCode);
      last = res.json().message;
    }
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    expect(last).toBe(m.smsIpLimit);
  });

  it('stops codes to one number from many accounts and addresses', async () => {
    const mobile = freshMobile();
    const codes: number[] = [];
    let last = '';
    for (let i = 0; i < 3; i++) {
      // Past the 60-second wait between two codes to one number, which is not what this tests.
      await t.database.db.delete(authThrottles);
      const res = await requestCode(await registered(), mobile, freshAddress());
      codes.push(res.statusCode);
      last = res.json().message;
    }
    expect(codes).toEqual([200, 200, 429]);
    expect(last).toBe(m.smsNumberLimit);
  });

  it('stops every code once the platform has spent its daily budget, and counts from the Singapore midnight', async () => {
    const cookie = await registered();
    // Ten more earlier today (11 of 12), and many yesterday, which no longer count.
    await t.database.db.insert(smsSends).values(
      Array.from({ length: 10 }, (_, i) => ({
        ip: `192.0.2.${i}`,
        phone: `9000000${i}`,
        createdAt: new Date(),
      })),
    );
    const sgMidnight = new Date(
      `${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)}T00:00:00+08:00`,
    );
    await t.database.db.insert(smsSends).values(
      Array.from({ length: 20 }, (_, i) => ({
        ip: `192.0.2.${i}`,
        phone: `9100000${i % 10}`,
        createdAt: new Date(sgMidnight.getTime() - 60_000),
      })),
    );
    expect((await requestCode(cookie, freshMobile(), freshAddress())).statusCode).toBe(200);
    const before = await smsQueued();
    const refused = await requestCode(cookie, freshMobile(), freshAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: m.smsBudgetReached });
    // A refusal queues nothing; registration is refused the same way, creating no account.
    expect(await smsQueued()).toBe(before);
    const form = newClientForm();
    const blocked = await register(t, form, freshAddress());
    expect(blocked.res.statusCode).toBe(429);
    expect(blocked.res.json().message).toBe(m.smsBudgetReached);
  });

  it('lets only one of two requests at once take the last code of a limit', async () => {
    const cookie = await registered();
    await requestCode(cookie, freshMobile(), freshAddress());
    const both = await Promise.all([
      requestCode(cookie, freshMobile(), freshAddress()),
      requestCode(cookie, freshMobile(), freshAddress()),
    ]);
    // The account had 1 code left of 3.
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(await smsQueued()).toBe(3);
  });
});

describe('GET /admin/sms-usage', () => {
  it('shows an admin the SMS of each Singapore day beside the daily budget', async () => {
    await registered();
    await registered();
    const admin = await loginAs(t, 'admin', { permissions: ['outbox'] });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/sms-usage?days=7',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const usage = res.json<{ result: SmsUsage }>().result;
    expect(usage.dailyBudget).toBe(12);
    expect(usage.days).toHaveLength(7);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(usage.days[0]).toEqual({ day: today, queued: 2, sent: 0, failed: 0, waiting: 2 });
    expect(usage.days.slice(1).every((d) => d.queued === 0)).toBe(true);
  });

  it('is for admins with the outbox permission only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/sms-usage' })).statusCode).toBe(401);
    const client = await loginAs(t, 'client');
    const asClient = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/sms-usage',
      headers: { cookie: client.cookie },
    });
    expect(asClient.statusCode).toBe(403);
    const admin = await loginAs(t, 'admin', { permissions: ['outbox'] });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/sms-usage?days=9',
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('days must be one of 7, 30, 90.');
  });
});
