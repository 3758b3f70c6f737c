import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/health', () => {
  it('answers success with the database driver and the migration state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.result.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.result.migrations.upToDate).toBe(true);
    expect(body.result.migrations.applied).toBeGreaterThan(0);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
