import { SHARE_LIMIT_PER_HOUR, documentMessages, accountMessages } from '@reno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentShares, outboxMessages } from '../../db/schema/index.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { pdfPagesText } from '../documents/pdf-reader.test-helpers.js';
import { projectWithQuotation } from './project-area.test-helpers.js';
import { body, create, project } from './projects.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
});
afterAll(() => t.close());

const share = (projectId: string, cookie: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/quotation/email`,
    headers: { cookie },
    payload,
  });

const mailsTo = async (email: string) =>
  (await t.database.db.select().from(outboxMessages)).filter((m) => m.recipients.includes(email));

describe('Share To Email', () => {
  it('sends the quotation PDF, attached, to the typed address with the client’s message, written to its reader', async () => {
    const { cookie, user } = await loginAs(t, 'client');
    const p = await projectWithQuotation(t, cookie);
    const res = await share(p._id, cookie, {
      email: ' Spouse@Example.SG ',
      message: 'Have a look before Saturday, dear.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(documentMessages.shareSent('spouse@example.sg'));

    const [mail] = await mailsTo('spouse@example.sg');
    expect(mail).toBeDefined();
    expect(mail!.recipients).toEqual(['spouse@example.sg']);
    expect(mail!.templateName).toBe('document_share');
    expect(mail!.subject).toMatch(/^.+ shared Quotation Q-\d{4}-\d{6} with you$/);
    // Written to someone who is not a user: who sent it, their words, what is attached, why they got it.
    expect(mail!.body).toContain(`(${user.email}) shared their renovation quotation with you`);
    expect(mail!.body).toContain('Their message: “Have a look before Saturday, dear.”');
    expect(mail!.body).toContain('attached to this email as a PDF');
    expect(mail!.body).toContain('entered your address');
    expect(mail!.html).not.toContain('<script');
    const attachment = mail!.attachments?.[0];
    expect(attachment?.filename).toMatch(/^Q-\d{4}-\d{6}\.pdf$/);
    const pdf = Buffer.from(attachment!.content_base64, 'base64');
    expect((await pdfPagesText(pdf))[0]).toContain(`UEN ${t.config.company.uen}`);

    const [record] = await t.database.db
      .select()
      .from(documentShares)
      .where(eq(documentShares.outboxMessageId, mail!.id));
    expect(record).toMatchObject({
      clientId: user.id,
      recipientEmail: 'spouse@example.sg',
      documentType: 'quotation',
    });
  });

  it('refuses a bad address or a message with links, and sends nothing', async () => {
    const { cookie } = await loginAs(t, 'client');
    const p = await projectWithQuotation(t, cookie);
    const bad = await share(p._id, cookie, { email: 'not-an-address', message: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(accountMessages.invalidEmail);
    const link = await share(p._id, cookie, {
      email: 'x@example.sg',
      message: 'Win big at https://spam.example',
    });
    expect(link.statusCode).toBe(400);
    expect(link.json<{ message: string }>().message).toBe(documentMessages.messageHasLink);
    const long = await share(p._id, cookie, { email: 'x@example.sg', message: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe(documentMessages.messageTooLong(500));
    expect(await mailsTo('x@example.sg')).toHaveLength(0);
  });

  it(`allows ${SHARE_LIMIT_PER_HOUR} shares per client per hour, also when they arrive at once`, async () => {
    const { cookie, user } = await loginAs(t, 'client');
    const p = await projectWithQuotation(t, cookie);
    const answers = await Promise.all(
      Array.from({ length: SHARE_LIMIT_PER_HOUR + 2 }, (_, n) =>
        share(p._id, cookie, { email: `friend${n}@example.sg`, message: '' }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(SHARE_LIMIT_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json<{ message: string }>().message).toBe(documentMessages.shareLimitReached);
    const records = await t.database.db
      .select()
      .from(documentShares)
      .where(eq(documentShares.clientId, user.id));
    expect(records).toHaveLength(SHARE_LIMIT_PER_HOUR);
    // Another client is not held back by this one.
    const second = await loginAs(t, 'client');
    const q = await projectWithQuotation(t, second.cookie);
    expect((await share(q._id, second.cookie, { email: 'mum@example.sg', message: '' })).statusCode).toBe(
      200,
    );
  });

  it('answers a project with no quotation yet as having none', async () => {
    const { cookie } = await loginAs(t, 'client');
    const early = project(await create(t, cookie, body(3)));
    const res = await share(early._id, cookie, { email: 'x2@example.sg', message: '' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(documentMessages.noQuotation);
    expect(await mailsTo('x2@example.sg')).toHaveLength(0);
  });
});
