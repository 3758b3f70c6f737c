import { ADMIN_PERMISSIONS, backOfficeMessages as m } from '@reno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../db/schema/index.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { adminInGroup } from './back-office.test-helpers.js';

let t: TestApp;
let full: string;
let payments: string;
beforeAll(async () => {
  // Many sign-ins from the one test address.
  t = await createTestApp({ LOGIN_LIMIT_PER_MINUTE: '1000' });
  full = (await adminInGroup(t, [...ADMIN_PERMISSIONS])).cookie;
  payments = (await adminInGroup(t, ['review_payments'])).cookie;
}, 60_000);
afterAll(() => t?.close());

const call = (cookie: string, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie } });

describe('admin users (issue 18 item 2)', () => {
  it('lists clients with the spec columns, searched by column, sorted and paged on the server', async () => {
    const a = await loginAs(t, 'client');
    await loginAs(t, 'client');
    const res = await call(full, 'GET', `/admin/clients?searchBy=email&search=${a.user.email}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<{ result: { items: Record<string, unknown>[]; totalCount: number } }>().result;
    expect(page.totalCount).toBe(1);
    expect(Object.keys(page.items[0]!)).toEqual(
      expect.arrayContaining([
        'salutation',
        'gender',
        'date_of_birth',
        'nationality',
        'mailing_address',
        'last_login',
      ]),
    );
    const sorted = await call(full, 'GET', '/admin/clients?sortBy=email&sort=asc&rowsPerPage=50');
    const emails = sorted.json<{ result: { items: { email: string }[] } }>().result.items.map((c) => c.email);
    expect(emails).toEqual([...emails].sort());
  });

  it('asks for both the column and the text of a search', async () => {
    for (const q of ['search=tan', 'searchBy=email']) {
      const res = await call(full, 'GET', `/admin/clients?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(m.fillFields);
    }
    expect((await call(full, 'GET', '/admin/clients?searchBy=password&search=x')).statusCode).toBe(400);
  });

  it('deactivates a client: its sessions end, its data stays; activating lets it sign in again', async () => {
    const client = await loginAs(t, 'client');
    const off = await call(full, 'POST', `/admin/clients/${client.user.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json<{ message: string }>().message).toBe(m.clientDeactivated);
    expect((await call(client.cookie, 'GET', '/client-projects')).statusCode).toBe(401);
    const detail = await call(full, 'GET', `/admin/clients/${client.user.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ result: { client: { is_active: boolean } } }>().result.client.is_active).toBe(false);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { identity: client.user.email, password: 'Test1234', remember: false },
      });
    expect((await login()).statusCode).not.toBe(200);
    await call(full, 'POST', `/admin/clients/${client.user.id}/activate`);
    expect((await login()).statusCode).toBe(200);
  });

  it('shows a client detail with projects, payments, EZcash and activity', async () => {
    const client = await loginAs(t, 'client');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/activity',
      headers: { cookie: client.cookie },
      payload: { action: 'page_view', api: '/client-dashboard' },
    });
    const res = await call(full, 'GET', `/admin/clients/${client.user.id}`);
    const detail = res.json<{
      result: {
        projects: unknown[];
        payments: unknown[];
        ezcash: { balance: number };
        activity: { action: string }[];
      };
    }>().result;
    expect(detail.projects).toEqual([]);
    expect(detail.ezcash.balance).toBe(0);
    expect(detail.activity.map((a) => a.action)).toContain('page_view');
  });

  it('resends the verification e-mail to an unverified client only', async () => {
    const client = await loginAs(t, 'client');
    expect(
      (await call(full, 'POST', `/admin/clients/${client.user.id}/resend-verification`)).statusCode,
    ).toBe(409);
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, client.user.id));
    const res = await call(full, 'POST', `/admin/clients/${client.user.id}/resend-verification`);
    expect(res.statusCode).toBe(200);
    const mail = await t.database.db.select().from(outboxMessages);
    expect(mail.filter((row) => row.recipients.includes(client.user.email))).toHaveLength(1);
  });

  it('answers another role or an unknown client as the table says', async () => {
    const client = await loginAs(t, 'client');
    expect((await call(payments, 'GET', '/admin/clients')).statusCode).toBe(403);
    expect((await call(client.cookie, 'GET', '/admin/clients')).statusCode).toBe(403);
    expect((await call(full, 'GET', '/admin/clients/nobody')).statusCode).toBe(404);
    const admin = await loginAs(t, 'admin');
    // An admin is not a client: its id answers like a missing one.
    expect((await call(full, 'POST', `/admin/clients/${admin.user.id}/deactivate`)).statusCode).toBe(404);
    const admins = await call(full, 'GET', '/admin/users/admins?searchBy=email&search=admin');
    expect(admins.json<{ result: { totalCount: number } }>().result.totalCount).toBeGreaterThanOrEqual(3);
  });
});
