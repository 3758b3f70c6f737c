import { GeneratorOptions, GeneratorProjectPage } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { DEMO_PASSWORD, seedDemoData, seedDemoProjects } from '../../db/seed/demo.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';

/** Issue 18 item 8: the admin generates a project's quotation or progressive invoice on demand. */
let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  await seedDemoData(t.database.db);
  await seedDemoProjects(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { identity: 'admin@demo.sg', password: DEMO_PASSWORD, remember: false },
  });
  admin = `reno_session=${res.cookies.find((c) => c.name === 'reno_session')?.value ?? ''}`;
}, 120_000);
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, ...(cookie ? { headers: { cookie } } : {}) });

describe('generator (issue 18 item 8)', () => {
  it("finds any client's project and makes its quotation and issued invoices as PDFs", async () => {
    const page = GeneratorProjectPage.parse(
      (await get('/admin/generator/projects?rowsPerPage=50', admin)).json().result,
    );
    expect(page.totalCount).toBeGreaterThan(0);
    let withInvoice: GeneratorOptions | undefined;
    for (const p of page.items) {
      const options = GeneratorOptions.parse(
        (await get(`/admin/generator/projects/${p._id}`, admin)).json().result,
      );
      if (options.quotation && options.progressive_invoice_stages.length > 0) withInvoice = options;
    }
    expect(withInvoice).toBeDefined();
    const id = withInvoice!.project._id;
    const quotation = await get(`/admin/generator/projects/${id}/documents/quotation`, admin);
    expect(quotation.statusCode).toBe(200);
    expect(quotation.headers['content-type']).toBe('application/pdf');
    expect(quotation.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stage = withInvoice!.progressive_invoice_stages[0]!;
    const invoice = await get(
      `/admin/generator/projects/${id}/documents/progressive_invoice?stage=${stage}`,
      admin,
    );
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-disposition']).toMatch(/^attachment; filename="INV-\d+\.pdf"$/);
    expect(
      (await get(`/admin/generator/projects/${id}/documents/progressive_invoice`, admin)).statusCode,
    ).toBe(400);
    expect(
      (await get(`/admin/generator/projects/${id}/documents/progressive_invoice?stage=5`, admin)).statusCode,
    ).toBe(404);
    expect((await get(`/admin/generator/projects/nope/documents/quotation`, admin)).statusCode).toBe(404);
    expect((await get(`/admin/generator/projects/${id}/documents/vo_invoice`, admin)).statusCode).toBe(400);
  });

  it('is for the admin with the generator flag only', async () => {
    const limited = await loginAs(t, 'admin', { permissions: ['transaction'] });
    const client = await loginAs(t, 'client');
    expect((await get('/admin/generator/projects')).statusCode).toBe(401);
    expect((await get('/admin/generator/projects', client.cookie)).statusCode).toBe(403);
    expect((await get('/admin/generator/projects', limited.cookie)).statusCode).toBe(403);
  });
});
