import { ProjectPayments, ProjectTimeScheduleView } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { body, create, project } from '../projects/projects.test-helpers.js';
import { setTimeSchedule } from './time-schedule.service.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  owner = await loginAs(t, 'client');
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, ...(cookie ? { headers: { cookie } } : {}) });

async function quotedProject() {
  const res = await create(t, owner.cookie, body(18));
  expect(res.statusCode).toBe(200);
  return project(res)._id;
}

const view = async (id: string, cookie = owner.cookie) => {
  const res = await get(`/projects/${id}/time-schedule`, cookie);
  expect(res.statusCode).toBe(200);
  return ProjectTimeScheduleView.parse(res.json<{ result: unknown }>().result);
};

describe('GET /projects/{id}/time-schedule', () => {
  it('has no schedule and stays locked before the deposit is approved', async () => {
    const id = await quotedProject();
    // Design Now stores stage 3 for a quoted project; the gate reads the payment stage (1).
    expect(await view(id)).toMatchObject({ project_id: id, stage: 1, is_unlocked: false, schedule: null });
    const payments = ProjectPayments.parse(
      (await get(`/projects/${id}/payments`, owner.cookie)).json<{ result: unknown }>().result,
    );
    expect(payments.is_feature_unlocked).toBe(false);
  });

  it('unlocks the stage gate once a time schedule exists, for the owner and an admin', async () => {
    const id = await quotedProject();
    await setTimeSchedule(
      t.database.db,
      id,
      { meeting_1: '2027-01-05', meeting_2: '2027-03-03', meeting_3: null },
      null,
    );
    const expected = {
      is_unlocked: true,
      schedule: { meeting_1: '2027-01-05', meeting_2: '2027-03-03', meeting_3: null },
    };
    expect(await view(id)).toMatchObject(expected);
    const admin = await loginAs(t, 'admin');
    expect(await view(id, admin.cookie)).toMatchObject(expected);
    const payments = ProjectPayments.parse(
      (await get(`/projects/${id}/payments`, owner.cookie)).json<{ result: unknown }>().result,
    );
    expect(payments.is_feature_unlocked).toBe(true);

    // One schedule per project: setting it again replaces the meetings.
    await setTimeSchedule(
      t.database.db,
      id,
      { meeting_1: '2027-01-12', meeting_2: null, meeting_3: null },
      null,
    );
    expect((await view(id)).schedule).toEqual({ meeting_1: '2027-01-12', meeting_2: null, meeting_3: null });
  });

  it('refuses another client (404), a merchant (403) and a visitor (401)', async () => {
    const id = await quotedProject();
    const other = await loginAs(t, 'client');
    expect((await get(`/projects/${id}/time-schedule`, other.cookie)).statusCode).toBe(404);
    const merchant = await loginAs(t, 'merchant');
    expect((await get(`/projects/${id}/time-schedule`, merchant.cookie)).statusCode).toBe(403);
    expect((await get(`/projects/${id}/time-schedule`)).statusCode).toBe(401);
    expect((await get('/projects/no-such-project/time-schedule', owner.cookie)).statusCode).toBe(404);
  });
});
