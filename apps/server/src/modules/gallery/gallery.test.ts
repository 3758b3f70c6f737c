import { NAMED_DESIGN_STYLES, type GalleryProject } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryRows, seedGallery } from '../../db/seed/gallery.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedGallery(t.database.db)).toBe(true);
});
afterAll(() => t.close());

type Page = { success: boolean; result: { items: GalleryProject[]; totalCount: number } };

async function get(query: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/other_project', query });
  return { status: res.statusCode, body: res.json<Page>() };
}

/** Every page of a query, requested the way the gallery's Show More does. */
async function all(query: Record<string, string>) {
  const items: GalleryProject[] = [];
  for (let page = 1; page < 20; page += 1) {
    const { body } = await get({ ...query, page: String(page) });
    items.push(...body.result.items);
    if (items.length >= body.result.totalCount) break;
  }
  return items;
}

const rows = galleryRows();

describe('GET /api/v1/other_project', () => {
  it('seeds at least 30 projects, once', async () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(await seedGallery(t.database.db)).toBe(false);
  });

  it('is open to visitors, pages by 6 and reports the total', async () => {
    const { status, body } = await get({});
    expect(status).toBe(200);
    expect(body.result.items).toHaveLength(6);
    expect(body.result.totalCount).toBe(rows.length);
    const second = await get({ page: '2' });
    expect(second.body.result.items.map((p) => p.rank)).toEqual([7, 8, 9, 10, 11, 12]);
    const last = await get({ page: String(Math.ceil(rows.length / 6)) });
    expect(last.body.result.items).toHaveLength(rows.length % 6 || 6);
    const beyond = await get({ page: '99' });
    expect(beyond.body.result.items).toHaveLength(0);
    expect(beyond.body.result.totalCount).toBe(rows.length);
  });

  it('never returns more than 6 a page', async () => {
    expect((await get({ rowsPerPage: '50' })).status).toBe(400);
  });

  it('answers with the spec fields, cost in cents and size in sqft', async () => {
    const first = (await get({})).body.result.items[0]!;
    const seeded = rows[0]!;
    expect(first).toMatchObject({
      project_name: seeded.projectName,
      design_type: seeded.designType,
      type_of_house: seeded.typeOfHouse,
      property_type: seeded.propertyType,
      size: seeded.sizeSqft,
      cost: seeded.costCents,
      thumbnail_photo: seeded.thumbnailPhoto,
      rank: 1,
    });
    expect(first.supporting_images.length).toBeGreaterThan(0);
    expect(first.works[0]).toEqual({ work: expect.any(String), image: expect.stringMatching(/\.webp$/) });
  });

  it('sorts by rank ascending by default (spec §9)', async () => {
    const items = await all({});
    expect(items.map((p) => p.rank)).toEqual(rows.map((r) => r.rank));
  });

  const byName = (a: { projectName: string }, b: { projectName: string }) =>
    a.projectName < b.projectName ? -1 : a.projectName > b.projectName ? 1 : 0;
  const sorts: [string, string, (typeof rows)[number][]][] = [
    ['project_name', 'asc', [...rows].sort(byName)],
    ['project_name', 'desc', [...rows].sort((a, b) => byName(b, a))],
    ['cost', 'asc', [...rows].sort((a, b) => a.costCents - b.costCents || a.rank - b.rank)],
    ['cost', 'desc', [...rows].sort((a, b) => b.costCents - a.costCents || a.rank - b.rank)],
    ['size', 'asc', [...rows].sort((a, b) => a.sizeSqft - b.sizeSqft || a.rank - b.rank)],
    ['size', 'desc', [...rows].sort((a, b) => b.sizeSqft - a.sizeSqft || a.rank - b.rank)],
    [
      'actual_photo',
      'desc',
      [...rows].sort((a, b) => Number(b.actualPhoto) - Number(a.actualPhoto) || a.rank - b.rank),
    ],
    ['rank', 'desc', [...rows].sort((a, b) => b.rank - a.rank)],
  ];
  it.each(sorts)('sorts by %s %s across pages', async (sortBy, sort, expected) => {
    const items = await all({ sortBy, sort });
    expect(items.map((p) => p.project_name)).toEqual(expected.map((r) => r.projectName));
  });

  it('refuses an unknown sort field', async () => {
    expect((await get({ sortBy: 'password' })).status).toBe(400);
  });

  const houseTypes = [...new Set(rows.map((r) => r.typeOfHouse))];
  it.each(houseTypes)('filters by house type %s', async (house) => {
    const expected = rows.filter((r) => r.typeOfHouse === house);
    const { body } = await get({ filters: `type_of_house:${house}` });
    expect(body.result.totalCount).toBe(expected.length);
    const items = await all({ filters: `type_of_house:${house}` });
    expect(items.map((p) => p.rank)).toEqual(expected.map((r) => r.rank));
  });

  it.each(['Modern', 'Scandinavian', 'Minimalist', 'Contemporary', 'Industrial'])(
    'filters by style %s, matching any of a project’s styles',
    async (style) => {
      const expected = rows.filter((r) => r.designType.includes(style.toLowerCase()));
      expect(expected.length).toBeGreaterThan(0);
      const items = await all({ filters: `design_type:${style}` });
      expect(items.map((p) => p.rank)).toEqual(expected.map((r) => r.rank));
    },
  );

  it('"Others" excludes the 14 named styles (spec §9)', async () => {
    const named = new Set<string>(NAMED_DESIGN_STYLES);
    const expected = rows.filter((r) => !r.designType.some((s) => named.has(s)));
    expect(expected.length).toBeGreaterThan(0);
    const items = await all({ filters: 'design_type:Others' });
    expect(items.map((p) => p.rank)).toEqual(expected.map((r) => r.rank));
    // A project tagged with a named style beside an unnamed one (japanese + minimalist) is not "Others".
    expect(items.some((p) => p.design_type.includes('japanese'))).toBe(false);
  });

  it('combines a filter with a sort and pages the filtered list', async () => {
    const expected = rows
      .filter((r) => r.typeOfHouse === '4 Room HDB')
      .sort((a, b) => b.costCents - a.costCents || a.rank - b.rank);
    const items = await all({ filters: 'type_of_house:4 Room HDB', sortBy: 'cost', sort: 'desc' });
    expect(items.map((p) => p.cost)).toEqual(expected.map((r) => r.costCents));
  });

  it('refuses an unknown filter and changes nothing', async () => {
    expect((await get({ filters: 'type_of_house:Castle' })).status).toBe(400);
    expect((await get({ filters: 'password:x' })).status).toBe(400);
    expect((await get({})).body.result.totalCount).toBe(rows.length);
  });
});
