import {
  ProjectInformation,
  ProjectQuotationView,
  formatSgd,
  gstOfInclusive,
  projectInformationMessages,
  quotationEditMessages,
  quotationTotals,
} from '@reno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectQuotations, projects, quotationItems } from '../../db/schema/projects.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { pdfPagesText } from '../documents/pdf-reader.test-helpers.js';
import { projectWithQuotation } from './project-area.test-helpers.js';
import { readQuotationItems } from './projects.repo.js';
import { toItem } from './quotation-item-row.js';

let t: TestApp;
// Signed in once: the login route is rate limited, and every test makes its own project anyway.
let owner: Awaited<ReturnType<typeof loginAs>>;
let other: Awaited<ReturnType<typeof loginAs>>;
let merchant: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  owner = await loginAs(t, 'client');
  other = await loginAs(t, 'client');
  merchant = await loginAs(t, 'merchant');
});
afterAll(() => t.close());

const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
const view = (res: { json: <T>() => T }) =>
  ProjectQuotationView.parse(res.json<{ result: unknown }>().result);

describe('Project information', () => {
  it('shows the four cards and the tooltips, and saves the renovation location', async () => {
    const { cookie } = owner;
    const p = await projectWithQuotation(t, cookie);
    const res = await get(`/projects/${p._id}/information`, cookie);
    expect(res.statusCode).toBe(200);
    const info = ProjectInformation.parse(res.json<{ result: unknown }>().result);
    expect(info.project._id).toBe(p._id);
    expect(info.quotation?.total_amount).toBe(p.totals?.total_price);
    expect(info.quotation?.generated_date).not.toBeNull();
    expect(info.tooltips.map((x) => x.code)).toContain('T001');
    expect(info.client.email).toMatch(/@test\.sg$/);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${p._id}/renovation-location`,
      headers: { cookie },
      payload: { renovation_address: 'Blk 123 Tampines St 11 #05-67', renovation_postal_code: '521123' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ message: string }>().message).toBe(projectInformationMessages.updated);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, p._id));
    expect(row).toMatchObject({
      renovationAddress: 'Blk 123 Tampines St 11 #05-67',
      renovationPostalCode: '521123',
    });
  });

  it("refuses a postal code that is not a number with the spec's message, changing nothing", async () => {
    const { cookie } = owner;
    const p = await projectWithQuotation(t, cookie);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${p._id}/renovation-location`,
      headers: { cookie },
      payload: { renovation_address: 'Somewhere', renovation_postal_code: '52A123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(projectInformationMessages.postalCodeNotNumber);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, p._id));
    expect(row?.renovationPostalCode).toBeNull();
  });
});

describe('Quotation page', () => {
  it('edits a quantity: price_per_quantity × quantity, totals recomputed on the server and saved', async () => {
    const { cookie } = owner;
    const p = await projectWithQuotation(t, cookie);
    const before = view(await get(`/projects/${p._id}/quotation/details`, cookie));
    expect(before.editable).toBe(true);
    const line = before.items[0]!;
    await t.database.db
      .update(projects)
      .set({ quotationGeneratedDate: new Date('2020-01-01T00:00:00Z') })
      .where(eq(projects.id, p._id));

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${p._id}/quotation/items/${line._id}`,
      headers: { cookie },
      // Above the line's floor (issue 15 item 6): what its area gives, plus 12.50.
      payload: { quantity_hundredths: line.min_quantity_hundredths + 1250 },
    });
    expect(res.statusCode).toBe(200);
    const after = view(res);
    const edited = after.items.find((i) => i._id === line._id)!;
    const quantity = line.min_quantity_hundredths + 1250;
    expect(edited.quantity_hundredths).toBe(quantity);
    expect(edited.price).toBe(Math.floor((line.price_per_quantity * quantity + 50) / 100));
    const expected = quotationTotals(after.items);
    expect(after.totals).toEqual(expected);
    expect(after.totals?.total_price).toBe(before.totals!.total_price - line.price + edited.price);

    const [saved] = await t.database.db.select().from(projects).where(eq(projects.id, p._id));
    expect(saved?.worksAmount).toBe(expected.total_price);
    expect(saved?.quotationGeneratedDate?.getUTCFullYear()).toBeGreaterThan(2020);
    const [pq] = await t.database.db
      .select()
      .from(projectQuotations)
      .where(eq(projectQuotations.projectId, p._id));
    expect(pq).toMatchObject({
      totalAmount: expected.total_price,
      totalMarketRate: expected.total_market_rate,
    });
  });

  it('shows each saved line as the engine reads it, and a line its schema refuses as a server error', async () => {
    const { cookie } = owner;
    const p = await projectWithQuotation(t, cookie);
    const page = view(await get(`/projects/${p._id}/quotation/details`, cookie));
    // The page maps its lines without parsing them (issue 19): they must be what the parsing path gives.
    const saved = await readQuotationItems(t.database.db, p._id);
    expect(page.items).toEqual(saved.map(toItem));
    expect(page.totals).toEqual(quotationTotals(saved.map(toItem)));

    await t.database.db
      .update(quotationItems)
      .set({ scopeOfWork: 'Not a scope of work' })
      .where(eq(quotationItems.id, page.items[0]!._id));
    const bad = await get(`/projects/${p._id}/quotation/details`, cookie);
    expect(bad.statusCode).toBe(500);
    expect(bad.body).not.toContain('Not a scope of work');
  });

  it('ignores totals the browser sends and refuses a bad quantity', async () => {
    const { cookie } = owner;
    const p = await projectWithQuotation(t, cookie);
    const line = view(await get(`/projects/${p._id}/quotation/details`, cookie)).items[0]!;
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${p._id}/quotation/items/${line._id}`,
      headers: { cookie },
      payload: { quantity_hundredths: 0 },
    });
    expect(bad.statusCode).toBe(400);
    const sneaky = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${p._id}/quotation/items/${line._id}`,
      headers: { cookie },
      payload: { quantity_hundredths: line.min_quantity_hundredths + 200, price: 1, total_price: 1 },
    });
    const after = view(sneaky);
    expect(after.items.find((i) => i._id === line._id)?.price).toBe(
      Math.floor((line.price_per_quantity * (line.min_quantity_hundredths + 200) + 50) / 100),
    );
    expect(after.totals?.total_price).toBeGreaterThan(1);
  });

  it('removes a line and saves the new total; a second remove of the same line changes nothing', async () => {
    const { cookie } = owner;
    const p = await projectWithQuotation(t, cookie);
    const before = view(await get(`/projects/${p._id}/quotation/details`, cookie));
    const line = before.items[0]!;
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/projects/${p._id}/quotation/items/${line._id}`,
        headers: { cookie },
      });
    const res = await del();
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(quotationEditMessages.itemRemoved);
    const after = view(res);
    expect(after.items).toHaveLength(before.items.length - 1);
    expect(after.totals?.total_price).toBe(before.totals!.total_price - line.price);
    expect(after.totals?.total_items).toBe(before.items.length - 1);
    const again = await del();
    expect(again.statusCode).toBe(404);
    const [saved] = await t.database.db.select().from(projects).where(eq(projects.id, p._id));
    expect(saved?.worksAmount).toBe(after.totals?.total_price);
  });

  it('refuses editing once the project is past quotation', async () => {
    const { cookie } = owner;
    const p = await projectWithQuotation(t, cookie);
    const line = view(await get(`/projects/${p._id}/quotation/details`, cookie)).items[0]!;
    await t.database.db.update(projects).set({ phase: 'ongoing', stage: 3 }).where(eq(projects.id, p._id));
    expect(view(await get(`/projects/${p._id}/quotation/details`, cookie)).editable).toBe(false);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${p._id}/quotation/items/${line._id}`,
      headers: { cookie },
      payload: { quantity_hundredths: 300 },
    });
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/${p._id}/quotation/items/${line._id}`,
      headers: { cookie },
    });
    expect([edit.statusCode, remove.statusCode]).toEqual([409, 409]);
    expect(edit.json<{ message: string }>().message).toBe(quotationEditMessages.notEditable);
    const unchanged = view(await get(`/projects/${p._id}/quotation/details`, cookie));
    expect(unchanged.items.find((i) => i._id === line._id)).toEqual(line);
  });

  it("refuses another client's project on every route, and non-clients", async () => {
    const p = await projectWithQuotation(t, owner.cookie);
    const line = view(await get(`/projects/${p._id}/quotation/details`, owner.cookie)).items[0]!;
    const calls = (cookie: string) => [
      get(`/projects/${p._id}/information`, cookie),
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/projects/${p._id}/renovation-location`,
        headers: { cookie },
        payload: { renovation_address: 'Hijack', renovation_postal_code: '123456' },
      }),
      get(`/projects/${p._id}/quotation/details`, cookie),
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/projects/${p._id}/quotation/items/${line._id}`,
        headers: { cookie },
        payload: { quantity_hundredths: 100 },
      }),
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/projects/${p._id}/quotation/items/${line._id}`,
        headers: { cookie },
      }),
      get(`/projects/${p._id}/quotation/pdf`, cookie),
      t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${p._id}/quotation/email`,
        headers: { cookie },
        payload: { email: 'spouse@example.sg', message: '' },
      }),
    ];
    expect((await Promise.all(calls(other.cookie))).map((r) => r.statusCode)).toEqual([
      404, 404, 404, 404, 404, 404, 404,
    ]);
    expect((await Promise.all(calls(merchant.cookie))).map((r) => r.statusCode)).toEqual([
      403, 403, 403, 403, 403, 403, 403,
    ]);
    expect((await Promise.all(calls(''))).map((r) => r.statusCode)).toEqual([
      401, 401, 401, 401, 401, 401, 401,
    ]);
    const still = view(await get(`/projects/${p._id}/quotation/details`, owner.cookie));
    expect(still.items.find((i) => i._id === line._id)).toEqual(line);
  });
});

describe('Quotation PDF', () => {
  it('returns the numbered quotation with the company, the client, the grouped items and the totals', async () => {
    const { cookie } = owner;
    const p = await projectWithQuotation(t, cookie);
    const q = view(await get(`/projects/${p._id}/quotation/details`, cookie));
    expect(q.quotation_no).toMatch(/^Q-\d{4}-\d{6}$/);
    const res = await get(`/projects/${p._id}/quotation/pdf`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${q.quotation_no}.pdf"`);
    const text = (await pdfPagesText(res.rawPayload)).join(' ');
    expect(text).toContain(`QUOTATION ${q.quotation_no}`);
    expect(text).toContain(`UEN ${t.config.company.uen}`);
    expect(text).toContain(`GST Reg. No. ${t.config.company.gstRegNo}`);
    expect(text).toContain(t.config.company.address);
    expect(text).toContain(`Total Price (including GST) ${formatSgd(q.totals!.total_price)}`);
    expect(text).toContain(`GST 9% ${formatSgd(gstOfInclusive(q.totals!.total_price))}`);
    expect(text).toContain(formatSgd(q.totals!.total_market_rate));
    expect(text).toContain(q.items[0]!.scope_of_work);
    expect(text).toContain('Terms and conditions');
    expect(text).toContain('Accepted by the client');
    // The internal project id is not a document number and is never printed.
    expect(text).not.toContain(p._id);
  });

  it('prints no GST for a company that is not GST-registered (COMPANY_GST_REG_NO=none)', async () => {
    const { cookie } = owner;
    const p = await projectWithQuotation(t, cookie);
    const registered = t.config.company;
    t.config.company = { ...registered, gstRegNo: null };
    try {
      const res = await get(`/projects/${p._id}/quotation/pdf`, cookie);
      const text = (await pdfPagesText(res.rawPayload)).join(' ');
      expect(text).toContain(`UEN ${registered.uen}`);
      expect(text).toContain('Total Price $');
      expect(text).not.toMatch(/GST/);
    } finally {
      t.config.company = registered;
    }
  });
});
