import { randomUUID } from 'node:crypto';
import { RewardsSummary } from '@reno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ezcashTransactions } from '../../db/schema/index.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { body, create, project } from '../projects/projects.test-helpers.js';
import { injectAs } from './rewards.test-helpers.js';

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  admin = await loginAs(t, 'admin', { permissions: ['review_payments', 'manage_rewards'] });
}, 60_000);
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  injectAs(t)(method, url, cookie, payload);

async function rewardsOf(cookie: string) {
  const res = await inject('GET', '/rewards/me', cookie);
  expect(res.statusCode).toBe(200);
  return RewardsSummary.parse(res.json<{ result: unknown }>().result);
}

const adjust = (payload: object, cookie = admin.cookie) =>
  inject('POST', '/admin/ezcash', cookie, { request_id: randomUUID(), ...payload });

describe('the EZcash ledger (issue 16)', () => {
  it('awards 300 on the first Design Now project once, on the rewards page and the project card', async () => {
    const client = await loginAs(t, 'client');
    const before = await rewardsOf(client.cookie);
    expect(before).toMatchObject({ balance: 0, total_earned: 0, member_status: 'Gold', history: [] });
    expect(before.referral_code).toMatch(/^[A-Z0-9]{12}$/);

    const first = project(await create(t, client.cookie, body(3)));
    await create(t, client.cookie, body(3));
    const after = await rewardsOf(client.cookie);
    expect(after.balance).toBe(300);
    expect(after.total_earned).toBe(300);
    expect(after.history).toHaveLength(1);
    expect(after.history[0]).toMatchObject({
      ezcash_amount: 300,
      approval_status: 'Approved',
      ezcash_category: 'New Register',
      operator: 'increment',
    });

    const card = await inject('GET', `/projects/${first._id}/information`, client.cookie);
    expect(card.statusCode).toBe(200);
    expect(card.json<{ result: { ezcash_total: number } }>().result.ezcash_total).toBe(300);

    // Deleting the project keeps the award (the ledger is append-only; only project_id is cleared).
    const t2 = t.app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/${first._id}`,
      headers: { cookie: client.cookie },
    });
    expect((await t2).statusCode).toBe(200);
    expect((await rewardsOf(client.cookie)).balance).toBe(300);
  });

  it('lets an admin award and claw back with a reason, never below zero, once per submitted form', async () => {
    const client = await loginAs(t, 'client');
    const email = client.user.email;
    const requestId = randomUUID();
    const award = {
      email,
      direction: 'award',
      amount: 250,
      reason: 'Goodwill for a late visit',
      request_id: requestId,
    };
    const [a, b] = await Promise.all([adjust(award), adjust(award)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await rewardsOf(client.cookie)).balance).toBe(250);

    const tooMuch = await adjust({ email, direction: 'clawback', amount: 251, reason: 'Duplicate award' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json<{ message: string }>().message).toBe(
      'The client does not have that much EZcash to claw back.',
    );
    const back = await adjust({ email, direction: 'clawback', amount: 100, reason: 'Duplicate award' });
    expect(back.statusCode).toBe(200);
    expect(back.json<{ result: { balance: number } }>().result.balance).toBe(150);
    const summary = await rewardsOf(client.cookie);
    expect(summary).toMatchObject({ balance: 150, total_earned: 150 });
    expect(summary.history.map((h) => h.ezcash_info)).toEqual([
      'Duplicate award',
      'Goodwill for a late visit',
    ]);

    const list = await inject('GET', '/admin/ezcash?rowsPerPage=50', admin.cookie);
    expect(list.statusCode).toBe(200);
    const rows = list.json<{
      result: { items: { client_email: string; created_by_name: string | null }[] };
    }>().result.items;
    expect(rows.filter((r) => r.client_email === email)).toHaveLength(2);
    expect(rows.find((r) => r.client_email === email)?.created_by_name).toBeTruthy();
  });

  it('is append-only: a written row cannot be changed', async () => {
    const client = await loginAs(t, 'client');
    await adjust({ email: client.user.email, direction: 'award', amount: 40, reason: 'Goodwill' });
    await expect(
      t.database.db
        .update(ezcashTransactions)
        .set({ ezcashAmount: 40_000 })
        .where(eq(ezcashTransactions.clientId, client.user.id)),
    ).rejects.toThrow();
    expect((await rewardsOf(client.cookie)).balance).toBe(40);
  });

  it('refuses bad input in words and changes nothing', async () => {
    const client = await loginAs(t, 'client');
    const email = client.user.email;
    const zero = await adjust({ email, direction: 'award', amount: 0, reason: 'x' });
    expect(zero.statusCode).toBe(400);
    expect(JSON.stringify(zero.json())).toContain(
      'The amount must be a whole number of EZcash, more than 0.',
    );
    const nobody = await adjust({
      email: 'nobody@test.sg',
      direction: 'award',
      amount: 5,
      reason: 'Goodwill',
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json<{ message: string }>().message).toBe('No client with this email.');
    expect((await rewardsOf(client.cookie)).history).toEqual([]);
  });

  it('keeps the admin ledger to admins with the manage_rewards permission, the rewards page to clients', async () => {
    const client = await loginAs(t, 'client');
    const other = await loginAs(t, 'admin', { permissions: ['outbox'] });
    expect((await inject('GET', '/admin/ezcash')).statusCode).toBe(401);
    expect((await inject('GET', '/admin/ezcash', client.cookie)).statusCode).toBe(403);
    expect((await inject('GET', '/admin/ezcash', other.cookie)).statusCode).toBe(403);
    const award = { email: client.user.email, direction: 'award', amount: 5, reason: 'Goodwill' };
    expect((await adjust(award, client.cookie)).statusCode).toBe(403);
    expect((await inject('GET', '/rewards/me')).statusCode).toBe(401);
    expect((await inject('GET', '/rewards/me', admin.cookie)).statusCode).toBe(403);
  });

  it('a claw back never takes a balance below zero, however many arrive at once', async () => {
    const client = await loginAs(t, 'client');
    const email = client.user.email;
    await adjust({ email, direction: 'award', amount: 300, reason: 'Opening balance' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => adjust({ email, direction: 'clawback', amount: 100, reason: 'Race' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(7);
    expect((await rewardsOf(client.cookie)).balance).toBe(0);
  });
});
