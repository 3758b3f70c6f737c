import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MAX_ATTACHMENTS_BYTES, enqueueEmail } from './enqueue.js';
import { startSmtpPeer, type SmtpPeer } from './testing/smtp-peer.js';
import { createOutboxWorker } from './worker.js';

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

const job = {
  email: 'client@demo.sg',
  template_name: 'general_notice',
  subject: 'Your quotation',
  data: { title: 'Your quotation', paragraphs: ['Attached.'] },
};

describe('outbox e-mail attachments', () => {
  it('keeps the file in the row and sends it as a MIME attachment', async () => {
    const content = Buffer.from('%PDF-1.3 a tiny file\n');
    const id = await enqueueEmail(t.database.db, job, {
      attachments: [{ filename: 'quo\r\ntation/1.pdf', contentType: 'application/pdf', content }],
    });
    const [stored] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(stored?.attachments).toEqual([
      {
        filename: 'quo tation_1.pdf',
        content_type: 'application/pdf',
        content_base64: content.toString('base64'),
      },
    ]);

    const worker = createOutboxWorker(t, { pollMs: 1000 });
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    const mail = smtp.messages.at(-1);
    expect(mail?.raw).toMatch(/Content-Type: application\/pdf; name="?quo tation_1\.pdf"?/);
    expect(mail?.raw).toContain('Content-Disposition: attachment');
    expect(mail?.raw.replace(/\r?\n/g, '')).toContain(content.toString('base64'));
  });

  it('refuses attachments too large to mail, writing nothing', async () => {
    const before = await t.database.db.select().from(outboxMessages);
    await expect(
      enqueueEmail(t.database.db, job, {
        attachments: [
          {
            filename: 'big.pdf',
            contentType: 'application/pdf',
            content: Buffer.alloc(MAX_ATTACHMENTS_BYTES + 1),
          },
        ],
      }),
    ).rejects.toThrow(/too large/);
    expect(await t.database.db.select().from(outboxMessages)).toHaveLength(before.length);
  });

  it('stores no attachments for an ordinary e-mail', async () => {
    const id = await enqueueEmail(t.database.db, job);
    const [stored] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(stored?.attachments).toBeNull();
  });
});
