import { EBOOK_PDF_PATH, enquiryMessages, messages, renovationGuide } from '@reno/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enquiries } from '../../db/schema/enquiries.js';
import { queryRows } from '../../db/client.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { makeJpeg, uploadFile } from '../files/files.test-helpers.js';
import { ENQUIRIES_PER_MINUTE } from './enquiries.routes.js';
import { EBOOK_SUBJECT, enquirySubjects, QUOTATION_ALREADY_SENT } from './enquiries.service.js';

let t: TestApp;
let client: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_NOTIFY_EMAILS: 'ops@ezreno.example.sg' });
  client = (await loginAs(t, 'client')).cookie;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(enquiries);
  await t.database.db.execute(sql`DELETE FROM outbox_messages`);
});

// Each call from its own address, so the per-IP limit is only met where a test means to meet it.
let ip = 0;
const post = (
  path: string,
  payload: object,
  cookie?: string,
  remoteAddress = `10.0.${++ip >> 8}.${ip & 255}`,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/enquiries/${path}`,
    payload,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

const contact = { name: 'Siti Aminah', email: 'Siti@Example.sg', handphone_no: '98765432' };

async function uploadQuotation(cookie = client, category = 'quotation_dr') {
  const res = await uploadFile(t, cookie, {
    category,
    fileName: 'my-quotation.jpg',
    bytes: await makeJpeg(40, 30),
    contentType: 'image/jpeg',
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ result: { _id: string } }>().result._id;
}

interface OutboxRow {
  recipients: string[];
  subject: string;
  body: string;
}
/** Raw SQL: the outbox table belongs to the platform, not this module. */
const outbox = () =>
  queryRows<OutboxRow>(
    t.database.db,
    sql`SELECT recipients, subject, body FROM outbox_messages ORDER BY created_at`,
  );

describe('POST /enquiries/quotation-doctor', () => {
  it('stores the request with the uploaded quotation and e-mails the admins a link to it', async () => {
    const fileId = await uploadQuotation();
    const res = await post(
      'quotation-doctor',
      { ...contact, fileId, lead: 'g', message: 'Is hacking overpriced?' },
      client,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: enquiryMessages.quotationDoctorSent });
    const [row] = await t.database.db.select().from(enquiries);
    expect(row).toMatchObject({ kind: 'quotation_doctor', email: 'siti@example.sg', fileId, lead: 'g' });
    const [mail] = await outbox();
    expect(mail?.recipients).toEqual(['ops@ezreno.example.sg']);
    expect(mail?.subject).toBe(enquirySubjects.quotation_doctor);
    expect(mail?.body).toContain(`/api/v1/files/${fileId}`);
    expect(mail?.body).toContain('6598765432');
    expect(mail?.body).toContain('Is hacking overpriced?');
  });

  it('refuses a second submission of the same quotation and sends nothing more', async () => {
    const fileId = await uploadQuotation();
    expect((await post('quotation-doctor', { ...contact, fileId }, client)).statusCode).toBe(200);
    const again = await post('quotation-doctor', { ...contact, fileId }, client);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: QUOTATION_ALREADY_SENT });
    expect(await outbox()).toHaveLength(1);
  });

  it('needs a session, and the file must be the sender’s own Quotation Doctor upload', async () => {
    const fileId = await uploadQuotation();
    expect((await post('quotation-doctor', { ...contact, fileId })).statusCode).toBe(401);
    const other = (await loginAs(t, 'client')).cookie;
    expect((await post('quotation-doctor', { ...contact, fileId }, other)).statusCode).toBe(404);
    const receipt = await uploadQuotation(client, 'support_img');
    expect((await post('quotation-doctor', { ...contact, fileId: receipt }, client)).statusCode).toBe(400);
    expect(await t.database.db.select().from(enquiries)).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it('answers the spec messages for bad contact details', async () => {
    const res = await post(
      'quotation-doctor',
      { name: '', email: 'nope', handphone_no: '12345678', fileId: '' },
      client,
    );
    expect(res.statusCode).toBe(400);
    const messages = res.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(messages).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Required' },
        { field: 'email', message: 'Please input a valid email' },
        { field: 'handphone_no', message: 'Please input a valid singapore phone number' },
        { field: 'fileId', message: enquiryMessages.quotationRequired },
      ]),
    );
  });
});

describe('visitor enquiries', () => {
  it('Consult Now stores the lead and e-mails the admins', async () => {
    const res = await post('consult-now', { ...contact, lead: 'tt' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.kind, 'consult_now'));
    expect(row).toMatchObject({ name: 'Siti Aminah', handphoneNo: '98765432', lead: 'tt', userId: null });
    expect((await outbox()).map((m) => m.subject)).toEqual([enquirySubjects.consult_now]);
  });

  it('ask-a-pro needs a message', async () => {
    const empty = await post('ask-a-pro', { ...contact, message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: [{ field: 'message', message: 'Required' }] });
    const res = await post('ask-a-pro', { ...contact, message: 'Can I move my kitchen into the yard?' });
    expect(res.statusCode).toBe(200);
    const [mail] = await outbox();
    expect(mail?.subject).toBe(enquirySubjects.ask_a_pro);
    expect(mail?.body).toContain('Can I move my kitchen into the yard?');
  });

  it('the free e-book sends the guide to the visitor and the lead to the admins', async () => {
    const res = await post('ebook', { name: 'Marcus Lim', email: 'marcus@example.sg' });
    expect(res.statusCode).toBe(200);
    const mails = await outbox();
    expect(mails.map((m) => [m.subject, m.recipients])).toEqual(
      expect.arrayContaining([
        [enquirySubjects.ebook, ['ops@ezreno.example.sg']],
        [EBOOK_SUBJECT, ['marcus@example.sg']],
      ]),
    );
    // The visitor's e-mail links to the PDF at its stable public address.
    const book = mails.find((m) => m.subject === EBOOK_SUBJECT);
    expect(book?.body).toContain(`Download the guide (PDF): ${t.config.publicUrl}${EBOOK_PDF_PATH}`);
  });

  it('serves the e-book as a PDF with its title, rendered once and kept', async () => {
    const res = await t.app.inject({ method: 'GET', url: EBOOK_PDF_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('.pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's Title entry (an indirect string object in pdfkit's output).
    expect(res.rawPayload.toString('latin1')).toContain(`(${renovationGuide.title})`);
    // Several pages: the cover and the sections.
    expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(4);
    const again = await t.app.inject({ method: 'GET', url: EBOOK_PDF_PATH });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it(`allows ${ENQUIRIES_PER_MINUTE} enquiries a minute from one address, then refuses`, async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < ENQUIRIES_PER_MINUTE; i += 1) {
      expect((await post('consult-now', contact, undefined, address)).statusCode).toBe(200);
    }
    const refused = await post('consult-now', contact, undefined, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: messages.tooManyRequests });
    expect(await t.database.db.select().from(enquiries)).toHaveLength(ENQUIRIES_PER_MINUTE);
  });
});
