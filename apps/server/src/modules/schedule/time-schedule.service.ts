import {
  ProjectTimeSchedule,
  type ProjectTimeScheduleView,
  type SessionUser,
  isProjectFeatureUnlocked,
} from '@reno/domain';
import type { DbOrTx } from '../../db/client.js';
import { projectTimeSchedules } from '../../db/schema/schedule.js';
import { projectPaymentStage } from '../payments/payments.service.js';
import { servicesScheduleOf } from '../operations/services-schedule-read.service.js';
import { getProjectForViewer } from '../projects/project-lookup.service.js';
import { findTimeSchedule, toSchedule } from './time-schedule-read.service.js';

export { findTimeSchedule } from './time-schedule-read.service.js';

/**
 * GET /projects/{id}/time-schedule: the owner (or an admin) reads the schedule and the stage gate.
 * The gate reads the payment stage (spec §4: 1 until the deposit is approved, then one more per
 * approved stage), not the stored project stage, which Design Now already sets to 3 for a quoted project.
 */
export async function getTimeSchedule(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
): Promise<ProjectTimeScheduleView> {
  const project = await getProjectForViewer(db, viewer, projectId);
  const [schedule, stage, services] = await Promise.all([
    findTimeSchedule(db, project._id),
    projectPaymentStage(db, project._id),
    servicesScheduleOf(db, [project._id]),
  ]);
  const unlocked = isProjectFeatureUnlocked(stage, schedule !== null);
  return {
    project_id: project._id,
    project_name: project.name,
    stage,
    is_unlocked: unlocked,
    schedule,
    // Issue 12: the days of works, behind the same gate as the meetings.
    services_schedule: unlocked ? services.map(({ project_id: _, ...entry }) => entry) : [],
  };
}

/**
 * Sets the project's meetings (one schedule per project: a second call replaces the first). The admin
 * screen that calls it is a later issue; the demo seed uses it today.
 */
export async function setTimeSchedule(
  db: DbOrTx,
  projectId: string,
  input: ProjectTimeSchedule,
  updatedBy: string | null,
): Promise<ProjectTimeSchedule> {
  const schedule = ProjectTimeSchedule.parse(input);
  const values = {
    meeting1: schedule.meeting_1,
    meeting2: schedule.meeting_2,
    meeting3: schedule.meeting_3,
    updatedBy,
  };
  const [row] = await db
    .insert(projectTimeSchedules)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: projectTimeSchedules.projectId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('time schedule upsert returned nothing');
  return toSchedule(row);
}
