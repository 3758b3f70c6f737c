import { TransactionPage } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { makeJpeg, uploadFile } from '../files/files.test-helpers.js';
import { body, create, project } from '../projects/projects.test-helpers.js';

/** Issue 18 item 7: every payment in one list, with filters, server paging and a CSV export. */
let t: TestApp;
let client: { cookie: string };
let admin: { cookie: string };
let otherAdmin: { cookie: string };
let projectId = '';
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  client = await loginAs(t, 'client');
  admin = await loginAs(t, 'admin', { permissions: ['transaction'] });
  otherAdmin = await loginAs(t, 'admin', { permissions: ['support'] });
  projectId = project(await create(t, client.cookie, body(18)))._id;
  const jpeg = await makeJpeg(40, 30);
  for (const transactionNo of ['=SUM(A1)', 'TXN-2']) {
    const other =
      transactionNo === 'TXN-2' ? project(await create(t, client.cookie, body(18)))._id : projectId;
    const upload = await uploadFile(t, client.cookie, {
      category: 'payment_receipt',
      fileName: 'r.jpg',
      bytes: jpeg,
      contentType: 'image/jpeg',
    });
    const receiptFileId = upload.json<{ result: { _id: string } }>().result._id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${other}/checkout`,
      headers: { cookie: client.cookie },
      payload: { transactionNo, amount: '$150.00', receiptFileId },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET', url: string, cookie?: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, ...(cookie ? { headers: { cookie } } : {}) });
const page = async (query: string) => {
  const res = await call('GET', `/admin/transactions?${query}`, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return TransactionPage.parse(res.json().result);
};

describe('admin transactions (issue 18 item 7)', () => {
  it('lists every progressive payment newest first, with the project and client, paged on the server', async () => {
    const all = await page('rowsPerPage=20');
    expect(all.totalCount).toBe(2);
    expect(all.items.map((i) => i.transaction_no)).toEqual(['TXN-2', '=SUM(A1)']);
    expect(all.items[0]).toMatchObject({
      kind: 'progressive_payment',
      stage: 1,
      amount_cents: 15000,
      status: 'Paid',
    });
    expect(all.items[0]?.project_name).toBeTruthy();
    expect(all.items[0]?.client_name).toBeTruthy();
    const second = await page('rowsPerPage=1&page=2');
    expect(second).toMatchObject({ totalCount: 2, items: [{ transaction_no: '=SUM(A1)' }] });
  });

  it('filters by field, search and date range; refuses a field that is not allow-listed', async () => {
    expect((await page(`find=${projectId}&findBy=project_id`)).totalCount).toBe(1);
    expect((await page('search=TXN-2')).items.map((i) => i.transaction_no)).toEqual(['TXN-2']);
    expect((await page('find=refund&findBy=kind')).totalCount).toBe(0);
    expect((await page('from=2000-01-01&to=2000-01-31')).totalCount).toBe(0);
    expect((await call('GET', '/admin/transactions?findBy=client_id&find=x', admin.cookie)).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/admin/transactions?from=yesterday', admin.cookie)).statusCode).toBe(400);
  });

  it('exports the filtered rows as CSV with formulas defused', async () => {
    const res = await call('GET', '/admin/transactions/export?sortBy=created_at&sort=asc', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Transaction no');
    expect(lines[1]).toContain("'=SUM(A1)");
    expect(lines[1]).toContain(',150.00,');
  });

  it('is for the admin with the transaction flag only', async () => {
    for (const url of ['/admin/transactions', '/admin/transactions/export']) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, client.cookie)).statusCode).toBe(403);
      expect((await call('GET', url, otherAdmin.cookie)).statusCode).toBe(403);
    }
  });
});
