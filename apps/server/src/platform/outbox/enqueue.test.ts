import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.js';
import { outboxMessages } from '../../db/schema/outbox.js';
import { createUser } from '../../db/seed/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AppError } from '../errors.js';
import { enqueueEmail, enqueueSms } from './enqueue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(outboxMessages);
});

const rows = () => t.database.db.select().from(outboxMessages);
const adminNotice = {
  email: 'admin@demo.sg',
  emails: ['ops@demo.sg', 'ADMIN@demo.sg'],
  template_name: 'emailSender_function.html',
  subject: 'New client\r\nBcc: someone@evil.example',
  data: { subject_title: 'New client', client_firstname: 'Wei <b>', phone_verified: true },
};

class Rollback extends Error {}

describe('enqueueEmail', () => {
  it("writes a pending, rendered message in the caller's transaction", async () => {
    const id = await t.database.db.transaction((tx) =>
      enqueueEmail(tx, adminNotice, { publicUrl: 'https://ezreno.example.sg' }),
    );
    const [row] = await rows();
    expect(row).toMatchObject({
      id,
      channel: 'email',
      status: 'pending',
      attempts: 0,
      templateName: 'emailSender_function.html',
    });
    // One entry per address whatever its case; the subject stays one header line.
    expect(row?.recipients).toEqual(['admin@demo.sg', 'ops@demo.sg']);
    expect(row?.subject).toBe('New client Bcc: someone@evil.example');
    expect(row?.html).toContain('Wei &lt;b&gt;');
    expect(row?.html).toContain('href="https://ezreno.example.sg"');
    expect(row?.body).toContain('Phone verification: Verified');
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('leaves nothing behind when the transaction rolls back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await createUser(tx, { role: 'client', email: 'rolled-back@test.sg' });
        await enqueueEmail(tx, adminNotice);
        throw new Rollback('the change failed after the e-mail was queued');
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await rows()).toHaveLength(0);
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'rolled-back@test.sg')),
    ).toHaveLength(0);
  });

  it('fails the change when the template is unknown, so nothing silently sends blank mail', async () => {
    const attempt = t.database.db.transaction(async (tx) => {
      await createUser(tx, { role: 'client', email: 'unknown-template@test.sg' });
      await enqueueEmail(tx, { ...adminNotice, template_name: 'no_such_template.html' });
    });
    await expect(attempt).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Unknown e-mail template "no_such_template.html".',
    });
    expect(await rows()).toHaveLength(0);
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'unknown-template@test.sg')),
    ).toHaveLength(0);
  });

  it('refuses a job without a recipient or subject (domain EmailJob)', async () => {
    const noRecipient = enqueueEmail(t.database.db, {
      template_name: 'general_notice',
      subject: 'x',
      data: { title: 'x', paragraphs: ['y'] },
    });
    await expect(noRecipient).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'email is required.' });
    await expect(enqueueEmail(t.database.db, { ...adminNotice, subject: '' })).rejects.toBeInstanceOf(
      AppError,
    );
    expect(await rows()).toHaveLength(0);
  });
});

describe('enqueueSms', () => {
  it('writes a pending SMS to the one phone', async () => {
    const id = await enqueueSms(t.database.db, { phone: '6591234567', text: 'Your code is 123456' });
    expect(await rows()).toEqual([
      expect.objectContaining({
        id,
        channel: 'sms',
        recipients: ['6591234567'],
        body: 'Your code is 123456',
        status: 'pending',
        html: null,
      }),
    ]);
  });

  it("refuses a number that is not a Singapore mobile, with the spec's message", async () => {
    await expect(enqueueSms(t.database.db, { phone: '6571234567', text: 'x' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please input a valid singapore phone number',
    });
  });

  it('rolls back with its transaction', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueSms(tx, { phone: '6581234567', text: 'hello' });
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await rows()).toHaveLength(0);
  });
});
