import { DraftProjectPage, designNowMessages } from '@reno/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/projects.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { body, create, project, save } from './projects.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
});
afterAll(() => t.close());

describe('Design Now projects: access and drafts', () => {
  it("refuses another client's draft on every route, and visitors", async () => {
    const owner = await loginAs(t, 'client');
    const other = await loginAs(t, 'client');
    const p = project(await create(t, owner.cookie, body(3)));
    const { creation_key: _, ...rest } = body(4);
    const attempts = [
      await save(t, other.cookie, p._id, rest),
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/design-now/projects/${p._id}`,
        headers: { cookie: other.cookie },
      }),
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/projects/${p._id}/quotation`,
        headers: { cookie: other.cookie },
      }),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/projects/${p._id}`,
        headers: { cookie: other.cookie },
      }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    const visitor = await t.app.inject({ method: 'GET', url: `/api/v1/design-now/projects/${p._id}` });
    expect(visitor.statusCode).toBe(401);
    const merchant = await loginAs(t, 'merchant');
    expect((await create(t, merchant.cookie, body(3))).statusCode).toBe(403);
    const [still] = await t.database.db
      .select()
      .from(projects)
      .where(and(eq(projects.id, p._id)));
    expect(still?.stage).toBe(1);
  });

  it('lists drafts 12 a page, newest first, searches by name and deletes with the spec message', async () => {
    const { cookie } = await loginAs(t, 'client');
    for (let i = 0; i < 13; i++) await create(t, cookie, body(2, { first_name: i === 0 ? 'Zed' : `P${i}` }));
    const page1 = DraftProjectPage.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/projects/drafts', headers: { cookie } })).json<{
        result: unknown;
      }>().result,
    );
    expect(page1.totalCount).toBe(13);
    expect(page1.items).toHaveLength(12);
    expect(page1.items[0]!.name).toBe('P12 Home');
    const page2 = DraftProjectPage.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/projects/drafts?page=2', headers: { cookie } })
      ).json<{ result: unknown }>().result,
    );
    expect(page2.items.map((i) => i.name)).toEqual(['Zed Home']);
    const found = DraftProjectPage.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/projects/drafts?search=zed', headers: { cookie } })
      ).json<{ result: unknown }>().result,
    );
    expect(found.items.map((i) => i.name)).toEqual(['Zed Home']);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/${found.items[0]!._id}`,
      headers: { cookie },
    });
    expect(del.json()).toMatchObject({ success: true, message: designNowMessages.projectDeleted });
    const after = DraftProjectPage.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/projects/drafts?search=zed', headers: { cookie } })
      ).json<{ result: unknown }>().result,
    );
    expect(after.totalCount).toBe(0);
  });
});
