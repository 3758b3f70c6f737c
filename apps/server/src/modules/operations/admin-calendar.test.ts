import { AdminCalendarMonth, addCalendarDays } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { DEMO_PASSWORD, seedDemoData, seedDemoProjects } from '../../db/seed/demo.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';

/** Issue 18 item 7: the admin calendar shows every project's meetings and works (the demo schedule). */
let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  await seedDemoData(t.database.db);
  await seedDemoProjects(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { identity: 'admin@demo.sg', password: DEMO_PASSWORD, remember: false },
  });
  admin = `reno_session=${res.cookies.find((c) => c.name === 'reno_session')?.value ?? ''}`;
}, 120_000);
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, ...(cookie ? { headers: { cookie } } : {}) });

describe('admin calendar (issue 18 item 7)', () => {
  it("shows the month's meetings and works of every project", async () => {
    const sgToday = new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const meeting = addCalendarDays(sgToday, 14);
    const works = addCalendarDays(sgToday, 16);
    const month = AdminCalendarMonth.parse(
      (await get(`/admin/calendar?month=${meeting.slice(0, 7)}`, admin)).json().result,
    );
    expect(month.month_start).toBe(`${meeting.slice(0, 7)}-01`);
    expect(month.events).toContainEqual(
      expect.objectContaining({ date: meeting, kind: 'meeting', label: 'Meeting 1' }),
    );
    if (works.slice(0, 7) === meeting.slice(0, 7))
      expect(month.events).toContainEqual(expect.objectContaining({ date: works, kind: 'works' }));
    expect(month.events.every((e) => e.date >= month.month_start && e.date <= month.month_end)).toBe(true);
    const empty = AdminCalendarMonth.parse((await get('/admin/calendar?month=2001-02', admin)).json().result);
    expect(empty).toEqual({ month_start: '2001-02-01', month_end: '2001-02-28', events: [] });
    expect((await get('/admin/calendar?month=2001-13', admin)).statusCode).toBe(400);
  });

  it('is for the admin with the calendar flag only', async () => {
    const limited = await loginAs(t, 'admin', { permissions: ['transaction'] });
    const client = await loginAs(t, 'client');
    expect((await get('/admin/calendar')).statusCode).toBe(401);
    expect((await get('/admin/calendar', client.cookie)).statusCode).toBe(403);
    expect((await get('/admin/calendar', limited.cookie)).statusCode).toBe(403);
    expect((await get('/admin/calendar', admin)).statusCode).toBe(200);
  });
});
