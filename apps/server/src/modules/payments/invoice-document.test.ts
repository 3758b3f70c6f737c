import { formatSgd, gstOfInclusive, paymentSchedule } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { pdfPagesText } from '../documents/pdf-reader.test-helpers.js';
import { body, create, project } from '../projects/projects.test-helpers.js';

/**
 * The progressive invoice as a document (issue 17) and its number from the gapless invoice series.
 * With TEST_DATABASE_URL the QR views below really race to issue the same deposit invoice.
 */
let t: TestApp;
let client: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  client = await loginAs(t, 'client');
});
afterAll(() => t.close());

const get = (url: string, cookie = client.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
const newQuotedProject = async () => project(await create(t, client.cookie, body(18)));
const invoiceNumberOf = (res: { json: <T>() => T }) =>
  res.json<{ result: { invoice_number: string } }>().result.invoice_number;
const sequenceOf = (number: string) => Number(number.replace('INV-', ''));

describe('progressive invoice numbers', () => {
  it('issues one deposit invoice however many views race for it, and leaves no gap in the series', async () => {
    const a = await newQuotedProject();
    const b = await newQuotedProject();
    const views = await Promise.all(
      [a, b, a, b, a, b].map((p) => get(`/projects/${p._id}/payments/1/paynow`)),
    );
    expect(views.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const numbers = views.map(invoiceNumberOf);
    expect(new Set(numbers.filter((_, i) => i % 2 === 0)).size).toBe(1);
    expect(new Set(numbers.filter((_, i) => i % 2 === 1)).size).toBe(1);
    const [first, second] = [sequenceOf(numbers[0]!), sequenceOf(numbers[1]!)].sort((x, y) => x - y);
    expect(second! - first!).toBe(1);
    const c = await newQuotedProject();
    const next = invoiceNumberOf(await get(`/projects/${c._id}/payments/1/paynow`));
    expect(sequenceOf(next)).toBe(second! + 1);
    expect(next).toMatch(/^INV-\d{6}$/);
  });
});

describe('the stage invoice PDF', () => {
  it('is a tax invoice from the configured company with its number, the quotation, the GST and the due date', async () => {
    const p = await newQuotedProject();
    const number = invoiceNumberOf(await get(`/projects/${p._id}/payments/1/paynow`));
    const quotation = (await get(`/projects/${p._id}/quotation/details`)).json<{
      result: { quotation_no: string; totals: { total_price: number } };
    }>().result;
    const res = await get(`/projects/${p._id}/payments/1/invoice.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const [page] = await pdfPagesText(res.rawPayload);
    const { company } = t.config;
    expect(page).toContain(`TAX INVOICE ${number}`);
    expect(page).toContain(`${company.name} UEN ${company.uen} GST Reg. No. ${company.gstRegNo}`);
    expect(page).toContain(`Quotation: ${quotation.quotation_no}`);
    const stage1 = paymentSchedule(quotation.totals.total_price, true)[0]!;
    expect(stage1.gstCents).toBe(gstOfInclusive(15_000));
    expect(page).toContain(`GST 9% ${formatSgd(stage1.gstCents!)} Total due (including GST) $150.00`);
    expect(page).toContain(
      `Pay by PayNow to ${t.config.paynow.merchantName} (UEN ${t.config.paynow.uen}) with ${number}`,
    );
    expect(page).not.toContain(p._id);
  });

  it('answers another client, and a stage not yet invoiced, as missing', async () => {
    const p = await newQuotedProject();
    await get(`/projects/${p._id}/payments/1/paynow`);
    const other = await loginAs(t, 'client');
    expect((await get(`/projects/${p._id}/payments/1/invoice.pdf`, other.cookie)).statusCode).toBe(404);
    expect((await get(`/projects/${p._id}/payments/2/invoice.pdf`)).statusCode).toBe(404);
  });
});
