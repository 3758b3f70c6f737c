import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@reno/domain';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { ClientCopies } from './client-copies.js';
import { getClientProjects } from './client-projects.service.js';
import { getProjectQuotation } from './project-quotation.service.js';
import { body, create, project } from './projects.test-helpers.js';

describe('ClientCopies', () => {
  const page = (version: string, size: number) => ({ version, body: 'x'.repeat(size) });

  it('answers what was kept under the key, and the newest copy', () => {
    const cache = new ClientCopies(1_000);
    cache.set('a', page('1', 10));
    cache.set('a', page('2', 20));
    expect(cache.get('a')).toEqual(page('2', 20));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(21);
  });

  it('stays within its size, forgetting the least recently used first', () => {
    const cache = new ClientCopies(300);
    cache.set('a', page('1', 99));
    cache.set('b', page('1', 99));
    cache.set('c', page('1', 99));
    cache.get('a');
    cache.set('d', page('1', 99));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(300);
    // A copy larger than the whole cache is not kept, and leaves the others.
    cache.set('e', page('1', 400));
    expect(cache.get('e')).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('keys a copy by the client and the whole query', () => {
    const query = { page: 1, rowsPerPage: 20, sortBy: 'created_at', sort: 'desc', filters: [] };
    expect(ClientCopies.key('c1', query)).not.toBe(ClientCopies.key('c2', query));
    expect(ClientCopies.key('c1', query)).not.toBe(ClientCopies.key('c1', { ...query, page: 2 }));
  });
});

/**
 * Decision 031 in the list's route: the list is answered from the server's copy while the client's list
 * version holds, in one statement either way, and afresh as soon as anything it shows is written.
 */
describe('GET /client-projects from its copy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const list = (cookie: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/client-projects${query}`, headers: { cookie } });
  /** The list read straight from the database, past any copy, as the route answers it. */
  const fresh = async (user: { id: string }, rowsPerPage = '20') =>
    JSON.parse(
      JSON.stringify(
        await getClientProjects(t.database.db, { _id: user.id, role: 'client' } as SessionUser, {
          rowsPerPage,
        }),
      ),
    ) as unknown;
  const resultOf = (res: { json: <T>() => T }) => res.json<{ result: unknown }>().result;
  const namesOf = (res: { json: <T>() => T }) =>
    res.json<{ result: { items: { name: string }[] } }>().result.items.map((p) => p.name);

  // Writes a project's name without the version trigger, so only a copy can still show the old name.
  const renameUnversioned = async (id: string, name: string) => {
    await t.database.db.execute(sql`alter table projects disable trigger projects_client_version_changed`);
    try {
      await t.database.db.execute(sql`update projects set name = ${name} where id = ${id}`);
    } finally {
      await t.database.db.execute(sql`alter table projects enable trigger projects_client_version_changed`);
    }
  };

  it('answers the same bytes from its copy, in one statement, until the version changes', async () => {
    const owner = await loginAs(t, 'client');
    const p = project(await create(t, owner.cookie, body(18, { first_name: 'Ann' })));

    const first = await t.statements.during(() => list(owner.cookie));
    expect(first.result.statusCode).toBe(200);
    // Besides the session's lookup (the create forgot the cached session).
    const ofTheList = (statements: string[]) => statements.filter((q) => !q.includes('from "sessions"'));
    expect(ofTheList(first.statements)).toHaveLength(1);
    expect(resultOf(first.result)).toEqual(await fresh(owner.user));

    await renameUnversioned(p._id, 'Written behind the version');
    const second = await t.statements.during(() => list(owner.cookie));
    expect(second.count).toBe(1);
    expect(ofTheList(second.statements)).toEqual(ofTheList(first.statements));
    expect(second.result.body).toBe(first.result.body);
    expect(second.result.headers['content-type']).toBe(first.result.headers['content-type']);

    // Any versioned write: the next answer is read afresh, and shows both changes.
    await t.database.db.execute(sql`update projects set stage = 2 where id = ${p._id}`);
    const third = await list(owner.cookie);
    expect(namesOf(third)).toEqual(['Written behind the version']);
    expect(resultOf(third)).toEqual(await fresh(owner.user));
  });

  it("follows a quotation's total when the project has no works amount", async () => {
    const owner = await loginAs(t, 'client');
    const p = project(await create(t, owner.cookie, body(18)));
    await list(owner.cookie);
    await t.database.db.execute(sql`update projects set works_amount = null where id = ${p._id}`);
    await list(owner.cookie);
    await t.database.db.execute(
      sql`update project_quotations set total_amount = total_amount + 100 where project_id = ${p._id}`,
    );
    const res = await list(owner.cookie);
    expect(resultOf(res)).toEqual(await fresh(owner.user));
    expect(res.json<{ result: { items: { works_amount: number }[] } }>().result.items[0]?.works_amount).toBe(
      ((await fresh(owner.user)) as { items: { works_amount: number }[] }).items[0]?.works_amount,
    );
  });

  it("never answers one client's copy to another, or one query's to another", async () => {
    const owner = await loginAs(t, 'client');
    const other = await loginAs(t, 'client');
    project(await create(t, owner.cookie, body(3, { first_name: 'Mine' })));
    project(await create(t, owner.cookie, body(3, { first_name: 'Mine too' })));
    project(await create(t, other.cookie, body(3, { first_name: 'Theirs' })));

    const mine = await list(owner.cookie);
    const theirs = await list(other.cookie);
    expect(resultOf(mine)).toEqual(await fresh(owner.user));
    expect(resultOf(theirs)).toEqual(await fresh(other.user));
    expect(namesOf(theirs)).toHaveLength(1);

    const onePerPage = await list(owner.cookie, '?rowsPerPage=1');
    expect(namesOf(onePerPage)).toHaveLength(1);
    expect(resultOf(onePerPage)).toEqual(await fresh(owner.user, '1'));
    expect((await list(owner.cookie)).body).toBe(mine.body);
  });

  it('answers a searched list from the database and keeps it apart', async () => {
    const owner = await loginAs(t, 'client');
    project(await create(t, owner.cookie, body(3)));
    const all = await list(owner.cookie);
    const none = await list(owner.cookie, '?search=no%20such%20home');
    expect(namesOf(none)).toEqual([]);
    expect((await list(owner.cookie)).body).toBe(all.body);
  });
});

describe('GET /projects/:id/quotation/details from its copy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const details = (cookie: string, projectId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}/quotation/details`,
      headers: { cookie },
    });
  const fresh = async (clientId: string, projectId: string) =>
    JSON.parse(JSON.stringify(await getProjectQuotation(t.database.db, clientId, projectId))) as unknown;
  type View = { items: { _id: string; quantity_hundredths: number; min_quantity_hundredths: number }[] };
  const viewOf = (res: { json: <T>() => T }) => res.json<{ result: View }>().result;

  it('answers its copy until the lines change, and is read afresh after a line edit', async () => {
    const owner = await loginAs(t, 'client');
    const p = project(await create(t, owner.cookie, body(18)));
    const first = await details(owner.cookie, p._id);
    expect(first.statusCode).toBe(200);
    expect(viewOf(first)).toEqual(await fresh(owner.user.id, p._id));

    // A line written behind the version: only a copy can still show the old quantity.
    const line = viewOf(first).items[0]!;
    await t.database.db.execute(
      sql`alter table quotation_items disable trigger quotation_items_client_version_changed`,
    );
    try {
      await t.database.db.execute(
        sql`update quotation_items set description_of_work = 'Written behind the version' where id = ${line._id}`,
      );
    } finally {
      await t.database.db.execute(
        sql`alter table quotation_items enable trigger quotation_items_client_version_changed`,
      );
    }
    const second = await t.statements.during(() => details(owner.cookie, p._id));
    expect(second.count).toBe(1);
    expect(second.result.body).toBe(first.body);

    const quantity = line.min_quantity_hundredths + 1250;
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${p._id}/quotation/items/${line._id}`,
      headers: { cookie: owner.cookie },
      payload: { quantity_hundredths: quantity },
    });
    expect(edit.statusCode).toBe(200);
    const third = await details(owner.cookie, p._id);
    expect(viewOf(third).items.find((i) => i._id === line._id)?.quantity_hundredths).toBe(quantity);
    expect(viewOf(third)).toEqual(await fresh(owner.user.id, p._id));
    expect(third.body).toContain('Written behind the version');
  });

  it("answers another client's project as missing, with the owner's copy kept", async () => {
    const owner = await loginAs(t, 'client');
    const other = await loginAs(t, 'client');
    const p = project(await create(t, owner.cookie, body(18)));
    expect((await details(owner.cookie, p._id)).statusCode).toBe(200);
    expect((await details(other.cookie, p._id)).statusCode).toBe(404);
    // Moved to the other client: the owner's copy is not answered any more.
    await t.database.db.execute(sql`update projects set client_id = ${other.user.id} where id = ${p._id}`);
    expect((await details(owner.cookie, p._id)).statusCode).toBe(404);
    expect((await details(other.cookie, p._id)).statusCode).toBe(200);
  });
});
