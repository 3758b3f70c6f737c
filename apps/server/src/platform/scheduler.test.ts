import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { claimScheduledRun } from './scheduler.js';

// Meaningful on PostgreSQL (TEST_DATABASE_URL), where the claims run on separate connections at once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('scheduled job claims (issue 15 "Several processes")', () => {
  it('give one run per period to exactly one of several processes claiming at once', async () => {
    const claims = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((p) => claimScheduledRun(t.database.db, 'test-job', 60_000, p)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Within the period nobody runs it again.
    expect(await claimScheduledRun(t.database.db, 'test-job', 60_000, 'a')).toBe(false);
    // Once the period has passed, the next claim runs it.
    await t.database.db.execute(
      sql`UPDATE scheduled_jobs SET next_run_at = now() - interval '1 second' WHERE name = 'test-job'`,
    );
    expect(await claimScheduledRun(t.database.db, 'test-job', 60_000, 'b')).toBe(true);
    const [row] = await queryRows<{ last_run_by: string }>(
      t.database.db,
      sql`SELECT last_run_by FROM scheduled_jobs WHERE name = 'test-job'`,
    );
    expect(row?.last_run_by).toBe('b');
  });
});
