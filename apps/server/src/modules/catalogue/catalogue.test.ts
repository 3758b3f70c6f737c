import { Catalogue, priceQuotation, standardLayout, defaultQuestionnaire } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue, seedCatalogueData } from '../../db/seed/catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('catalogue', () => {
  it('the reviewed data file holds at least 60 services over the three scopes, with the carpentry materials text', () => {
    const data = seedCatalogueData();
    expect(data.services.filter((s) => !s.addon_of).length).toBeGreaterThanOrEqual(60);
    const scopes = new Set(data.categories.map((c) => c.scope_of_work));
    expect([...scopes]).toEqual(['Hacking & Flooring Works', 'Carpentry Works', 'General Works']);
    const carpentry = data.services.filter((s) => s.category_id === 'carpentry' && !s.addon_of);
    expect(
      carpentry.some((s) =>
        /solid plywood with laminate finishes, ABS trimming and soft-close hinges/i.test(s.includes),
      ),
    ).toBe(true);
    expect(data.tooltips.map((x) => x.code)).toHaveLength(14);
  });

  it('seeds once and serves the catalogue publicly in the shape the engine takes', async () => {
    expect(await seedCatalogue(t.database.db)).toBe(true);
    expect(await seedCatalogue(t.database.db)).toBe(false);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/catalogue' });
    expect(res.statusCode).toBe(200);
    const catalogue = Catalogue.parse(res.json<{ result: unknown }>().result);
    const byId = (c: Catalogue) => [...c.services].sort((a, b) => a._id.localeCompare(b._id));
    const seeded = seedCatalogueData();
    expect(byId(catalogue)).toEqual(byId(seeded));
    expect(catalogue.categories).toEqual(seeded.categories);
    expect(catalogue.tooltips).toEqual(seeded.tooltips);
    const areas = standardLayout('HDB', '5 Rooms');
    const living = areas[0]!;
    const quote = priceQuotation({
      questionnaire: defaultQuestionnaire(),
      areas,
      choices: [{ area_id: living.id, service_id: 'floor-homogeneous' }],
      catalogue,
    });
    // 350 sqft living x 1.10 wastage = 385 sqft at $6.50 = $2,502.50.
    expect(quote.totals.total_price).toBe(250250);
  });
});
