import { ClientProjectPage, DraftProjectPage } from '@reno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/projects.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { body, create, project } from './projects.test-helpers.js';

/**
 * Spec "Project list query params: page, rowsPerPage, sort, sortBy, search, searchBy, find, findBy,
 * find1, findBy1, findNin. Response: result{totalCount, items}", on the Draft Projects list and the
 * dashboards' list.
 */
let t: TestApp;
let owner: { cookie: string };
let ongoingId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  owner = await loginAs(t, 'client');
  // Created in this order, so newest first is Fay, Eve, Dan, Cat, Bob, Ann.
  for (const [name, dnStage] of [
    ['Ann', 3],
    ['Bob', 3],
    ['Cat', 3],
    ['Dan', 11],
    ['Eve', 18],
  ] as const)
    expect((await create(t, owner.cookie, body(dnStage, { first_name: name }))).statusCode).toBe(200);
  // One project past design: on the dashboards, never among the drafts.
  ongoingId = project(await create(t, owner.cookie, body(3, { first_name: 'Fay' })))._id;
  await t.database.db
    .update(projects)
    .set({ phase: 'ongoing', stage: 2, renovationPostalCode: '520123' })
    .where(eq(projects.id, ongoingId));
  const other = await loginAs(t, 'client');
  await create(t, other.cookie, body(3, { first_name: 'Ann' }));
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, ...(cookie ? { headers: { cookie } } : {}) });
const drafts = async (query: string) => {
  const res = await get(`/projects/drafts?${query}`, owner.cookie);
  expect(res.statusCode).toBe(200);
  const page = DraftProjectPage.parse(res.json<{ result: unknown }>().result);
  return { names: page.items.map((i) => i.name.replace(' Home', '')), totalCount: page.totalCount };
};
const dashboard = async (query: string) => {
  const res = await get(`/client-projects?${query}`, owner.cookie);
  expect(res.statusCode).toBe(200);
  const page = ClientProjectPage.parse(res.json<{ result: unknown }>().result);
  return { names: page.items.map((i) => i.name.replace(' Home', '')), totalCount: page.totalCount };
};

describe('GET /projects/drafts with the list query params', () => {
  it('answers the spec draft listing: design_now_2 in phase design, created_at desc, 12 a page', async () => {
    expect(await drafts('')).toEqual({ names: ['Eve', 'Dan', 'Cat', 'Bob', 'Ann'], totalCount: 5 });
    // The spec's own request, verbatim.
    expect(
      await drafts(
        'page=0&rowsPerPage=12&sortBy=created_at&sort=desc&findBy=phase&find=design&findBy1=project_type&find1=design_now_2',
      ),
    ).toEqual({ names: ['Eve', 'Dan', 'Cat', 'Bob', 'Ann'], totalCount: 5 });
  });

  it('pages with page and rowsPerPage', async () => {
    expect(await drafts('rowsPerPage=2&page=2')).toEqual({ names: ['Cat', 'Bob'], totalCount: 5 });
    expect(await drafts('rowsPerPage=2&page=4')).toEqual({ names: [], totalCount: 5 });
  });

  it('sorts with sortBy and sort', async () => {
    expect((await drafts('sortBy=name&sort=asc')).names).toEqual(['Ann', 'Bob', 'Cat', 'Dan', 'Eve']);
    expect((await drafts('sortBy=stage&sort=desc&rowsPerPage=2')).names).toEqual(['Eve', 'Dan']);
    expect((await drafts('sortBy=created_at&sort=asc')).names).toEqual(['Ann', 'Bob', 'Cat', 'Dan', 'Eve']);
  });

  it('searches by name, with or without searchBy ("Search Project By Name")', async () => {
    expect(await drafts('search=AN&searchBy=name')).toEqual({ names: ['Dan', 'Ann'], totalCount: 2 });
    expect((await drafts('search=an')).names).toEqual(['Dan', 'Ann']);
    // LIKE wildcards are text, not patterns.
    expect((await drafts('search=%25')).totalCount).toBe(0);
  });

  it('filters with find/findBy, find1/findBy1 and findNin', async () => {
    expect((await drafts('findBy=stage&find=2')).names).toEqual(['Dan']);
    expect((await drafts('findBy=stage&find=1&findBy1=name&find1=Bob%20Home')).names).toEqual(['Bob']);
    expect((await drafts('findNin=stage:1,2')).names).toEqual(['Eve']);
    // The fixed draft filter stays: a find cannot widen the list to other phases.
    expect(await drafts('findBy=phase&find=ongoing')).toEqual({ names: [], totalCount: 0 });
  });

  it('refuses a field that is not allow-listed, and malformed values, with a clear 400', async () => {
    const cases: [string, string][] = [
      ['findBy=client_id&find=x', 'findBy "client_id" is not allowed.'],
      ['findBy1=creation_key&find1=x', 'findBy1 "creation_key" is not allowed.'],
      ['sortBy=budget', 'sortBy "budget" is not allowed.'],
      ['search=a&searchBy=email', 'searchBy "email" is not allowed.'],
      ['findNin=client_id:x', 'findNin "client_id" is not allowed.'],
      ['findNin=stage', 'findNin must look like field:value1,value2.'],
      ['rowsPerPage=ten', 'rowsPerPage must be a number.'],
      ['page=x', 'page must be a number.'],
      ['sort=sideways', 'sort must be asc or desc.'],
      ['find=design', 'findBy is required.'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/projects/drafts?${query}`, owner.cookie);
      expect({ query, status: res.statusCode, body: res.json() }).toMatchObject({
        query,
        status: 400,
        body: { success: false, message },
      });
    }
  });

  it('answers 401 to a visitor and 403 to a merchant whatever the query', async () => {
    expect((await get('/projects/drafts?sortBy=budget')).statusCode).toBe(401);
    const merchant = await loginAs(t, 'merchant');
    expect((await get('/projects/drafts?sortBy=budget', merchant.cookie)).statusCode).toBe(403);
  });
});

describe('GET /client-projects with the list query params', () => {
  it('answers every project of the session newest first by default, with totalCount', async () => {
    expect(await dashboard('')).toEqual({
      names: ['Fay', 'Eve', 'Dan', 'Cat', 'Bob', 'Ann'],
      totalCount: 6,
    });
  });

  it('pages, sorts, searches and filters on the server', async () => {
    expect(await dashboard('page=2&rowsPerPage=4&sortBy=name&sort=asc')).toEqual({
      names: ['Eve', 'Fay'],
      totalCount: 6,
    });
    expect((await dashboard('findBy=phase&find=ongoing')).names).toEqual(['Fay']);
    expect((await dashboard('findBy=postal_code&find=520123')).names).toEqual(['Fay']);
    expect((await dashboard('findNin=phase:design')).names).toEqual(['Fay']);
    expect((await dashboard('search=fa&searchBy=name')).names).toEqual(['Fay']);
    expect((await dashboard('sortBy=last_modified&sort=desc&rowsPerPage=1')).totalCount).toBe(6);
  });

  it('refuses a field that is not allow-listed with a clear 400, and visitors with 401', async () => {
    const res = await get('/client-projects?findBy=client_id&find=someone', owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'findBy "client_id" is not allowed.',
      errors: [{ field: 'findBy', message: 'findBy "client_id" is not allowed.' }],
    });
    expect((await get('/client-projects?findBy=client_id&find=someone')).statusCode).toBe(401);
  });
});
