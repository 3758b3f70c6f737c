import { eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET/POST /client (the client's own profile)", () => {
  it('shows and updates the client-list fields', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    const got = await t.app.inject({ method: 'GET', url: '/api/v1/client', headers: { cookie } });
    expect(got.json().result).toMatchObject({
      _id: user.id,
      email: user.email,
      member_status: 'Gold',
      country: 'Singapore',
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client',
      headers: { cookie },
      payload: {
        first_name: 'Mei Ling',
        billing_address: '1 Orchard Road',
        postal_code: '238801',
        gender: 'Female',
        date_of_birth: '1990-05-01',
      },
    });
    expect(saved.json()).toMatchObject({
      success: true,
      message: 'Profile updated',
      result: {
        first_name: 'Mei Ling',
        billing_address: '1 Orchard Road',
        postal_code: '238801',
        date_of_birth: '1990-05-01',
      },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastName).toBe('User');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client',
      headers: { cookie },
      payload: { first_name: 'M3i' },
    });
    expect(bad.json().message).toBe('Only letters and spaces are allowed');
  });

  it('is for clients only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/client' })).statusCode).toBe(401);
    const merchant = await loginAs(t, 'merchant');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/client', headers: { cookie: merchant.cookie } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /activity (spec "User activity log")', () => {
  it('records user, role, action and api for a signed-in user only', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/activity',
      headers: { cookie },
      payload: { action: 'page_view', api: '/client-dashboard' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await queryRows<{ role: string; action: string; api: string }>(
      t.database.db,
      sql`SELECT role, action, api FROM activity_log WHERE user_id = ${user.id}`,
    );
    expect(rows).toEqual([{ role: 'client', action: 'page_view', api: '/client-dashboard' }]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/activity', payload: { action: 'page_view' } }))
        .statusCode,
    ).toBe(401);
  });
});
