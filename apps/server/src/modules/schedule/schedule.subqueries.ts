import { type ProjectTimeSchedule, hasTimeSchedule } from '@reno/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type JsonRow, rowFromJson, rowJson } from '../../db/json-rows.js';
import { projectTimeSchedules } from '../../db/schema/schedule.js';
import { toSchedule } from './time-schedule-read.service.js';

/** The project's time schedule row as JSON, or null (embedded in another module's read, decision 025). */
export const timeScheduleSql = (projectId: SQL): SQL<JsonRow | null> => sql`(
  select ${rowJson(projectTimeSchedules)} from ${projectTimeSchedules}
  where ${projectTimeSchedules.projectId} = ${projectId} limit 1)`;

/** What `findTimeSchedule` answers: null when there is no row or no meeting fixed yet. */
export function timeScheduleFromJson(json: JsonRow | null): ProjectTimeSchedule | null {
  const schedule = json ? toSchedule(rowFromJson(projectTimeSchedules, json)) : null;
  return hasTimeSchedule(schedule) ? schedule : null;
}
