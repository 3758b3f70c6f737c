import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectServices } from '../../db/schema/operations.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { seedDemoData, seedDemoProjects } from '../../db/seed/demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 12's hand-written migration 0016: a project whose deposit was approved before project services
 * existed gets the same services the approval makes today.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  await seedDemoData(t.database.db);
  await seedDemoProjects(t);
}, 120_000);
afterAll(() => t.close());

const backfill = async () =>
  readFile(
    fileURLToPath(new URL('../../db/migrations/0016_operations_backfill.sql', import.meta.url)),
    'utf8',
  );

describe('0016 operations backfill', () => {
  it('recreates the services of an approved deposit exactly as the approval made them', async () => {
    const db = t.database.db;
    const made = await db.select().from(projectServices).orderBy(asc(projectServices.position));
    expect(made.length).toBeGreaterThan(0);
    const projectId = made[0]!.projectId;
    // As before issue 12: no services, none assigned.
    await db.execute(sql`delete from merchant_milestones`);
    await db.execute(sql`delete from services_schedules`);
    await db.delete(projectServices).where(eq(projectServices.projectId, projectId));
    await db.execute(sql.raw(await backfill()));
    const again = await db.select().from(projectServices).orderBy(asc(projectServices.position));
    expect(again.map((s) => [s.services, s.position, s.quotationItemIds, s.amountCents, s.status])).toEqual(
      made.map((s) => [s.services, s.position, s.quotationItemIds, s.amountCents, 'Unassigned']),
    );
    // Running it again adds nothing.
    await db.execute(sql.raw(await backfill()));
    expect(await db.select().from(projectServices)).toHaveLength(made.length);
  });
});
