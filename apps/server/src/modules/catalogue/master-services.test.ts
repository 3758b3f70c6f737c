import {
  MasterServiceDetail,
  MasterServicePage,
  ProjectQuotationView,
  masterServiceMessages as m,
  type UpdateMasterService,
} from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { areas, body, choices, create, project } from '../projects/projects.test-helpers.js';

/** Issue 18 item 4: Master Services edits the catalogue; saved quotations keep their prices. */
let t: TestApp;
let admin: { cookie: string };
let limitedAdmin: { cookie: string };
let client: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  admin = await loginAs(t, 'admin', { permissions: ['master_services'] });
  limitedAdmin = await loginAs(t, 'admin', { permissions: ['transaction', 'review_payments'] });
  client = await loginAs(t, 'client');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
const detail = async (id: string) =>
  MasterServiceDetail.parse((await call('GET', `/admin/master-services/${id}`, admin.cookie)).json().result);

const editOf = (d: MasterServiceDetail, prices: UpdateMasterService['prices']): UpdateMasterService => ({
  name: d.service.name,
  unit: d.service.unit,
  quantity_basis: d.service.quantity_basis,
  default_units: d.service.default_units,
  prices,
  wastage: d.service.wastage,
  required_time: d.service.required_time,
  service_warranty_duration: d.service.service_warranty_duration,
  includes: d.service.includes,
  description_of_work: d.service.description_of_work,
  area_types: d.service.area_types,
  priority: d.service.priority,
  is_active: d.is_active,
  updated_at: d.updated_at,
});
const quotationOf = async (id: string) =>
  ProjectQuotationView.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/projects/${id}/quotation/details`,
        headers: { cookie: client.cookie },
      })
    ).json<{ result: unknown }>().result,
  );
async function quotedProject() {
  const res = await create(t, client.cookie, body(18, { checkpoint: { step: 'scope', areas, choices } }));
  expect(res.statusCode).toBe(200);
  return project(res)._id;
}
const floorLine = async (projectId: string) =>
  (await quotationOf(projectId)).items.find((i) => i.service_id === 'floor-homogeneous')!;

describe('master services (issue 18 item 4)', () => {
  it('only an admin with the master_services flag reads or edits the catalogue', async () => {
    expect((await call('GET', '/admin/master-services', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/admin/master-services', client.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/admin/master-services', limitedAdmin.cookie)).statusCode).toBe(403);
    expect(
      (await call('PUT', '/admin/tooltips/T001', limitedAdmin.cookie, { description: 'x' })).statusCode,
    ).toBe(403);
    const page = MasterServicePage.parse(
      (await call('GET', '/admin/master-services?search=homogeneous&rowsPerPage=50', admin.cookie)).json()
        .result,
    );
    expect(page.items.map((i) => i._id)).toContain('floor-homogeneous');
    expect(page.items.find((i) => i._id === 'floor-homogeneous')?.price_per_unit).toBe(650);
  });

  it('a new price prices the next Design Now quotation; the saved one keeps its price; the history says who and what', async () => {
    const saved = await quotedProject();
    const before = await floorLine(saved);
    expect(before.price_per_quantity).toBe(650);

    const d = await detail('floor-homogeneous');
    const prices = d.service.prices.map((p) =>
      !p.property_type && !p.premium_standard ? { ...p, price_per_unit: 725 } : p,
    );
    const res = await call(
      'PUT',
      '/admin/master-services/floor-homogeneous',
      admin.cookie,
      editOf(d, prices),
    );
    expect(res.statusCode).toBe(200);
    const after = MasterServiceDetail.parse(res.json().result);
    expect(after.history[0]).toMatchObject({
      old_price_per_unit: 650,
      new_price_per_unit: 725,
      property_type: null,
    });
    expect(after.history[0]?.changed_by.name).not.toBe('');

    expect(await floorLine(saved)).toEqual(before);
    const fresh = await floorLine(await quotedProject());
    expect(fresh.price_per_quantity).toBe(725);
    expect(fresh.price).toBe(Math.round((fresh.quantity_hundredths * 725) / 100));

    // The same form sent again by a second admin who loaded before the save: refused, nothing written.
    const stale = await call(
      'PUT',
      '/admin/master-services/floor-homogeneous',
      admin.cookie,
      editOf(d, prices),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(m.changedMeanwhile);
    expect((await detail('floor-homogeneous')).history).toHaveLength(1);
  });

  it('refuses a market rate below the price in the admin words, and a price-less save keeps no history', async () => {
    const d = await detail('hack-skirting');
    const bad = await call(
      'PUT',
      '/admin/master-services/hack-skirting',
      admin.cookie,
      editOf(d, [{ price_per_unit: 900, competitor_price: 100 }]),
    );
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(m.competitorBelowPrice);
    const same = await call('PUT', '/admin/master-services/hack-skirting', admin.cookie, {
      ...editOf(d, d.service.prices),
      name: `${d.service.name} (edited)`,
    });
    expect(same.statusCode).toBe(200);
    expect(MasterServiceDetail.parse(same.json().result).history).toEqual([]);
    expect((await call('GET', '/admin/master-services/nope', admin.cookie)).statusCode).toBe(404);
  });

  it('edits a tooltip and a category; lists the area types', async () => {
    const tip = await call('PUT', '/admin/tooltips/T003', admin.cookie, {
      description: 'Your quotation number.',
    });
    expect(tip.statusCode).toBe(200);
    expect(
      (await call('PUT', '/admin/tooltips/T003', admin.cookie, { description: ' ' })).json().message,
    ).toBeTruthy();
    expect((await call('PUT', '/admin/tooltips/T099', admin.cookie, { description: 'x' })).statusCode).toBe(
      404,
    );
    const categories = (await call('GET', '/admin/service-categories', admin.cookie)).json().result as {
      _id: string;
      scope_of_work: string;
      sort_order: number;
    }[];
    const first = categories[0]!;
    const cat = await call('PUT', `/admin/service-categories/${first._id}`, admin.cookie, {
      services: 'Renamed category',
      scope_of_work: first.scope_of_work,
      sort_order: first.sort_order,
    });
    expect(cat.statusCode).toBe(200);
    const areaTypes = (await call('GET', '/admin/area-types', admin.cookie)).json().result as {
      area: string;
    }[];
    expect(areaTypes[0]?.area).toBe('Living');
  });

  it('two admins saving the same loaded form at once: one save, one refusal, one history line', async () => {
    const d = await detail('floor-vinyl');
    const edit = (price: number) =>
      call(
        'PUT',
        '/admin/master-services/floor-vinyl',
        admin.cookie,
        editOf(d, [{ price_per_unit: price, competitor_price: 2000 }]),
      );
    const answers = (await Promise.all([edit(610), edit(620)])).map((r) => r.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const history = (await detail('floor-vinyl')).history;
    // The winner's lines only (its base price, and the tier prices it dropped), all from one save.
    expect(history.filter((h) => h.new_price_per_unit !== null)).toHaveLength(1);
    expect(new Set(history.map((h) => h.changed_at)).size).toBe(1);
  });
});
