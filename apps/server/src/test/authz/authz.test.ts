import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { PAYMENTS_ONLY_PERMISSIONS } from '@reno/domain';
import { activityLog } from '../../db/schema/logs.js';
import { eq } from 'drizzle-orm';
import { AUTHZ_ROLES, expectedAnswer, type AuthzRole, type AuthzWorld } from './authz-table.js';
import { authzRows } from './authz-rows.js';
import { buildAuthzWorld } from './authz-world.test-helpers.js';

/**
 * Issue 15: every API route × every kind of caller answers as its row says. A route without a row fails
 * the first test, so a new route cannot ship without someone writing down who may use it.
 */
const registered: string[] = [];
const collect = (route: RouteOptions) => {
  if (!route.url.startsWith('/api/v1/')) return;
  for (const method of [route.method].flat())
    if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
};

let t: TestApp;
let world: AuthzWorld;
beforeAll(async () => {
  // The per-IP limits are per test caller below; the per-minute API limit is not what is tested here.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { onRoute: collect });
  world = await buildAuthzWorld(t);
}, 180_000);
afterAll(() => t?.close());

/** The owner asks last: a row whose owner changes a record has seen every refusal first. */
const ORDER: AuthzRole[] = [
  'visitor',
  'otherClient',
  'merchant',
  'otherMerchant',
  'projectManager',
  'limitedAdmin',
  'admin',
  'client',
];

describe('authorization table (issue 15)', () => {
  it('has a row for every route, and no row for a route that does not exist', () => {
    expect(new Set(AUTHZ_ROLES)).toEqual(new Set(ORDER));
    const rows = authzRows.map((r) => r.route);
    expect(
      rows.filter((r, i) => rows.indexOf(r) !== i),
      'routes with two rows',
    ).toEqual([]);
    expect(registered.length).toBeGreaterThan(50);
    expect(
      registered.filter((r) => !rows.includes(r as never)),
      'routes without a row',
    ).toEqual([]);
    expect(
      rows.filter((r) => !registered.includes(r)),
      'rows without a route',
    ).toEqual([]);
  });

  it('answers every route × caller as written', async () => {
    const wrong: string[] = [];
    let caller = 0;
    for (const row of authzRows) {
      const method = row.route.slice(0, row.route.indexOf(' ')) as 'GET';
      for (const role of ORDER) {
        caller += 1;
        const req = await row.request(world, role);
        const cookie = world.actors[role].cookie;
        const res = await t.app.inject({
          method,
          url: req.url,
          // Each caller from its own address, so the per-IP limits of the public forms do not answer.
          remoteAddress: `10.${Math.floor(caller / 250) % 250}.${caller % 250}.7`,
          headers: { ...(cookie ? { cookie } : {}), ...req.headers },
          ...(req.payload !== undefined ? { payload: req.payload as string } : {}),
        });
        const expected = expectedAnswer(row, role, PAYMENTS_ONLY_PERMISSIONS);
        if (res.statusCode !== expected) {
          wrong.push(
            `${row.route} as ${role}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it("logs the limited admin's refused attempts (issue 18)", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/outbox?channel=email',
      headers: { cookie: world.actors.limitedAdmin.cookie! },
    });
    expect(res.statusCode).toBe(403);
    const lines = await t.database.db
      .select({ action: activityLog.action, api: activityLog.api })
      .from(activityLog)
      .where(eq(activityLog.userId, world.actors.limitedAdmin.userId!));
    expect(lines).toContainEqual({ action: 'permission_denied:outbox', api: 'GET /api/v1/admin/outbox' });
  });
});
