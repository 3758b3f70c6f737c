import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { enqueueEmail, enqueueSms } from './enqueue.js';
import { startSmsPeer, type SmsPeer } from './testing/sms-peer.js';
import { createOutboxWorker } from './worker.js';

let t: TestApp;
let gateway: SmsPeer;
beforeAll(async () => {
  gateway = await startSmsPeer();
  // SMS configured, SMTP not: e-mail in this app has nowhere to go.
  t = await createTestApp({
    SMS_GATEWAY_URL: gateway.url,
    SMS_GATEWAY_TOKEN: 'gateway-token-123',
    SMS_SENDER_ID: 'EZrenoSG',
  });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});
beforeEach(async () => {
  await t.database.db.delete(outboxMessages);
  gateway.received.length = 0;
  gateway.status = 200;
});

const row = async (id: string) => {
  const [r] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!r) throw new Error(`outbox row ${id} is gone`);
  return r;
};

describe('SMS delivery through the HTTP gateway', () => {
  it('POSTs {to, from, text} as JSON with the bearer token and marks the message sent', async () => {
    const id = await enqueueSms(t.database.db, { phone: '6591234567', text: 'Your EZreno code is 123456' });
    expect(await createOutboxWorker(t, { pollMs: 1000 }).runOnce()).toBe(1);
    expect(gateway.received).toEqual([
      {
        authorization: 'Bearer gateway-token-123',
        contentType: 'application/json',
        body: { to: '6591234567', from: 'EZrenoSG', text: 'Your EZreno code is 123456' },
      },
    ]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 0 });
  });

  it('records a gateway error by its status, without the reply body, and retries later', async () => {
    gateway.status = 503;
    const id = await enqueueSms(t.database.db, { phone: '6581234567', text: 'Your EZreno code is 654321' });
    expect(await createOutboxWorker(t, { pollMs: 1000 }).runOnce()).toBe(1);
    const failed = await row(id);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMS gateway answered 503 Service Unavailable',
    });
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('holds e-mail while SMTP is not configured, and still sends the SMS', async () => {
    const email = await enqueueEmail(t.database.db, {
      email: 'admin@demo.sg',
      template_name: 'general_notice',
      subject: 'Hello',
      data: { title: 'Hello', paragraphs: ['Welcome'] },
    });
    const sms = await enqueueSms(t.database.db, { phone: '6591234567', text: 'Welcome' });
    expect(await createOutboxWorker(t, { pollMs: 1000 }).runOnce()).toBe(1);
    expect(await row(email)).toMatchObject({ status: 'held', attempts: 0, lastError: null });
    expect(await row(sms)).toMatchObject({ status: 'sent' });
  });
});
