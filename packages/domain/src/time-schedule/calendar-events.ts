// The calendar's days, computed from a time schedule without zod: the client dashboard's calendar reads
// this, and the dashboard loads no zod (issue 19: under 250 KB of JavaScript). The schemas stay in
// ./time-schedule.ts; a module holding both ships zod wherever either is used.
import { PROGRESSIVE_STAGE_PERCENT } from '../payments/progressive-payment.js';
import type { ProjectTimeSchedule } from './time-schedule.js';

/** Spec §9 "Calendar: week starts Monday" (0 = Sunday, 1 = Monday, as dayjs and Date count). */
export const CALENDAR_WEEK_START = 1;
/** Spec §9: "PP start is meeting minus 8 days, PP end meeting minus 4 days". */
export const PP_START_DAYS_BEFORE_MEETING = 8;
export const PP_END_DAYS_BEFORE_MEETING = 4;

export const timeScheduleTexts = {
  title: 'Time Schedule',
  noSchedule: 'Your time schedule has not been set yet. Our representative will add your meetings here.', // ours
  meeting: (n: number) => `Meeting ${n}`,
  ppStart: (percent: number) => `PP start (${percent}% payment)`,
  ppEnd: (percent: number) => `PP end (${percent}% payment)`,
  stageEnd: (stage: number) => `Stage ${stage} end`,
} as const;

/**
 * Spec "Payment panel": "Tab content unlocks only when project stage is 2 or more or a time schedule
 * exists; otherwise 'Pay 2nd Progressive Payment to unlock this feature'".
 */
export const isProjectFeatureUnlocked = (stage: number, hasTimeSchedule: boolean): boolean =>
  stage >= 2 || hasTimeSchedule;

export type CalendarEventKind = 'ppStart' | 'ppEnd' | 'stageEnd' | 'meeting';

export interface CalendarEvent {
  date: string;
  kind: CalendarEventKind;
  /** 1 to 3: the meeting this event belongs to. */
  meeting: 1 | 2 | 3;
  label: string;
}

const MEETINGS = [1, 2, 3] as const;
/** Meeting n is preceded by the payment of stage n + 2 (40%, 45%, 5%) and closes stage n + 1. */
const payingStage = (meeting: 1 | 2 | 3) => (meeting + 2) as 3 | 4 | 5;

/** Date-only arithmetic in UTC, so no time zone or daylight saving shift can move a day. */
export function addCalendarDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== date)
    throw new RangeError(`Not a calendar date: ${date}`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const KIND_ORDER: Record<CalendarEventKind, number> = { ppStart: 0, ppEnd: 1, stageEnd: 2, meeting: 3 };

/**
 * Spec §9 "Calendar: … PP start is meeting minus 8 days, PP end meeting minus 4 days; three meetings and
 * three stage ends". For each fixed meeting: the progressive-payment window before it, and the stage
 * end. The spec gives no date of its own for a stage end, and the time schedule holds only the three
 * meetings, so a stage end is the meeting day itself: after the 10% (stage 2) the remaining payments
 * are 40%, 45% and 5% (stages 3 to 5), one per meeting; each is paid in the window before its meeting,
 * and the meeting closes the stage before it and starts the paid one. Meeting 1 ends stage 2, meeting 2
 * stage 3, meeting 3 stage 4 (stage 5 ends at handover, which the schedule does not hold).
 */
export function timeScheduleEvents(schedule: ProjectTimeSchedule | null): CalendarEvent[] {
  if (!schedule) return [];
  const events: CalendarEvent[] = [];
  for (const n of MEETINGS) {
    const meeting = schedule[`meeting_${n}`];
    if (!meeting) continue;
    const percent = PROGRESSIVE_STAGE_PERCENT[payingStage(n)];
    events.push(
      {
        date: addCalendarDays(meeting, -PP_START_DAYS_BEFORE_MEETING),
        kind: 'ppStart',
        meeting: n,
        label: timeScheduleTexts.ppStart(percent),
      },
      {
        date: addCalendarDays(meeting, -PP_END_DAYS_BEFORE_MEETING),
        kind: 'ppEnd',
        meeting: n,
        label: timeScheduleTexts.ppEnd(percent),
      },
      { date: meeting, kind: 'stageEnd', meeting: n, label: timeScheduleTexts.stageEnd(n + 1) },
      { date: meeting, kind: 'meeting', meeting: n, label: timeScheduleTexts.meeting(n) },
    );
  }
  return events.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.meeting - b.meeting || KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
  );
}

export const hasTimeSchedule = (schedule: ProjectTimeSchedule | null): boolean =>
  schedule !== null && MEETINGS.some((n) => schedule[`meeting_${n}`] !== null);
