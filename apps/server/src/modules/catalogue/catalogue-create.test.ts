import {
  AreaTypeServices,
  Catalogue,
  MasterServiceDetail,
  ProjectQuotationView,
  catalogueAdminMessages as m,
  type CreateMasterService,
} from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { areas, body, choices, create, kitchen, project, save } from '../projects/projects.test-helpers.js';

/** Decision 022: new services, addons and categories; which services each area type offers. */
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

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });

const newService = (extra: Partial<CreateMasterService> = {}): CreateMasterService => ({
  name: 'Sintered stone countertop',
  category_id: 'carpentry',
  unit: 'ft run',
  quantity_basis: 'per unit',
  default_units: 10,
  wastage: 0,
  required_time: 2,
  service_warranty_duration: 12,
  includes: 'Supply and install',
  description_of_work: 'Sintered stone countertop',
  area_types: ['Kitchen'],
  priority: 50,
  is_active: true,
  prices: [{ price_per_unit: 12_345, competitor_price: 18_000 }],
  ...extra,
});
const created = (res: { json: () => { result: unknown } }) => MasterServiceDetail.parse(res.json().result);
const kitchenServices = async () =>
  AreaTypeServices.parse(
    (await call('GET', '/admin/area-types/Kitchen/services', admin.cookie)).json().result,
  );
const quotationOf = async (id: string) =>
  ProjectQuotationView.parse(
    (await call('GET', `/projects/${id}/quotation/details`, client.cookie)).json<{ result: unknown }>()
      .result,
  );

describe('new master services and addons (decision 022)', () => {
  it('only an admin with the master_services flag adds services, categories and area offers', async () => {
    expect((await call('POST', '/admin/master-services', undefined, newService())).statusCode).toBe(401);
    expect((await call('POST', '/admin/master-services', client.cookie, newService())).statusCode).toBe(403);
    expect((await call('POST', '/admin/master-services', limitedAdmin.cookie, newService())).statusCode).toBe(
      403,
    );
    const category = { services: 'Glass works', scope_of_work: 'General Works', sort_order: 40 };
    expect((await call('POST', '/admin/service-categories', limitedAdmin.cookie, category)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/admin/area-types/Kitchen/services', limitedAdmin.cookie)).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', '/admin/area-types/Kitchen/services', limitedAdmin.cookie, { service_ids: [] }))
        .statusCode,
    ).toBe(403);
  });

  it('adds a service with a readable id, its prices in the history, offered to the next kitchen quotation', async () => {
    const res = await call('POST', '/admin/master-services', admin.cookie, newService());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(m.serviceAdded);
    const service = created(res);
    expect(service.service._id).toBe('sintered-stone-countertop');
    expect(service.history).toHaveLength(1);
    expect(service.history[0]).toMatchObject({
      old_price_per_unit: null,
      new_price_per_unit: 12_345,
      new_competitor_price: 18_000,
    });

    const catalogue = Catalogue.parse((await call('GET', '/catalogue', undefined)).json().result);
    expect(catalogue.services.find((s) => s._id === 'sintered-stone-countertop')?.area_types).toEqual([
      'Kitchen',
    ]);
    expect(
      (await kitchenServices()).services.find((s) => s._id === 'sintered-stone-countertop'),
    ).toMatchObject({ offered: true, area_count: 1 });

    const withNew = [...choices, { area_id: kitchen.id, service_id: 'sintered-stone-countertop' }];
    const made = await create(
      t,
      client.cookie,
      body(18, { checkpoint: { step: 'scope', areas, choices: withNew } }),
    );
    expect(made.statusCode).toBe(200);
    const line = (await quotationOf(project(made)._id)).items.find(
      (i) => i.service_id === 'sintered-stone-countertop',
    );
    expect(line).toMatchObject({ price_per_quantity: 12_345, quantity_hundredths: 1000, price: 123_450 });
  });

  it('refuses a name already in the category; the same name elsewhere gets the next id', async () => {
    const dup = await call(
      'POST',
      '/admin/master-services',
      admin.cookie,
      newService({ name: ' sintered STONE countertop' }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(m.duplicateServiceName);
    const other = await call(
      'POST',
      '/admin/master-services',
      admin.cookie,
      newService({ category_id: 'masonry' }),
    );
    expect(other.statusCode).toBe(200);
    expect(created(other).service._id).toBe('sintered-stone-countertop-2');
    const unknown = await call(
      'POST',
      '/admin/master-services',
      admin.cookie,
      newService({ name: 'X', category_id: 'nope' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(m.unknownCategory);
    const badPrice = await call(
      'POST',
      '/admin/master-services',
      admin.cookie,
      newService({ name: 'Cheap', prices: [{ price_per_unit: 500, competitor_price: 100 }] }),
    );
    expect(badPrice.statusCode).toBe(400);
    expect(JSON.stringify(badPrice.json())).toContain('Market Rate must not be below Price.');
  });

  it('adds an addon only to a master service of the same category', async () => {
    const addon = await call(
      'POST',
      '/admin/master-services',
      admin.cookie,
      newService({
        name: 'Undermount sink cut-out',
        addon_of: 'sintered-stone-countertop',
        unit: 'unit',
        default_units: 1,
      }),
    );
    expect(addon.statusCode).toBe(200);
    expect(created(addon).service.addon_of).toBe('sintered-stone-countertop');
    const master = MasterServiceDetail.parse(
      (await call('GET', '/admin/master-services/sintered-stone-countertop', admin.cookie)).json().result,
    );
    expect(master.addons.map((a) => a.name)).toContain('Undermount sink cut-out');
    for (const addon_of of ['undermount-sink-cut-out', 'sintered-stone-countertop-2', 'nope']) {
      const bad = await call(
        'POST',
        '/admin/master-services',
        admin.cookie,
        newService({ name: `Addon of ${addon_of}`, addon_of }),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(m.addonOfInvalid);
    }
  });

  it('adds a category with a unique name', async () => {
    const category = { services: 'Glass works', scope_of_work: 'General Works', sort_order: 40 };
    const res = await call('POST', '/admin/service-categories', admin.cookie, category);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      _id: 'glass-works',
      services: 'Glass works',
      service_count: 0,
    });
    const dup = await call('POST', '/admin/service-categories', admin.cookie, {
      ...category,
      services: 'GLASS works',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('This name is already used.');
    const empty = await call('POST', '/admin/service-categories', admin.cookie, {
      ...category,
      services: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Service Category is required.');
  });
});

describe('the services an area type offers (decision 022)', () => {
  it('adds and withdraws services in one save, bumps them (an open editor gets 409), refuses a last area', async () => {
    const before = await kitchenServices();
    const offered = before.services.filter((s) => s.offered).map((s) => s._id);
    const stale = MasterServiceDetail.parse(
      (await call('GET', '/admin/master-services/floor-vinyl', admin.cookie)).json().result,
    );
    expect(stale.service.area_types).not.toContain('Kitchen');
    // floor-vinyl gains Kitchen; floor-homogeneous loses it (it keeps its other areas).
    const homogeneous = before.services.find((s) => s._id === 'floor-homogeneous');
    expect(homogeneous?.offered).toBe(true);
    const next = [...offered.filter((id) => id !== 'floor-homogeneous'), 'floor-vinyl'];
    const res = await call('PUT', '/admin/area-types/Kitchen/services', admin.cookie, { service_ids: next });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(m.areaServicesSaved);
    const after = AreaTypeServices.parse(res.json().result);
    expect(after.services.find((s) => s._id === 'floor-vinyl')?.offered).toBe(true);
    expect(after.services.find((s) => s._id === 'floor-homogeneous')?.offered).toBe(false);

    const fresh = MasterServiceDetail.parse(
      (await call('GET', '/admin/master-services/floor-vinyl', admin.cookie)).json().result,
    );
    expect(fresh.service.area_types).toContain('Kitchen');
    expect(fresh.updated_at).not.toBe(stale.updated_at);
    const { service: s } = stale;
    const staleSave = await call('PUT', '/admin/master-services/floor-vinyl', admin.cookie, {
      name: s.name,
      unit: s.unit,
      quantity_basis: s.quantity_basis,
      default_units: s.default_units,
      prices: s.prices,
      wastage: s.wastage,
      required_time: s.required_time,
      service_warranty_duration: s.service_warranty_duration,
      includes: s.includes,
      description_of_work: s.description_of_work,
      area_types: s.area_types,
      priority: s.priority,
      is_active: stale.is_active,
      updated_at: stale.updated_at,
    });
    expect(staleSave.statusCode).toBe(409);

    // carp-quartz is offered only in the kitchen: withdrawing it would make it a whole-house service.
    const last = await call('PUT', '/admin/area-types/Kitchen/services', admin.cookie, {
      service_ids: next.filter((id) => id !== 'carp-quartz'),
    });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe(
      'A service must be offered in at least one area; deactivate it instead.',
    );
    expect((await kitchenServices()).services.find((s) => s._id === 'carp-quartz')?.offered).toBe(true);

    const wholeHouse = await call('PUT', '/admin/area-types/Kitchen/services', admin.cookie, {
      service_ids: [...next, 'clean-post-reno'],
    });
    expect(wholeHouse.statusCode).toBe(400);
    expect(wholeHouse.json().message).toBe(m.notAreaService);
    expect((await call('GET', '/admin/area-types/Garage/services', admin.cookie)).statusCode).toBe(404);
    expect(
      (await call('PUT', '/admin/area-types/Garage/services', admin.cookie, { service_ids: [] })).statusCode,
    ).toBe(404);
  });

  it("a draft choosing a service since withdrawn from its area saves again without it, keeping the client's other choices", async () => {
    const mine = [...choices, { area_id: kitchen.id, service_id: 'carp-kitchen-top' }];
    const made = await create(
      t,
      client.cookie,
      body(18, { checkpoint: { step: 'scope', areas, choices: mine } }),
    );
    expect(made.statusCode).toBe(200);
    const id = project(made)._id;
    expect((await quotationOf(id)).items.map((i) => i.service_id)).toContain('carp-kitchen-top');

    // The admin deactivates it; the client's browser, on a 5-minute-old catalogue, still sends it.
    const d = MasterServiceDetail.parse(
      (await call('GET', '/admin/master-services/carp-kitchen-top', admin.cookie)).json().result,
    );
    const off = await call('PUT', '/admin/master-services/carp-kitchen-top', admin.cookie, {
      ...d.service,
      _id: undefined,
      category_id: undefined,
      is_active: false,
      updated_at: d.updated_at,
    });
    expect(off.statusCode).toBe(200);
    const { creation_key: _key, ...again } = body(18, {
      checkpoint: { step: 'scope', areas, choices: mine },
    });
    const res = await save(t, client.cookie, id, again);
    expect(res.statusCode).toBe(200);
    const ids = (await quotationOf(id)).items.map((i) => i.service_id);
    expect(ids).not.toContain('carp-kitchen-top');
    expect(ids).toEqual(expect.arrayContaining(choices.map((c) => c.service_id)));
    const saved = project(res);
    expect(saved.checkpoint.choices).toEqual(choices);

    // Withdrawn from the kitchen by the area type dialog (it stays in toilets): dropped on the next save.
    const kitchenOffer = (await kitchenServices()).services.filter((s) => s.offered).map((s) => s._id);
    const withdraw = await call('PUT', '/admin/area-types/Kitchen/services', admin.cookie, {
      service_ids: kitchenOffer.filter((sid) => sid !== 'wall-tiles-ceramic'),
    });
    expect(withdraw.statusCode).toBe(200);
    const third = await save(t, client.cookie, id, again);
    expect(third.statusCode).toBe(200);
    expect(project(third).checkpoint.choices.map((c) => c.service_id)).toEqual([
      'floor-homogeneous',
      'clean-post-reno',
    ]);
    expect((await quotationOf(id)).items.map((i) => i.service_id).sort()).toEqual([
      'clean-post-reno',
      'floor-homogeneous',
    ]);

    // Its addon (offered only with it) left the catalogue with it; the catalogue still loads.
    const catalogue = Catalogue.parse((await call('GET', '/catalogue', undefined)).json().result);
    expect(
      catalogue.services.some((s) => s._id === 'carp-kitchen-top' || s.addon_of === 'carp-kitchen-top'),
    ).toBe(false);
  });
});
