import { ADMIN_PERMISSIONS, backOfficeMessages as m, type SessionUser } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { adminInGroup } from './back-office.test-helpers.js';

let t: TestApp;
let full: Awaited<ReturnType<typeof adminInGroup>>;
let payments: Awaited<ReturnType<typeof adminInGroup>>;
let client: string;
beforeAll(async () => {
  // Many sign-ins from the one test address.
  t = await createTestApp({ LOGIN_LIMIT_PER_MINUTE: '1000' });
  full = await adminInGroup(t, [...ADMIN_PERMISSIONS]);
  payments = await adminInGroup(t, ['review_payments']);
  client = (await loginAs(t, 'client')).cookie;
}, 60_000);
afterAll(() => t?.close());

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const me = async (cookie: string) =>
  (await call(cookie, 'GET', '/auth/me')).json<{ result: SessionUser }>().result;

describe('admin groups and permissions (issue 18 item 3)', () => {
  it('gives the session the union of its groups', async () => {
    expect((await me(payments.cookie)).permissions).toEqual(['review_payments']);
    const create = await call(full.cookie, 'POST', '/admin/groups', {
      name: 'Support desk',
      permissions: ['support', 'outbox'],
    });
    expect(create.statusCode).toBe(200);
    const groupId = create.json<{ result: { _id: string } }>().result._id;
    const set = await call(full.cookie, 'PUT', `/admin/admins/${payments.user.id}/groups`, {
      group_ids: [payments.groupId, groupId],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json<{ message: string }>().message).toBe(m.groupsSaved);
    expect((await me(payments.cookie)).permissions).toEqual(['support', 'outbox', 'review_payments']);
    // Taking the flag out of the group takes it from its member's session at once.
    await call(full.cookie, 'PUT', `/admin/groups/${groupId}`, {
      name: 'Support desk',
      permissions: ['support'],
    });
    expect((await me(payments.cookie)).permissions).toEqual(['support', 'review_payments']);
    await call(full.cookie, 'DELETE', `/admin/groups/${groupId}`);
    expect((await me(payments.cookie)).permissions).toEqual(['review_payments']);
  });

  it('refuses the limited admin and the client, and logs nothing for the full admin', async () => {
    for (const [url, method] of [
      ['/admin/groups', 'GET'],
      ['/admin/admins', 'GET'],
    ] as const) {
      expect((await call(full.cookie, method, url)).statusCode).toBe(200);
      expect((await call(payments.cookie, method, url)).statusCode).toBe(403);
      expect((await call(client, method, url)).statusCode).toBe(403);
    }
  });

  it('lists every admin with its groups and resolved flags', async () => {
    const res = await call(full.cookie, 'GET', '/admin/admins');
    const admins = res.json<{ result: { _id: string; group_ids: string[]; permissions: string[] }[] }>()
      .result;
    const limited = admins.find((a) => a._id === payments.user.id);
    expect(limited?.group_ids).toEqual([payments.groupId]);
    expect(limited?.permissions).toEqual(['review_payments']);
  });

  it('refuses a duplicate group name and an unknown flag', async () => {
    await call(full.cookie, 'POST', '/admin/groups', { name: 'Twice', permissions: [] });
    const again = await call(full.cookie, 'POST', '/admin/groups', { name: 'Twice', permissions: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(m.groupNameTaken);
    const unknown = await call(full.cookie, 'POST', '/admin/groups', { name: 'Root', permissions: ['root'] });
    expect(unknown.statusCode).toBe(400);
  });

  it('an admin cannot change its own groups', async () => {
    const res = await call(full.cookie, 'PUT', `/admin/admins/${full.user.id}/groups`, { group_ids: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(m.ownGroups);
    expect((await me(full.cookie)).permissions).toContain('admin_permission');
  });

  it('answers a group or admin that does not exist like a missing one', async () => {
    expect(
      (await call(full.cookie, 'PUT', '/admin/groups/nope', { name: 'X', permissions: [] })).statusCode,
    ).toBe(404);
    expect(
      (await call(full.cookie, 'PUT', `/admin/admins/${full.groupId}/groups`, { group_ids: [] })).statusCode,
    ).toBe(404);
  });
});

describe('the Overview (issue 18 item 1)', () => {
  it('counts only the queues the admin may open', async () => {
    const res = await call(full.cookie, 'GET', '/admin/overview');
    expect(res.statusCode).toBe(200);
    const counters = res.json<{ result: { counters: { key: string; count: number }[] } }>().result.counters;
    expect(counters.map((c) => c.key)).toEqual([
      'receipts',
      'variation_order_receipts',
      'holds',
      'payouts',
      'incoming_projects',
      'support',
      'outbox_failures',
    ]);
    expect(counters.every((c) => c.count === 0)).toBe(true);
    const overviewOnly = await adminInGroup(t, ['overview', 'outbox']);
    const limited = await call(overviewOnly.cookie, 'GET', '/admin/overview');
    expect(
      limited.json<{ result: { counters: { key: string }[] } }>().result.counters.map((c) => c.key),
    ).toEqual(['outbox_failures']);
    expect((await call(payments.cookie, 'GET', '/admin/overview')).statusCode).toBe(403);
    expect((await call(client, 'GET', '/admin/overview')).statusCode).toBe(403);
  });
});
