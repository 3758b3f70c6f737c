import { SupportRequestPage, SupportRequestView, supportMessages as sm } from '@reno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';

/** Issue 18 item 6: the support inbox answers by e-mail and in the app; clients ask too. */
let t: TestApp;
type Caller = { cookie: string; user: { id: string; email: string } };
let client: Caller;
let otherClient: Caller;
let merchant: Caller;
let admin: Caller;
let plainAdmin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  client = await loginAs(t, 'client');
  otherClient = await loginAs(t, 'client');
  merchant = await loginAs(t, 'merchant');
  admin = await loginAs(t, 'admin', { permissions: ['support'] });
  plainAdmin = await loginAs(t, 'admin', { permissions: ['master_services'] });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
const view = (res: { json: () => { result: unknown } }) => SupportRequestView.parse(res.json().result);
const mine = async (who: Caller) =>
  SupportRequestPage.parse((await call('GET', '/support-requests/mine', who.cookie)).json().result);

describe('support inbox (issue 18 item 6)', () => {
  it('a client asks, the admin replies: Answered, e-mailed with its own template, shown in the app with a notice', async () => {
    const asked = await call('POST', '/client/support', client.cookie, {
      subject: 'Where is my invoice?',
      message: 'I paid the deposit yesterday.',
    });
    expect(asked.statusCode).toBe(200);
    const request = view(asked);
    expect(request).toMatchObject({ status: 'Open', replies: [] });
    expect(request.requester.role).toBe('client');
    expect(
      (await call('POST', '/client/support', merchant.cookie, { subject: 'x', message: 'y' })).statusCode,
    ).toBe(403);

    const list = SupportRequestPage.parse(
      (await call('GET', '/admin/support-requests?find=Open&findBy=status', admin.cookie)).json().result,
    );
    expect(list.items.map((r) => r._id)).toContain(request._id);

    const empty = await call('POST', `/admin/support-requests/${request._id}/reply`, admin.cookie, {
      message: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Reply is required.');
    const replied = await call('POST', `/admin/support-requests/${request._id}/reply`, admin.cookie, {
      message: 'It is on the Completed tab.',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().message).toBe(sm.replySent);
    expect(view(replied)).toMatchObject({
      status: 'Answered',
      replies: [{ message: 'It is on the Completed tab.' }],
    });

    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.templateName, 'support_reply'));
    expect(mails.map((m) => JSON.stringify(m))).toEqual([expect.stringContaining(client.user.email)]);
    const notices = (await call('GET', '/notifications', client.cookie)).json().result as {
      items: { action: string }[];
    };
    expect(notices.items.map((n) => n.action)).toContain('support_reply');

    expect((await mine(client)).items[0]?.replies[0]?.message).toBe('It is on the Completed tab.');
    expect((await mine(otherClient)).items).toEqual([]);
  });

  it('closes and reopens; a closed request takes no reply; only the admin with the support flag may', async () => {
    const asked = view(
      await call('POST', '/merchant/support', merchant.cookie, { subject: 'Payout', message: 'When?' }),
    );
    const url = `/admin/support-requests/${asked._id}`;
    for (const who of [undefined, client.cookie, merchant.cookie, plainAdmin.cookie]) {
      const res = await call('POST', `${url}/reply`, who, { message: 'x' });
      expect(res.statusCode).toBe(who ? 403 : 401);
      expect((await call('PUT', `${url}/status`, who, { status: 'Closed' })).statusCode).toBe(
        who ? 403 : 401,
      );
    }
    const closed = await call('PUT', `${url}/status`, admin.cookie, { status: 'Closed' });
    expect(view(closed).status).toBe('Closed');
    // A second admin closing it again: the same answer, nothing else changes.
    expect(view(await call('PUT', `${url}/status`, admin.cookie, { status: 'Closed' })).status).toBe(
      'Closed',
    );
    const refused = await call('POST', `${url}/reply`, admin.cookie, { message: 'Soon.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(sm.isClosed);
    expect(view(await call('PUT', `${url}/status`, admin.cookie, { status: 'Open' })).status).toBe('Open');
    expect(
      (await call('POST', `/admin/support-requests/nope/reply`, admin.cookie, { message: 'x' })).statusCode,
    ).toBe(404);
    expect((await mine(merchant)).items[0]).toMatchObject({ _id: asked._id, status: 'Open' });
  });
});
