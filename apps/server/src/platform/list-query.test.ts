import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/accounts.js';
import { createUser } from '../db/seed/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { listPage, parseList, type ListColumns } from './list-query.js';

let t: TestApp;
const columns: ListColumns = {
  first_name: users.firstName,
  email: users.email,
  role: users.role,
  created_at: users.createdAt,
};
const rules = { defaultSortBy: 'first_name', defaultSearchFields: ['first_name', 'email'] };
const clientsOnly = eq(users.role, 'client');

beforeAll(async () => {
  t = await createTestApp();
  const names = ['Alice', 'Bala', 'Chen', 'Devi', 'Eng', '50%Off', 'Farah'];
  for (const [i, name] of names.entries()) {
    await createUser(t.database.db, {
      role: i === 3 ? 'merchant' : 'client',
      email: `${name.toLowerCase().replace('%', '')}@list.sg`,
      firstName: name,
    });
  }
});
afterAll(() => t.close());

const run = (input: Record<string, string>) =>
  listPage(t.database.db, users, parseList(input, columns, rules), columns, { tieBreaker: users.id });

describe('listPage on a real table', () => {
  it('pages with a total count', async () => {
    const page2 = await run({ page: '2', rowsPerPage: '3', sortBy: 'first_name', sort: 'asc' });
    expect(page2.totalCount).toBe(7);
    expect(page2.items.map((u) => u.firstName)).toEqual(['Chen', 'Devi', 'Eng']);
  });

  it('sorts descending', async () => {
    const res = await run({ sortBy: 'first_name', sort: 'desc', rowsPerPage: '2' });
    expect(res.items.map((u) => u.firstName)).toEqual(['Farah', 'Eng']);
  });

  it('filters with find/findBy and findNin', async () => {
    expect((await run({ find: 'merchant', findBy: 'role' })).items.map((u) => u.firstName)).toEqual(['Devi']);
    expect((await run({ findNin: 'role:client' })).totalCount).toBe(1);
  });

  it('searches case-insensitively and treats % literally', async () => {
    expect((await run({ search: 'CHEN' })).items.map((u) => u.firstName)).toEqual(['Chen']);
    expect((await run({ search: '50%' })).items.map((u) => u.firstName)).toEqual(['50%Off']);
    expect((await run({ search: '%' })).totalCount).toBe(1);
  });

  it('combines a base condition with the query', async () => {
    const q = parseList({ rowsPerPage: '100' }, columns, rules);
    const res = await listPage(t.database.db, users, q, columns, {
      tieBreaker: users.id,
      where: clientsOnly,
    });
    expect(res.totalCount).toBe(6);
  });
});
