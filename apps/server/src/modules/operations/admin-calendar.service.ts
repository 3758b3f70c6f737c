import { type AdminCalendarMonth, type MerchantCalendarEvent, monthRange } from '@reno/domain';
import { between, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectServices, servicesSchedules } from '../../db/schema/operations.js';
import { projectRecordsByIds } from '../projects/project-records.service.js';
import { timeSchedulesWithMeetingsBetween } from '../schedule/time-schedule-read.service.js';

/** This month in Singapore (UTC+8 all year). */
const sgMonth = () => new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 7);

/**
 * Issue 18 item 7: every project's meetings (time schedule) and works (services schedule) in a month,
 * for the admin calendar. Three queries whatever the number of projects.
 */
export async function adminCalendarMonth(db: DbOrTx, month: string | undefined): Promise<AdminCalendarMonth> {
  const { start, end } = monthRange(month ?? sgMonth());
  const [schedules, works] = await Promise.all([
    timeSchedulesWithMeetingsBetween(db, start, end),
    db
      .select({ entry: servicesSchedules, services: projectServices.services })
      .from(servicesSchedules)
      .innerJoin(projectServices, eq(projectServices.id, servicesSchedules.projectServiceId))
      .where(between(servicesSchedules.date, start, end)),
  ]);
  const names = await projectRecordsByIds(db, [...schedules.keys(), ...works.map((w) => w.entry.projectId)]);
  const nameOf = (id: string) => names.get(id)?.name ?? '';
  const events: MerchantCalendarEvent[] = [];
  for (const [projectId, schedule] of schedules)
    [schedule.meeting_1, schedule.meeting_2, schedule.meeting_3].forEach((date, i) => {
      if (date && date >= start && date <= end)
        events.push({
          date,
          kind: 'meeting',
          project_id: projectId,
          project_name: nameOf(projectId),
          label: `Meeting ${i + 1}`,
          services: null,
          stage: null,
          note: null,
        });
    });
  for (const { entry, services } of works)
    events.push({
      date: entry.date,
      kind: entry.type === 'works' ? 'works' : 'other',
      project_id: entry.projectId,
      project_name: nameOf(entry.projectId),
      label: services,
      services,
      stage: entry.stage,
      note: entry.note,
    });
  events.sort((a, b) => a.date.localeCompare(b.date) || a.project_name.localeCompare(b.project_name));
  return { month_start: start, month_end: end, events };
}
