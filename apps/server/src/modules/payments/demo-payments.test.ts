import { ProjectPayments, ProjectTimeScheduleView } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { DEMO_PASSWORD, seedDemoData, seedDemoProjects } from '../../db/seed/demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  await seedDemoData(t.database.db);
  await seedDemoProjects(t);
});
afterAll(() => t.close());

const login = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { identity: email, password: DEMO_PASSWORD, remember: false },
  });
  const cookie = res.cookies.find((c) => c.name === 'reno_session');
  return `reno_session=${cookie?.value ?? ''}`;
};

describe('issue 6 demo data', () => {
  it('gives the demo client a project ready for checkout and one at stage 3 with the 40% waiting', async () => {
    const cookie = await login('client@demo.sg');
    const rows = await t.database.db.select({ id: projects.id }).from(projects);
    expect(rows).toHaveLength(2);
    const states = await Promise.all(
      rows.map(async (p) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/projects/${p.id}/payments`,
          headers: { cookie },
        });
        return ProjectPayments.parse(res.json<{ result: unknown }>().result);
      }),
    );
    const ready = states.find((s) => s.can_checkout);
    expect(ready?.rows[0]).toMatchObject({ stage: 1, status: 'Unpaid', amount_cents: 15_000 });
    expect(ready?.quotation_total_cents).toBeGreaterThan(0);
    const ongoing = states.find((s) => s.payment_stage === 3);
    expect(ongoing?.rows.map((r) => r.status)).toEqual([
      'Approved',
      'Approved',
      'Pending',
      'Not Received',
      'Not Received',
    ]);
    // The stage-3 project has a time schedule of three meetings for its calendar; the other has none.
    const schedules = await Promise.all(
      states.map(async (s) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/projects/${s.project_id}/time-schedule`,
          headers: { cookie },
        });
        return [
          s.payment_stage,
          ProjectTimeScheduleView.parse(res.json<{ result: unknown }>().result),
        ] as const;
      }),
    );
    const ongoingSchedule = schedules.find(([stage]) => stage === 3)?.[1].schedule;
    expect(Object.values(ongoingSchedule ?? {}).every((d) => typeof d === 'string')).toBe(true);
    expect(ongoingSchedule).not.toBeNull();
    expect(schedules.find(([stage]) => stage === 1)?.[1].schedule).toBeNull();
    const admin = await login('admin@demo.sg');
    const waiting = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payments?status=Paid',
      headers: { cookie: admin },
    });
    expect(waiting.json<{ result: { totalCount: number } }>().result.totalCount).toBe(1);
  });
});
