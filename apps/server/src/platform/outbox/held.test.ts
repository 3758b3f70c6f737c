import { OUTBOX_HELD_RESUME_MAX_AGE_MS } from '@reno/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { enqueueEmail, enqueueSms } from './enqueue.js';
import { startSmtpPeer, type SmtpPeer } from './testing/smtp-peer.js';
import { createOutboxWorker } from './worker.js';

// No SMTP_URL and no SMS gateway: the out-of-the-box local setup.
let t: TestApp;
let smtp: SmtpPeer;
let admin: string;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp();
  admin = (await loginAs(t, 'admin', { permissions: ['outbox'] })).cookie;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const status = async (id: string) =>
  (
    await t.database.db
      .select({ s: outboxMessages.status })
      .from(outboxMessages)
      .where(eq(outboxMessages.id, id))
  )[0]?.s;
const notice = (subject: string) =>
  enqueueEmail(t.database.db, {
    email: 'mei@example.sg',
    template_name: 'general_notice',
    subject,
    data: { title: subject, paragraphs: ['Your verification link is https://ezreno.example.sg/v/abc'] },
  });
/** The same app, after someone set SMTP_URL and restarted. */
const workerWithSmtp = () =>
  createOutboxWorker({ ...t, config: { ...t.config, smtpUrl: smtp.url } }, { pollMs: 1000 });

describe('without a transport', () => {
  it('holds messages, with no attempt counted, and admins can read them in the Outbox', async () => {
    const email = await notice('Welcome to EZreno');
    const sms = await enqueueSms(t.database.db, { phone: '6591234567', text: 'Your code is 246810' });
    expect(await createOutboxWorker(t, { pollMs: 1000 }).runOnce()).toBe(0);
    expect(await status(email)).toBe('held');
    expect(await status(sms)).toBe('held');

    const emails = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/outbox?channel=email',
        headers: { cookie: admin },
      })
    ).json();
    expect(emails.result.items).toEqual([
      expect.objectContaining({
        _id: email,
        status: 'held',
        attempts: 0,
        recipients: ['mei@example.sg'],
        subject: 'Welcome to EZreno',
      }),
    ]);
    expect(emails.result.items[0].html).toContain('https://ezreno.example.sg/v/abc');
    const texts = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/outbox?channel=sms',
        headers: { cookie: admin },
      })
    ).json();
    expect(texts.result.items[0]).toMatchObject({ _id: sms, status: 'held', body: 'Your code is 246810' });
  });

  it('sends recent held messages once the transport is configured; older ones wait for an admin', async () => {
    const recent = await notice('Recent');
    const stale = await notice('Stale');
    await createOutboxWorker(t, { pollMs: 1000 }).runOnce();
    await t.database.db
      .update(outboxMessages)
      .set({ createdAt: sql`now() - make_interval(secs => ${OUTBOX_HELD_RESUME_MAX_AGE_MS / 1000 + 60})` })
      .where(eq(outboxMessages.id, stale));
    expect(await status(stale)).toBe('held');

    await workerWithSmtp().runOnce();
    expect(await status(recent)).toBe('sent');
    expect(await status(stale)).toBe('held');
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual(['Recent', 'Welcome to EZreno']);

    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/outbox/${stale}/retry`,
      headers: { cookie: admin },
    });
    expect(retried.json().result).toMatchObject({ _id: stale, status: 'pending' });
    await workerWithSmtp().runOnce();
    expect(await status(stale)).toBe('sent');
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual(['Recent', 'Stale', 'Welcome to EZreno']);
  });
});
