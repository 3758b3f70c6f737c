import { ContentPage, ContentPageList, guarantee, renovationLoan } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPages } from '../../db/schema/pages.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedContentPages } from './pages.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContentPages(t.database.db);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
const pageOf = (body: string) => ContentPage.parse((JSON.parse(body) as { result: unknown }).result);
const text = (page: ContentPage) => page.sections.map((s) => `${s.heading}\n${s.body}`).join('\n');

describe('GET /pages', () => {
  it('lists the pages of one kind in rank order, without sections, to a visitor', async () => {
    const res = await get('/pages?kind=about');
    expect(res.statusCode).toBe(200);
    const list = ContentPageList.parse(res.json<{ result: unknown }>().result);
    expect(list.items.map((p) => p.slug)).toEqual([
      'about-us',
      'newsroom',
      'reviews',
      'partners',
      'stickers',
      'loans',
      'guarantee',
      'media',
    ]);
    expect(list.totalCount).toBe(8);
    expect(list.items[0]).not.toHaveProperty('sections');
  });

  it('has articles, services and materials for /learn', async () => {
    for (const kind of ['article', 'service', 'material']) {
      const list = ContentPageList.parse(
        (await get(`/pages?kind=${kind}`)).json<{ result: unknown }>().result,
      );
      expect(list.totalCount).toBeGreaterThanOrEqual(3);
    }
  });

  it('refuses an unknown kind and changes nothing', async () => {
    const res = await get('/pages?kind=secret');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('GET /pages/:kind/:slug', () => {
  it('serves the privacy policy with the "information collected" anchor', async () => {
    const res = await get('/pages/terms/privacy_policy');
    expect(res.statusCode).toBe(200);
    const page = pageOf(res.body);
    expect(page.sections.map((s) => s.anchor)).toContain('information-collected');
  });

  it('quotes the spec numbers on the loan and guarantee pages', async () => {
    const loans = text(pageOf((await get('/pages/about/loans')).body));
    expect(loans).toContain(`${renovationLoan.ratePercentPerYear}%`);
    expect(loans).toContain('1 to 5 years');
    expect(loans).toContain('6 times your monthly income or $30,000, whichever is lower');
    expect(loans).toContain('aged 21 to 59');
    expect(loans).toContain('$24,000');
    expect(loans).toContain('60 seconds');
    const guaranteePage = text(pageOf((await get('/pages/about/guarantee')).body));
    expect(guaranteePage).toContain('$100,000');
    expect(guaranteePage).toContain('$50,000');
    expect(guaranteePage).toContain(`within ${guarantee.lowestPriceRefundDays} days`);
  });

  it('has the #ezcash and #referral anchors on the rewards page', async () => {
    const page = pageOf((await get('/pages/rewards/rewards')).body);
    expect(page.sections.map((s) => s.anchor)).toEqual(expect.arrayContaining(['ezcash', 'referral']));
  });

  it('answers 404 for a page that does not exist', async () => {
    const res = await get('/pages/article/no-such-article');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Not found' });
  });

  it('has no placeholder text anywhere', async () => {
    const rows = await t.database.db.select().from(contentPages);
    for (const row of rows) expect(JSON.stringify(row)).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });
});

describe('seedContentPages', () => {
  it('seeds only an empty table, so edits are never overwritten', async () => {
    expect(await seedContentPages(t.database.db)).toBe(false);
  });
});
