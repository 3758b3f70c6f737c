import { AdminPaymentReviewPage, addCalendarDays } from '@reno/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/factories.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { makeJpeg, uploadFile } from '../files/files.test-helpers.js';
import { body, create, project } from '../projects/projects.test-helpers.js';

/** Issue 6 item 6: the admin review's filters, each on its own, server-side and paged. */
let t: TestApp;
let admin: { cookie: string };
let jpeg: Buffer;
let tan: { id: string; cookie: string };
const receipts: { projectId: string; projectName: string; clientId: string }[] = [];

async function clientNamed(firstName: string, lastName: string, email: string) {
  const user = await createUser(t.database.db, {
    role: 'client',
    email,
    password: 'Test1234',
    firstName,
    lastName,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { identity: email, password: 'Test1234', remember: false },
  });
  const cookie = res.cookies.find((c) => c.name === 'reno_session');
  return { id: user.id, cookie: `reno_session=${cookie?.value ?? ''}` };
}

async function checkoutOf(client: { id: string; cookie: string }, projectFirstName: string) {
  const p = project(await create(t, client.cookie, body(18, { first_name: projectFirstName })));
  const file = await uploadFile(t, client.cookie, {
    category: 'payment_receipt',
    fileName: 'receipt.jpg',
    bytes: jpeg,
    contentType: 'image/jpeg',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${p._id}/checkout`,
    headers: { cookie: client.cookie },
    payload: {
      transactionNo: `TXN-${receipts.length}`,
      amount: '150',
      receiptFileId: file.json<{ result: { _id: string } }>().result._id,
    },
  });
  expect(res.statusCode).toBe(200);
  receipts.push({ projectId: p._id, projectName: p.name, clientId: client.id });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  admin = await loginAs(t, 'admin', { permissions: ['review_payments'] });
  jpeg = await makeJpeg(40, 30);
  tan = await clientNamed('Aileen', 'Tan', 'aileen.tan@filters.sg');
  const ong = await clientNamed('Benjamin', 'Ong', 'ben@ong-family.sg');
  await checkoutOf(tan, 'Orchid');
  await checkoutOf(ong, 'Bamboo');
  await checkoutOf(tan, 'Bamboo Loft');
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/payments?${query}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  return AdminPaymentReviewPage.parse(res.json<{ result: unknown }>().result);
};
const projectNames = (page: AdminPaymentReviewPage) => page.items.map((i) => i.project_name);

describe('admin payment review filters', () => {
  it('lists newest first and pages', async () => {
    const all = await list('');
    expect(projectNames(all)).toEqual(['Bamboo Loft Home', 'Bamboo Home', 'Orchid Home']);
    const second = await list('rowsPerPage=2&page=2');
    expect(second.totalCount).toBe(3);
    expect(projectNames(second)).toEqual(['Orchid Home']);
  });

  it('searches by project name, case-insensitive, with paging and the total', async () => {
    expect((await list('search=bamboo&searchBy=project_name')).totalCount).toBe(2);
    // Decision 026: a full page of a search says only that more follow ("of more than 1"); the last
    // page tells the total.
    const page = await list('search=bamboo&searchBy=project_name&rowsPerPage=1');
    expect(page).toMatchObject({ totalCount: 1, totalCountCapped: true });
    expect(projectNames(page)).toEqual(['Bamboo Loft Home']);
    const last = await list('search=bamboo&searchBy=project_name&rowsPerPage=1&page=2');
    expect(last).toMatchObject({ totalCount: 2, totalCountCapped: false });
    expect(projectNames(last)).toEqual(['Bamboo Home']);
    // A page that is exactly full and the last one: exact.
    expect(await list('search=bamboo&searchBy=project_name&rowsPerPage=2')).toMatchObject({
      totalCount: 2,
      totalCountCapped: false,
    });
    // Past the end: the total is still exact, and the page empty.
    const past = await list('search=bamboo&searchBy=project_name&rowsPerPage=1&page=5');
    expect(past).toMatchObject({ totalCount: 2, totalCountCapped: false, items: [] });
    expect(projectNames(await list('search=ORCHID'))).toEqual(['Orchid Home']);
    // LIKE wildcards are text, not patterns.
    expect((await list('search=%25')).totalCount).toBe(0);
  });

  it('searches by client name or e-mail', async () => {
    expect(projectNames(await list('search=aileen%20tan&searchBy=client'))).toEqual([
      'Bamboo Loft Home',
      'Orchid Home',
    ]);
    expect(projectNames(await list('search=ong-family&searchBy=client'))).toEqual(['Bamboo Home']);
    expect((await list('search=nobody&searchBy=client')).totalCount).toBe(0);
  });

  it('finds receipts by the names they have now, after a project or a client is renamed', async () => {
    const [orchid] = receipts;
    await t.database.db.execute(
      sql`update projects set name = 'Magnolia Terrace' where id = ${orchid!.projectId}`,
    );
    expect(projectNames(await list('search=magnolia&searchBy=project_name'))).toEqual(['Magnolia Terrace']);
    expect((await list('search=orchid&searchBy=project_name')).totalCount).toBe(0);

    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client',
      headers: { cookie: tan.cookie },
      payload: { first_name: 'Aileen', last_name: 'Lim' },
    });
    expect(renamed.statusCode).toBe(200);
    const byNewName = await list('search=aileen%20lim&searchBy=client');
    expect(projectNames(byNewName)).toEqual(['Bamboo Loft Home', 'Magnolia Terrace']);
    expect(byNewName.items[0]).toMatchObject({
      client_name: 'Aileen Lim',
      client_email: 'aileen.tan@filters.sg',
    });
    expect((await list('search=aileen%20tan&searchBy=client')).totalCount).toBe(0);

    // Put them back for the other tests.
    await t.database.db.execute(
      sql`update projects set name = 'Orchid Home' where id = ${orchid!.projectId}`,
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/client',
      headers: { cookie: tan.cookie },
      payload: { first_name: 'Aileen', last_name: 'Tan' },
    });
    expect((await list('search=aileen%20tan&searchBy=client')).totalCount).toBe(2);
  });

  it('keeps the copies true even when a statement tries to write them', async () => {
    await t.database.db.execute(
      sql`update payment_receipts set project_name = 'Forged', client_email = 'x@y.z'`,
    );
    expect((await list('search=forged&searchBy=project_name')).totalCount).toBe(0);
    expect(projectNames(await list('search=ORCHID'))).toEqual(['Orchid Home']);
  });

  it('refuses a searchBy outside the allow-list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payments?search=x&searchBy=transaction_no',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
  });

  it('filters by project id and client id', async () => {
    const [orchid, bamboo] = receipts;
    expect(projectNames(await list(`project=${orchid!.projectId}`))).toEqual(['Orchid Home']);
    expect(projectNames(await list(`client=${bamboo!.clientId}`))).toEqual(['Bamboo Home']);
  });

  it('filters by payment method', async () => {
    expect((await list('method=PayNow')).totalCount).toBe(3);
    expect((await list('method=GrabPay')).totalCount).toBe(0);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payments?method=Cash',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
  });

  it('filters by a date range of Singapore days, both ends inclusive', async () => {
    const today = new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).totalCount).toBe(3);
    expect((await list(`from=${addCalendarDays(today, 1)}`)).totalCount).toBe(0);
    expect((await list(`to=${addCalendarDays(today, -1)}`)).totalCount).toBe(0);
  });

  it('combines the filters', async () => {
    const page = await list('search=bamboo&searchBy=project_name&status=Paid&method=PayNow');
    expect(page.totalCount).toBe(2);
    const tan = receipts[0]!.clientId;
    expect(projectNames(await list(`search=bamboo&client=${tan}`))).toEqual(['Bamboo Loft Home']);
  });
});
