import { z } from 'zod';
import {
  CalendarDate,
  ProjectTimeSchedule,
  ServicesScheduleEntry,
  ServicesScheduleEntryInput,
} from '../time-schedule/time-schedule.js';
import { operationsMessages as m } from './messages.js';

export type ScheduleIssue = { path: (string | number)[]; message: string };

/**
 * Issue 12 item 3: the meetings "must be in order". A later meeting needs the earlier ones (no meeting 2
 * without meeting 1) and falls strictly after them; meetings not fixed yet are null.
 */
export function meetingOrderIssues(schedule: ProjectTimeSchedule): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const meetings = [schedule.meeting_1, schedule.meeting_2, schedule.meeting_3];
  let previous: string | null = null;
  let gap = false;
  meetings.forEach((date, i) => {
    const path = ['time_schedule', `meeting_${i + 1}`];
    if (date === null) {
      gap = true;
      return;
    }
    if (gap) issues.push({ path, message: m.meetingGap });
    else if (previous !== null && date <= previous) issues.push({ path, message: m.meetingsOutOfOrder });
    previous = date;
  });
  return issues;
}

/** PUT /projects/{id}/schedule (admin or the project's project manager): both schedules at once. */
export const SetProjectSchedule = z
  .object({
    time_schedule: ProjectTimeSchedule,
    /** The whole services schedule: it replaces what was there. */
    services_schedule: z.array(ServicesScheduleEntryInput).max(200),
  })
  .superRefine((value, ctx) => {
    for (const issue of meetingOrderIssues(value.time_schedule)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type SetProjectSchedule = z.infer<typeof SetProjectSchedule>;
export type SetProjectScheduleInput = z.input<typeof SetProjectSchedule>;

/** GET /projects/{id}/schedule: both schedules (a merchant gets only its services' entries). */
export const ProjectScheduleView = z.object({
  project_id: z.string(),
  time_schedule: ProjectTimeSchedule.nullable(),
  services_schedule: z.array(ServicesScheduleEntry),
});
export type ProjectScheduleView = z.infer<typeof ProjectScheduleView>;

/** Monday of the week holding `date` (spec §9 "Calendar: week starts Monday"), date-only in UTC. */
export function weekStartMonday(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not a calendar date: ${date}`);
  const back = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

/** GET /merchant/calendar?week=YYYY-MM-DD: any day of the week wanted; the reply starts on its Monday. */
export const MerchantCalendarQuery = z.object({ week: CalendarDate.optional() });
export type MerchantCalendarQuery = z.infer<typeof MerchantCalendarQuery>;

export const MerchantCalendarEvent = z.object({
  date: CalendarDate,
  kind: z.enum(['meeting', 'works', 'other']),
  project_id: z.string(),
  project_name: z.string(),
  /** Meeting 1 to 3, or the service's category name. */
  label: z.string(),
  services: z.string().nullable(),
  stage: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type MerchantCalendarEvent = z.infer<typeof MerchantCalendarEvent>;

export const MerchantCalendarWeek = z.object({
  week_start: CalendarDate,
  week_end: CalendarDate,
  events: z.array(MerchantCalendarEvent),
});
export type MerchantCalendarWeek = z.infer<typeof MerchantCalendarWeek>;

/** Issue 18: GET /admin/calendar?month=YYYY-MM, every project's meetings and works in that month. */
export const AdminCalendarQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM.')
    .optional(),
});
export type AdminCalendarQuery = z.infer<typeof AdminCalendarQuery>;

export const AdminCalendarMonth = z.object({
  month_start: CalendarDate,
  month_end: CalendarDate,
  events: z.array(MerchantCalendarEvent),
});
export type AdminCalendarMonth = z.infer<typeof AdminCalendarMonth>;

/** The first and last day of a YYYY-MM month (UTC date arithmetic, so no time zone moves a day). */
export function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}
