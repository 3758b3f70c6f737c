import { OutboxMessage, type OutboxMessage as OutboxMessageType } from '@reno/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../db/schema/outbox.js';
import { enqueueEmail, enqueueSms } from '../../../platform/outbox/index.js';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.js';
import { RETRY_NOT_ALLOWED } from './outbox.service.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 'admin', { permissions: ['outbox'] })).cookie;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(outboxMessages);
});

const list = (query: string, cookie: string | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/outbox?${query}`, headers: cookie ? { cookie } : {} });
const retry = (id: string, cookie: string | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/outbox/${id}/retry`,
    headers: cookie ? { cookie } : {},
  });

/** 25 e-mails a minute apart (message 0 oldest) and 3 SMS. */
async function seedOutbox() {
  const emails: string[] = [];
  for (let i = 0; i < 25; i += 1) {
    const id = await enqueueEmail(t.database.db, {
      email: i === 7 ? 'findme@example.sg' : `client${i}@test.sg`,
      template_name: 'general_notice',
      subject: `Notice ${i}`,
      data: { title: `Notice ${i}`, paragraphs: ['Hello'] },
    });
    await t.database.db
      .update(outboxMessages)
      .set({ createdAt: sql`now() - make_interval(mins => ${25 - i})` })
      .where(eq(outboxMessages.id, id));
    emails.push(id);
  }
  for (const phone of ['6591230001', '6591230002', '6591230003'])
    await enqueueSms(t.database.db, { phone, text: 'Hi' });
  return emails;
}

describe('GET /api/v1/admin/outbox', () => {
  it('is for admins with the outbox permission only', async () => {
    expect((await list('channel=email', null)).statusCode).toBe(401);
    expect((await list('channel=email', (await loginAs(t, 'client')).cookie)).statusCode).toBe(403);
    expect(
      (await list('channel=email', (await loginAs(t, 'admin', { permissions: ['support'] })).cookie))
        .statusCode,
    ).toBe(403);
    expect(
      (await list('channel=email', (await loginAs(t, 'admin', { permissions: ['all'] })).cookie)).statusCode,
    ).toBe(200);
    // Refused before the query is even looked at.
    expect((await list('', null)).statusCode).toBe(401);
  });

  it('requires the channel', async () => {
    const missing = await list('page=1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('channel is required.');
    expect((await list('channel=fax')).json().message).toBe('channel must be email or sms.');
  });

  it('pages one channel, newest first, in the domain OutboxMessage shape', async () => {
    const emails = await seedOutbox();
    const first = await list('channel=email&page=1&rowsPerPage=20');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.success).toBe(true);
    expect(body.result.totalCount).toBe(25);
    expect(body.result.items).toHaveLength(20);
    const items = body.result.items as OutboxMessageType[];
    expect(items.map((m) => m._id)).toEqual([...emails].reverse().slice(0, 20));
    for (const item of items) expect(OutboxMessage.parse(item)).toEqual(item);
    expect(items[0]).toMatchObject({
      channel: 'email',
      status: 'pending',
      templateName: 'general_notice',
      subject: 'Notice 24',
    });
    expect(items[0]?.html).toContain('Notice 24');
    expect(items[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const second = (await list('channel=email&page=2&rowsPerPage=20')).json();
    expect(second.result.items.map((m: OutboxMessageType) => m._id)).toEqual([...emails].reverse().slice(20));

    const sms = (await list('channel=sms')).json();
    expect(sms.result.totalCount).toBe(3);
    expect(sms.result.items.every((m: OutboxMessageType) => m.channel === 'sms')).toBe(true);
  });

  it('sorts, searches and filters by allow-listed fields only', async () => {
    const emails = await seedOutbox();
    const oldest = (await list('channel=email&sortBy=created_at&sort=asc&rowsPerPage=1')).json();
    expect(oldest.result.items[0]._id).toBe(emails[0]);

    const found = (await list('channel=email&search=findme@')).json();
    expect(found.result.items.map((m: OutboxMessageType) => m._id)).toEqual([emails[7]]);

    await t.database.db
      .update(outboxMessages)
      .set({ status: 'failed' })
      .where(eq(outboxMessages.id, emails[3] ?? ''));
    const failed = (await list('channel=email&find=failed&findBy=status')).json();
    expect(failed.result.items.map((m: OutboxMessageType) => m._id)).toEqual([emails[3]]);

    const refused = await list('channel=email&sortBy=body');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('sortBy "body" is not allowed.');
  });
});

describe('POST /api/v1/admin/outbox/{id}/retry', () => {
  const failedMessage = async () => {
    const id = await enqueueSms(t.database.db, { phone: '6591234567', text: 'Hi' });
    await t.database.db
      .update(outboxMessages)
      .set({
        status: 'failed',
        attempts: 6,
        lastError: 'SMS gateway answered 500',
        nextAttemptAt: sql`now() + interval '1 day'`,
      })
      .where(eq(outboxMessages.id, id));
    return id;
  };

  it('puts a failed message back in the queue, due now, keeping its history', async () => {
    const id = await failedMessage();
    const res = await retry(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      _id: id,
      status: 'pending',
      attempts: 6,
      lastError: 'SMS gateway answered 500',
    });
    expect(new Date(res.json().result.nextAttemptAt).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('moves a message once when two admins press Retry together', async () => {
    const id = await failedMessage();
    const answers = await Promise.all([retry(id), retry(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(RETRY_NOT_ALLOWED);
  });

  it('refuses messages that are not failed or held, unknown ids, and non-admins', async () => {
    const pending = await enqueueSms(t.database.db, { phone: '6591234567', text: 'Hi' });
    expect((await retry(pending)).statusCode).toBe(409);
    expect((await retry('0123456789abcdef01234567')).statusCode).toBe(404);
    const id = await failedMessage();
    expect((await retry(id, null)).statusCode).toBe(401);
    expect((await retry(id, (await loginAs(t, 'client')).cookie)).statusCode).toBe(403);
    const [still] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(still?.status).toBe('failed');
  });
});

it('documents both routes in the OpenAPI document', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths;
  expect(paths['/api/v1/admin/outbox'].get.parameters.map((p: { name: string }) => p.name)).toContain(
    'channel',
  );
  expect(paths['/api/v1/admin/outbox/{id}/retry'].post).toBeDefined();
});
