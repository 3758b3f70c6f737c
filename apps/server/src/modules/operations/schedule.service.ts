import {
  type ProjectScheduleView,
  type ServicesScheduleEntry,
  type SessionUser,
  type SetProjectSchedule,
  formatDate,
  operationsMessages as m,
} from '@reno/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { projectServices, servicesSchedules } from '../../db/schema/operations.js';
import { AppError } from '../../platform/errors.js';
import { userContactsByIds } from '../accounts/user-directory.service.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { notifyMerchant, notifyUser } from '../notifications/notifications.service.js';
import { lockProjectRow } from '../projects/projects.service.js';
import { findTimeSchedule, setTimeSchedule } from '../schedule/time-schedule.service.js';
import { webLink } from './links.js';
import { projectForViewer } from './project-access.js';
import { servicesScheduleOf } from './services-schedule-read.service.js';

export { servicesScheduleOf };

const withoutProject = ({ project_id: _, ...entry }: ServicesScheduleEntry & { project_id: string }) => entry;

/** GET /projects/{id}/schedule: admin, assigned project manager, assigned merchant (its entries only), owning client. */
export async function getProjectSchedule(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
): Promise<ProjectScheduleView> {
  const project = await projectForViewer(db, viewer, projectId);
  let onlyServiceIds: string[] | undefined;
  if (viewer.role === 'merchant') {
    const own = await db
      .select({ id: projectServices.id })
      .from(projectServices)
      .where(and(eq(projectServices.projectId, project.id), eq(projectServices.merchantId, viewer._id)));
    onlyServiceIds = own.map((s) => s.id);
  }
  const [timeSchedule, entries] = await Promise.all([
    findTimeSchedule(db, project.id),
    servicesScheduleOf(db, [project.id], onlyServiceIds),
  ]);
  return {
    project_id: project.id,
    time_schedule: timeSchedule,
    services_schedule: entries.map(withoutProject),
  };
}

/**
 * PUT /projects/{id}/schedule (admin, or the project's project manager): the meetings and the whole
 * services schedule in one transaction, with the project row locked so two editors save one after the
 * other. The client and every merchant on the project are told, in the app and by e-mail.
 */
export async function setProjectSchedule(
  ctx: AppContext,
  viewer: SessionUser,
  projectId: string,
  input: SetProjectSchedule,
): Promise<ProjectScheduleView> {
  if (viewer.role !== 'admin' && viewer.role !== 'project_manager') throw new AppError('FORBIDDEN');
  const db = ctx.database.db;
  const project = await projectForViewer(db, viewer, projectId);
  await db.transaction(async (tx) => {
    await lockProjectRow(tx, project.id);
    const services = await tx
      .select({
        id: projectServices.id,
        services: projectServices.services,
        merchantId: projectServices.merchantId,
        status: projectServices.status,
      })
      .from(projectServices)
      .where(eq(projectServices.projectId, project.id));
    const byId = new Map(services.map((s) => [s.id, s]));
    const unknown = input.services_schedule.findIndex((e) => !byId.has(e.project_service_id));
    if (unknown >= 0) {
      throw new AppError('BAD_REQUEST', m.scheduleServiceUnknown, [
        { field: `services_schedule.${unknown}.project_service_id`, message: m.scheduleServiceUnknown },
      ]);
    }
    await setTimeSchedule(tx, project.id, input.time_schedule, viewer._id);
    await tx.delete(servicesSchedules).where(eq(servicesSchedules.projectId, project.id));
    if (input.services_schedule.length > 0) {
      await tx.insert(servicesSchedules).values(
        input.services_schedule.map((e) => ({
          projectId: project.id,
          projectServiceId: e.project_service_id,
          date: e.date,
          type: e.type,
          stage: e.stage,
          note: e.note || null,
        })),
      );
    }
    const meetings = [
      input.time_schedule.meeting_1,
      input.time_schedule.meeting_2,
      input.time_schedule.meeting_3,
    ]
      .filter((d): d is string => d !== null)
      .map((d) => formatDate(d));
    const worksOf = (serviceIds?: Set<string>) =>
      [...input.services_schedule]
        .filter((e) => !serviceIds || serviceIds.has(e.project_service_id))
        .sort((a, b) => a.date.localeCompare(b.date))
        .map(
          (e) =>
            `${formatDate(e.date)}: ${byId.get(e.project_service_id)?.services ?? ''} (${e.type}, stage ${e.stage})`,
        );

    const merchantServices = new Map<string, Set<string>>();
    for (const s of services) {
      if (!s.merchantId) continue;
      const set = merchantServices.get(s.merchantId) ?? new Set<string>();
      set.add(s.id);
      merchantServices.set(s.merchantId, set);
    }
    const people = await userContactsByIds(tx, [project.clientId, ...merchantServices.keys()]);
    const client = people.get(project.clientId);
    if (client) {
      await notifyUser(tx, client.id, {
        action: 'schedule_set',
        content: `The schedule of ${project.name} has been set. See the dates in your time schedule.`,
        projectId: project.id,
      });
      await enqueueEmail(
        tx,
        {
          email: client.email,
          template_name: 'client_schedule_set',
          subject: `Your renovation schedule: ${project.name}`,
          data: {
            first_name: client.firstName,
            project_name: project.name,
            meetings,
            works: worksOf(),
            link: webLink(ctx, `/main-project/${project.id}/time-schedule`),
          },
        },
        { publicUrl: ctx.config.publicUrl },
      );
    }
    // Every merchant on the project (assigned or holding a service), once each, with its own works.
    const merchants = [...merchantServices.keys()].flatMap((id) => {
      const person = people.get(id);
      return person ? [person] : [];
    });
    for (const merchant of merchants) {
      await notifyMerchant(tx, merchant.id, {
        action: 'schedule_set',
        content: `The schedule of ${project.name} has been set. See your calendar.`,
        projectId: project.id,
      });
      await enqueueEmail(
        tx,
        {
          email: merchant.email,
          template_name: 'merchant_schedule_set',
          subject: `Schedule set: ${project.name}`,
          data: {
            first_name: merchant.firstName,
            project_name: project.name,
            meetings,
            works: worksOf(merchantServices.get(merchant.id)),
            link: webLink(ctx, '/merchant/calendar'),
          },
        },
        { publicUrl: ctx.config.publicUrl },
      );
    }
  });
  return getProjectSchedule(db, viewer, project.id);
}
