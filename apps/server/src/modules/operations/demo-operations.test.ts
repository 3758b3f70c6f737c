import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { DEMO_PASSWORD, seedDemoData, seedDemoProjects } from '../../db/seed/demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Issue 12 demo data: merchants, the ongoing project's services staffed, the project manager on it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  await seedDemoData(t.database.db);
  await seedDemoProjects(t);
}, 120_000);
afterAll(() => t.close());

const login = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { identity: email, password: DEMO_PASSWORD, remember: false },
  });
  expect(res.statusCode).toBe(200);
  return `reno_session=${res.cookies.find((c) => c.name === 'reno_session')?.value ?? ''}`;
};
const get = async <T>(url: string, cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ result: T }>().result;
};

describe('issue 12 demo data', () => {
  it('has three merchants of different specializations, one GST-registered, all able to sign in', async () => {
    const admin = await login('admin@demo.sg');
    const page = await get<{ items: { email: string; specialization: string; gst_reg_no: string | null }[] }>(
      '/admin/merchants?rowsPerPage=50',
      admin,
    );
    expect(page.items.map((m) => m.email).sort()).toEqual([
      'carpentry@demo.sg',
      'general@demo.sg',
      'merchant@demo.sg',
    ]);
    expect(new Set(page.items.map((m) => m.specialization)).size).toBe(3);
    expect(page.items.filter((m) => m.gst_reg_no)).toHaveLength(1);
    await login('carpentry@demo.sg');
    await login('general@demo.sg');
  });

  it('staffs the ongoing project: merchant@demo.sg accepted one service, the others wait, pm@demo.sg runs it', async () => {
    const admin = await login('admin@demo.sg');
    const desk = await get<{
      items: {
        _id: string;
        project_manager: { email: string } | null;
        services_total: number;
        services_open: number;
      }[];
    }>('/admin/projects?findBy=phase&find=ongoing', admin);
    expect(desk.items).toHaveLength(1);
    const ongoing = desk.items[0]!;
    expect(ongoing.project_manager?.email).toBe('pm@demo.sg');
    expect(ongoing.services_total).toBeGreaterThanOrEqual(2);
    expect(ongoing.services_open).toBe(ongoing.services_total - 1);

    const merchant = await login('merchant@demo.sg');
    const current = await get<{ items: { _id: string }[] }>('/merchant/projects?status=current', merchant);
    expect(current.items.map((p) => p._id)).toEqual([ongoing._id]);
    const detail = await get<{ milestones: { milestone: string; done: boolean }[] }>(
      `/merchant/projects/${ongoing._id}`,
      merchant,
    );
    expect(detail.milestones[0]).toMatchObject({ milestone: 'Deposit', done: true });

    const pm = await login('pm@demo.sg');
    const mine = await get<{ items: { _id: string }[] }>('/pm/projects', pm);
    expect(mine.items.map((p) => p._id)).toEqual([ongoing._id]);

    const client = await login('client@demo.sg');
    const merchants = await get<{ items: { merchant: { company_name: string } }[] }>(
      `/projects/${ongoing._id}/merchants`,
      client,
    );
    expect(merchants.items.map((i) => i.merchant.company_name)).toEqual(['Lion City Renovation Pte Ltd']);
  });
});
