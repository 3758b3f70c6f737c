import { RewardsSummary } from '@reno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientProfiles } from '../../db/schema/index.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { approveDeposit as approveDeposit_, injectAs } from './rewards.test-helpers.js';

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
const approveDeposit = (client: { cookie: string }) => approveDeposit_(t, client, admin);

async function rewardsOf(cookie: string) {
  const res = await inject('GET', '/rewards/me', cookie);
  expect(res.statusCode).toBe(200);
  return RewardsSummary.parse(res.json<{ result: unknown }>().result);
}

describe('referrals (issue 16)', () => {
  it('credits the referrer and the new client once the new client’s deposit is approved, once', async () => {
    const referrer = await loginAs(t, 'client');
    const code = (await rewardsOf(referrer.cookie)).referral_code;
    const friend = await loginAs(t, 'client');
    await t.database.db
      .update(clientProfiles)
      .set({ affiliateCode: code })
      .where(eq(clientProfiles.userId, friend.user.id));

    const registered = await rewardsOf(referrer.cookie);
    expect(registered.referrals).toEqual([
      expect.objectContaining({ first_name: friend.user.firstName, earned: 0, status: 'Registered' }),
    ]);
    expect(registered.balance).toBe(0);

    await approveDeposit(friend);
    const credited = await rewardsOf(referrer.cookie);
    expect(credited.balance).toBe(500);
    expect(credited.referrals[0]).toMatchObject({ earned: 500, status: 'Credited' });
    const friendSummary = await rewardsOf(friend.cookie);
    expect(friendSummary.history.map((h) => [h.ezcash_category, h.ezcash_amount])).toEqual(
      expect.arrayContaining([
        ['Referral Welcome', 200],
        ['New Register', 300],
      ]),
    );
    expect(friendSummary.balance).toBe(500);

    // A second project's deposit credits nothing more.
    await approveDeposit(friend);
    expect((await rewardsOf(referrer.cookie)).balance).toBe(500);
    expect((await rewardsOf(friend.cookie)).balance).toBe(500);
  });

  it('credits nothing without a referral code', async () => {
    const client = await loginAs(t, 'client');
    await approveDeposit(client);
    expect((await rewardsOf(client.cookie)).balance).toBe(300);
  });
});
