import { z } from 'zod';
import { operationsMessages as m } from '../operations/messages.js';

/** A calendar day, YYYY-MM-DD, in Singapore: meetings are days, not instants. */
export const CalendarDate = z.iso.date();

/** Spec §3 "Time schedule: meeting_1, meeting_2, meeting_3"; a meeting not fixed yet is null. */
export const ProjectTimeSchedule = z.object({
  meeting_1: /* @__PURE__ */ CalendarDate.nullable(),
  meeting_2: /* @__PURE__ */ CalendarDate.nullable(),
  meeting_3: /* @__PURE__ */ CalendarDate.nullable(),
});
export type ProjectTimeSchedule = z.infer<typeof ProjectTimeSchedule>;

/* Issue 12 (moved here so the client's time schedule can carry it). */
/** Spec §3 "Services schedule: services, date, type (works or other), stage 0 to 2". */
export const SERVICES_SCHEDULE_TYPES = ['works', 'other'] as const;
export const ServicesScheduleType = /* @__PURE__ */ z.enum(SERVICES_SCHEDULE_TYPES);
export type ServicesScheduleType = z.infer<typeof ServicesScheduleType>;
export const SERVICES_SCHEDULE_STAGES = [0, 1, 2] as const;

export const ServicesScheduleEntryInput = /* @__PURE__ */ z.object({
  /** The project service (its `_id`) the entry is for. */
  project_service_id: z.string({ error: m.required }).trim().min(1, m.required).max(64),
  date: /* @__PURE__ */ CalendarDate,
  type: ServicesScheduleType,
  stage: z
    .number({ error: m.scheduleStageRange })
    .int(m.scheduleStageRange)
    .min(0, m.scheduleStageRange)
    .max(2, m.scheduleStageRange),
  /** What happens that day, shown in the calendars (optional). */
  note: z.string().trim().max(300).optional(),
});
export type ServicesScheduleEntryInput = z.infer<typeof ServicesScheduleEntryInput>;

export const ServicesScheduleEntry = /* @__PURE__ */ ServicesScheduleEntryInput.extend({
  _id: z.string(),
  /** The service category name of the project service. */
  services: z.string(),
  note: z.string().nullable(),
});
export type ServicesScheduleEntry = z.infer<typeof ServicesScheduleEntry>;

/** GET /projects/{id}/time-schedule: the schedule (null when none exists) and whether the page opens. */
export const ProjectTimeScheduleView = z.object({
  project_id: z.string(),
  project_name: z.string(),
  stage: z.number().int(),
  /** Spec "Payment panel": unlocked when the project stage is 2 or more or a time schedule exists. */
  is_unlocked: z.boolean(),
  schedule: /* @__PURE__ */ ProjectTimeSchedule.nullable(),
  /** Issue 12: the services schedule (days of works and other visits), by date; absent before issue 12. */
  services_schedule: /* @__PURE__ */ z.array(ServicesScheduleEntry).optional(),
});
export type ProjectTimeScheduleView = z.infer<typeof ProjectTimeScheduleView>;
