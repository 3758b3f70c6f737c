import { ClientProjectList } from '@reno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/projects.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { body, create, project } from './projects.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
});
afterAll(() => t.close());

const list = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/client-projects', headers: cookie ? { cookie } : {} });

describe('GET /client-projects (client dashboard and project dashboard)', () => {
  it("lists only the session's own projects, newest first, with the dashboard's fields", async () => {
    const owner = await loginAs(t, 'client');
    const other = await loginAs(t, 'client');
    const draft = project(await create(t, owner.cookie, body(3, { first_name: 'Ann' })));
    const quoted = project(await create(t, owner.cookie, body(18, { first_name: 'Bo' })));
    await t.database.db
      .update(projects)
      .set({ renovationPostalCode: '520123', renovationAddress: '1 Tampines Ave' })
      .where(eq(projects.id, quoted._id));
    const foreign = project(await create(t, other.cookie, body(3)));

    const res = await list(owner.cookie);
    expect(res.statusCode).toBe(200);
    const { items } = ClientProjectList.parse(res.json<{ result: unknown }>().result);
    expect(items.map((p) => p._id)).toEqual([quoted._id, draft._id]);
    expect(items.some((p) => p._id === foreign._id)).toBe(false);
    const [q, d] = items;
    expect(q).toMatchObject({
      phase: 'design',
      project_type: 'design_now_2',
      postal_code: '520123',
      address: '1 Tampines Ave',
      country: 'Singapore',
      cover_image: null,
      latestPayment: null,
      has_payment_stage: false,
    });
    expect(q?.works_amount).toBeGreaterThan(0);
    expect(d?.works_amount).toBeNull();

    const { items: theirs } = ClientProjectList.parse(
      (await list(other.cookie)).json<{ result: unknown }>().result,
    );
    expect(theirs.map((p) => p._id)).toEqual([foreign._id]);
  });

  it('refuses visitors, merchants and admins', async () => {
    expect((await list()).statusCode).toBe(401);
    const merchant = await loginAs(t, 'merchant');
    const admin = await loginAs(t, 'admin');
    expect((await list(merchant.cookie)).statusCode).toBe(403);
    expect((await list(admin.cookie)).statusCode).toBe(403);
  });
});
