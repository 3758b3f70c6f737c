import { type ProjectTimeSchedule, hasTimeSchedule } from '@reno/domain';
import { between, eq, inArray, or, sql } from 'drizzle-orm';
import { type DbOrTx, preparedRead } from '../../db/client.js';
import { projectTimeSchedules } from '../../db/schema/schedule.js';

type ScheduleRow = typeof projectTimeSchedules.$inferSelect;
export const toSchedule = (row: ScheduleRow): ProjectTimeSchedule => ({
  meeting_1: row.meeting1,
  meeting_2: row.meeting2,
  meeting_3: row.meeting3,
});

/**
 * The project's time schedule, or null when none is set (no row, or no meeting fixed yet). A service
 * of its own, apart from time-schedule.service.ts, so the payments module can read it while that
 * service reads the payment stage, without the two importing each other.
 */
const timeScheduleOf = preparedRead((db) =>
  db
    .select()
    .from(projectTimeSchedules)
    .where(eq(projectTimeSchedules.projectId, sql.placeholder('projectId')))
    .limit(1)
    .prepare('time_schedule_of_project'),
);
export async function findTimeSchedule(db: DbOrTx, projectId: string): Promise<ProjectTimeSchedule | null> {
  const [row] = await timeScheduleOf(db, { projectId });
  const schedule = row ? toSchedule(row) : null;
  return hasTimeSchedule(schedule) ? schedule : null;
}

/** Issue 12: the time schedules of these projects (the merchant calendar), one query. */
export async function timeSchedulesOfProjects(
  db: DbOrTx,
  projectIds: readonly string[],
): Promise<Map<string, ProjectTimeSchedule>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(projectTimeSchedules)
    .where(inArray(projectTimeSchedules.projectId, [...projectIds]));
  return new Map(rows.map((r) => [r.projectId, toSchedule(r)]));
}

/** Issue 18: the time schedules with a meeting between these days (the admin calendar), one query. */
export async function timeSchedulesWithMeetingsBetween(
  db: DbOrTx,
  start: string,
  end: string,
): Promise<Map<string, ProjectTimeSchedule>> {
  const rows = await db
    .select()
    .from(projectTimeSchedules)
    .where(
      or(
        between(projectTimeSchedules.meeting1, start, end),
        between(projectTimeSchedules.meeting2, start, end),
        between(projectTimeSchedules.meeting3, start, end),
      ),
    );
  return new Map(rows.map((r) => [r.projectId, toSchedule(r)]));
}
