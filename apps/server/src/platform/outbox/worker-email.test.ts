import { OUTBOX_MAX_ATTEMPTS, outboxRetryDelayMs } from '@reno/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { enqueueEmail } from './enqueue.js';
import { startOutboxWorker } from './start-worker.js';
import { startSmtpPeer, type SmtpPeer } from './testing/smtp-peer.js';
import { createOutboxWorker, type OutboxLog } from './worker.js';

let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'EZreno <no-reply@ezreno.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.database.db.delete(outboxMessages);
  smtp.messages.length = 0;
  smtp.mode = 'accept';
});

const SECRET = 'verify-code-987654';
const enqueueNotice = () =>
  enqueueEmail(t.database.db, {
    email: 'admin@demo.sg',
    template_name: 'emailSender_function.html',
    subject: 'New client registered',
    data: {
      subject_title: 'New client',
      client_firstname: 'Mei <Ling>',
      client_email: 'mei@example.sg',
      phone_verified: false,
      note: SECRET,
    },
  });
const row = async (id: string) => {
  const [r] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!r) throw new Error(`outbox row ${id} is gone`);
  return r;
};
/** Skips the back-off wait, as if the clock had moved on. */
const makeDue = (id: string) =>
  t.database.db
    .update(outboxMessages)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(outboxMessages.id, id));

const logLines: unknown[] = [];
const log: OutboxLog = {
  info: (o, m) => logLines.push([o, m]),
  warn: (o, m) => logLines.push([o, m]),
  error: (o, m) => logLines.push([o, m]),
};
const newWorker = () => createOutboxWorker(t, { pollMs: 1000, log });

describe('e-mail delivery over SMTP', () => {
  it('sends the rendered message to a real SMTP server and marks it sent', async () => {
    const id = await enqueueNotice();
    const worker = newWorker();
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();

    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0];
    expect(mail?.envelopeTo).toEqual(['admin@demo.sg']);
    expect(mail?.headers.from).toBe('EZreno <no-reply@ezreno.test>');
    expect(mail?.subject).toBe('New client registered');
    expect(mail?.html).toContain('Mei &lt;Ling&gt;');
    expect(mail?.html).toContain('Not verified');
    expect(mail?.text).toContain('First name: Mei <Ling>');

    const sent = await row(id);
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.lockedUntil).toBeNull();
    expect(await newWorker().runOnce()).toBe(0);
  });

  it('logs ids and statuses, never the body', async () => {
    logLines.length = 0;
    const id = await enqueueNotice();
    await newWorker().runOnce();
    const logged = JSON.stringify(logLines);
    expect(logged).toContain(id);
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain('Mei');
  });

  it('records a rejected delivery and schedules a retry with back-off', async () => {
    smtp.mode = 'reject';
    const id = await enqueueNotice();
    const before = Date.now();
    expect(await newWorker().runOnce()).toBe(1);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, sentAt: null });
    expect(failed.lastError).toMatch(/451/);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(before + outboxRetryDelayMs(1) - 2000);
    // Not due yet: a second pass leaves it alone.
    expect(await newWorker().runOnce()).toBe(0);

    smtp.mode = 'accept';
    await makeDue(id);
    expect(await newWorker().runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('records a failure when the SMTP server is down', async () => {
    const down = await startSmtpPeer();
    await down.close();
    const id = await enqueueNotice();
    const worker = createOutboxWorker({ ...t, config: { ...t.config, smtpUrl: down.url } }, { pollMs: 1000 });
    expect(await worker.runOnce()).toBe(1);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it(`keeps the message as failed after ${OUTBOX_MAX_ATTEMPTS} attempts, with growing back-off`, async () => {
    smtp.mode = 'reject';
    const id = await enqueueNotice();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      await makeDue(id);
      const startedAt = Date.now();
      expect(await newWorker().runOnce()).toBe(1);
      const r = await row(id);
      expect(r.attempts).toBe(attempt);
      expect(r.status).toBe(attempt < OUTBOX_MAX_ATTEMPTS ? 'pending' : 'failed');
      if (attempt < OUTBOX_MAX_ATTEMPTS) delays.push(r.nextAttemptAt.getTime() - startedAt);
    }
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    const failed = await row(id);
    expect(failed.lastError).toMatch(/451/);
    await makeDue(id);
    expect(await newWorker().runOnce()).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('takes back a message whose sender died mid-delivery once its lock has run out', async () => {
    const id = await enqueueNotice();
    await t.database.db
      .update(outboxMessages)
      .set({ status: 'sending', lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(outboxMessages.id, id));
    expect(await newWorker().runOnce()).toBe(0);
    await t.database.db
      .update(outboxMessages)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outboxMessages.id, id));
    expect(await newWorker().runOnce()).toBe(1);
    expect((await row(id)).status).toBe('sent');
  });
});

describe('startOutboxWorker', () => {
  it('polls on its own and stop() waits for the batch in flight', async () => {
    smtp.delayMs = 200;
    const worker = startOutboxWorker(t, { pollMs: 100 });
    try {
      const id = await enqueueNotice();
      // Caught mid-delivery: the SMTP peer holds the message for 200 ms before answering.
      await vi.waitFor(async () => expect((await row(id)).status).toBe('sending'), {
        timeout: 5000,
        interval: 20,
      });
      await worker.stop();
      expect((await row(id)).status).toBe('sent');
      expect(smtp.messages).toHaveLength(1);
      // Stopped: nothing new goes out.
      const later = await enqueueNotice();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await row(later)).status).toBe('pending');
    } finally {
      smtp.delayMs = 0;
      await worker.stop();
    }
  });
});
