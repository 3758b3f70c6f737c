import { ADMIN_PERMISSIONS, backOfficeMessages as m, singaporeToday } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { adminInGroup } from './back-office.test-helpers.js';

let t: TestApp;
let full: string;
let payments: string;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_MINUTE: '1000' });
  full = (await adminInGroup(t, [...ADMIN_PERMISSIONS])).cookie;
  payments = (await adminInGroup(t, ['review_payments'])).cookie;
}, 60_000);
afterAll(() => t?.close());

const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const deliver = async (cookie: string) =>
  (await call(cookie, 'POST', '/announcements/deliver')).json<{ result: { title: string }[] }>().result;
const today = singaporeToday();
const post = (title: string, audience: string, starts_on = today, ends_on = today) =>
  call(full, 'POST', '/admin/announcements', { title, body: `${title} body`, audience, starts_on, ends_on });

describe('announcements (issue 18 item 5)', () => {
  it('reaches its audience once, as a banner and in the notifications', async () => {
    const client = (await loginAs(t, 'client')).cookie;
    const merchant = (await loginAs(t, 'merchant')).cookie;
    const res = await post('Office closed', 'clients');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(m.announcementPosted);
    expect((await deliver(client)).map((a) => a.title)).toEqual(['Office closed']);
    expect(await deliver(client)).toEqual([]);
    expect(await deliver(merchant)).toEqual([]);
    const notices = (await call(client, 'GET', '/notifications')).json<{
      result: { items: { action: string; content: string }[] };
    }>().result.items;
    expect(notices).toContainEqual(
      expect.objectContaining({ action: 'announcement', content: 'Office closed: Office closed body' }),
    );
  });

  it('two tabs asking at once get the banner once between them', async () => {
    const client = (await loginAs(t, 'client')).cookie;
    await post('Twice', 'all');
    const [a, b] = await Promise.all([deliver(client), deliver(client)]);
    expect([...a, ...b].filter((x) => x.title === 'Twice')).toHaveLength(1);
  });

  it('shows nothing before its start date or after its end date', async () => {
    const client = (await loginAs(t, 'client')).cookie;
    await post('Later', 'all', '2099-01-01', '2099-01-02');
    await post('Over', 'all', '2020-01-01', '2020-01-02');
    expect((await deliver(client)).map((a) => a.title)).not.toContain('Later');
    expect((await deliver(client)).map((a) => a.title)).not.toContain('Over');
  });

  it('refuses an end before the start, the limited admin and a client', async () => {
    const bad = await post('Backwards', 'all', '2026-12-02', '2026-12-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(m.announcementDates);
    const client = (await loginAs(t, 'client')).cookie;
    for (const cookie of [payments, client]) {
      expect((await call(cookie, 'GET', '/admin/announcements')).statusCode).toBe(403);
      expect(
        (
          await call(cookie, 'POST', '/admin/announcements', {
            title: 'x',
            body: 'y',
            audience: 'all',
            starts_on: today,
            ends_on: today,
          })
        ).statusCode,
      ).toBe(403);
    }
  });

  it('lists and deletes', async () => {
    const created = (await post('Gone soon', 'merchants')).json<{ result: { _id: string } }>().result;
    const list = (await call(full, 'GET', '/admin/announcements')).json<{ result: { _id: string }[] }>()
      .result;
    expect(list.map((a) => a._id)).toContain(created._id);
    expect((await call(full, 'DELETE', `/admin/announcements/${created._id}`)).statusCode).toBe(200);
    expect((await call(full, 'DELETE', `/admin/announcements/${created._id}`)).statusCode).toBe(404);
  });
});
