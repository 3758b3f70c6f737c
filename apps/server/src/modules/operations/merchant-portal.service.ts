import {
  COMPLETED_SERVICE_STATUSES,
  MERCHANT_HELD_STATUSES,
  type MerchantCalendarEvent,
  type MerchantCalendarWeek,
  type MerchantProjectDetail,
  type MerchantProjectPage,
  type MerchantProjectsQuery,
  type MerchantTransactionPage,
  type MerchantTransactionsQuery,
  type ProjectServiceStatus,
  type SessionUser,
  addCalendarDays,
  milestoneViews,
  weekStartMonday,
} from '@reno/domain';
import { and, asc, between, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectServices, servicesSchedules } from '../../db/schema/operations.js';
import { userContactsByIds } from '../accounts/user-directory.service.js';
import { projectRecordsByIds } from '../projects/project-records.service.js';
import { findTimeSchedule, timeSchedulesOfProjects } from '../schedule/time-schedule-read.service.js';
import { milestonesOf } from './milestones.service.js';
import { projectForViewer } from './project-access.js';
import { filesOfProjects } from './project-files.service.js';
import { servicesOfProjects, servicesWithLines } from './project-services.service.js';
import { servicesScheduleOf } from './schedule.service.js';
import { merchantOrderTransactions } from '../variation-orders/merchant-orders.service.js';

const HELD = [...MERCHANT_HELD_STATUSES];

/**
 * The project overview's lists: incoming (a service assigned to the merchant, waiting for its answer)
 * and current (a service it accepted). Paged by project, newest assignment first; a fixed number of
 * queries whatever the page size.
 */
export async function listMerchantProjects(
  db: DbOrTx,
  merchant: Pick<SessionUser, '_id'>,
  query: MerchantProjectsQuery,
): Promise<MerchantProjectPage> {
  const statuses = query.status === 'incoming' ? ['Assigned'] : HELD;
  const mine = and(eq(projectServices.merchantId, merchant._id), inArray(projectServices.status, statuses));
  const latest = sql<Date>`max(coalesce(${projectServices.assignedAt}, ${projectServices.statusDate}))`;
  const [pageRows, totals] = await Promise.all([
    db
      .select({ projectId: projectServices.projectId, assignedAt: latest })
      .from(projectServices)
      .where(mine)
      .groupBy(projectServices.projectId)
      .orderBy(desc(latest), asc(projectServices.projectId))
      .limit(query.rowsPerPage)
      .offset((query.page - 1) * query.rowsPerPage),
    db
      .select({ n: sql<number>`count(distinct ${projectServices.projectId})::int` })
      .from(projectServices)
      .where(mine),
  ]);
  const ids = pageRows.map((r) => r.projectId);
  const [byId, services] = await Promise.all([
    projectRecordsByIds(db, ids),
    servicesOfProjects(db, ids, merchant._id),
  ]);
  const clients = await userContactsByIds(
    db,
    [...byId.values()].map((p) => p.clientId),
  );
  return {
    totalCount: Number(totals[0]?.n ?? 0),
    items: pageRows.flatMap(({ projectId, assignedAt }) => {
      const project = byId.get(projectId);
      if (!project) return [];
      const client = clients.get(project.clientId);
      const own = services.filter((s) => s.projectId === projectId && statuses.includes(s.status));
      return [
        {
          _id: projectId,
          name: project.name,
          phase: project.phase,
          stage: project.stage,
          renovation_address: project.renovationAddress,
          renovation_postal_code: project.renovationPostalCode,
          client_name: client ? `${client.firstName} ${client.lastName}`.trim() : '',
          services: own.map((s) => ({
            _id: s.id,
            services: s.services,
            status: s.status as ProjectServiceStatus,
            amount_cents: s.amountCents,
          })),
          amount_cents: own.reduce((n, s) => n + s.amountCents, 0),
          assigned_at: new Date(assignedAt).toISOString(),
        },
      ];
    }),
  };
}

/**
 * GET /merchant/projects/{id}: only while one of its services is assigned to it (else 404), and only
 * its own services, their lines and amounts: never the rest of the quotation or the client's contacts.
 */
export async function getMerchantProject(
  db: DbOrTx,
  merchant: SessionUser,
  projectId: string,
): Promise<MerchantProjectDetail> {
  const project = await projectForViewer(db, merchant, projectId);
  const rows = (await servicesOfProjects(db, [project.id], merchant._id)).filter(
    (s) => s.status === 'Assigned' || HELD.includes(s.status as ProjectServiceStatus),
  );
  const [services, timeSchedule, schedule, milestones, files, people] = await Promise.all([
    servicesWithLines(db, rows),
    findTimeSchedule(db, project.id),
    servicesScheduleOf(
      db,
      [project.id],
      rows.map((r) => r.id),
    ),
    milestonesOf(db, [project.id], merchant._id),
    filesOfProjects(db, [project.id]),
    userContactsByIds(db, [project.clientId, project.projectManagerId]),
  ]);
  const client = people.get(project.clientId);
  const pm = project.projectManagerId ? people.get(project.projectManagerId) : undefined;
  return {
    _id: project.id,
    name: project.name,
    phase: project.phase,
    stage: project.stage,
    renovation_address: project.renovationAddress,
    renovation_postal_code: project.renovationPostalCode,
    renovation_unit_number: project.renovationUnitNumber,
    client_name: client ? `${client.firstName} ${client.lastName}`.trim() : '',
    project_manager: pm
      ? { name: `${pm.firstName} ${pm.lastName}`.trim(), email: pm.email, handphone_no: pm.handphoneNo }
      : null,
    is_current: rows.some((r) => HELD.includes(r.status as ProjectServiceStatus)),
    services,
    amount_cents: rows.reduce((n, r) => n + r.amountCents, 0),
    time_schedule: timeSchedule,
    services_schedule: schedule.map(({ project_id: _, ...entry }) => entry),
    milestones: milestoneViews(milestones.get(`${project.id}:${merchant._id}`) ?? []),
    files,
  };
}

/**
 * transactions/all, ongoing-vo, service-fee, completed. Today a merchant's money is its accepted
 * project services (the service fee); ongoing-vo lists its accepted variation orders.
 */
export async function listMerchantTransactions(
  db: DbOrTx,
  merchant: SessionUser,
  query: MerchantTransactionsQuery,
): Promise<MerchantTransactionPage> {
  // Issue 13: the merchant's accepted variation orders, from their module.
  if (query.tab === 'ongoing-vo')
    return merchantOrderTransactions(db, merchant, 'ongoing-vo', query.page, query.rowsPerPage);
  const statuses = query.tab === 'completed' ? [...COMPLETED_SERVICE_STATUSES] : HELD;
  const where = and(eq(projectServices.merchantId, merchant._id), inArray(projectServices.status, statuses));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(projectServices)
      .where(where)
      .orderBy(desc(projectServices.statusDate), asc(projectServices.id))
      .limit(query.rowsPerPage)
      .offset((query.page - 1) * query.rowsPerPage),
    db
      .select({ n: count(), sum: sql<string>`coalesce(sum(${projectServices.amountCents}), 0)` })
      .from(projectServices)
      .where(where),
  ]);
  const names = await projectRecordsByIds(
    db,
    rows.map((r) => r.projectId),
  );
  return {
    totalCount: Number(totals[0]?.n ?? 0),
    total_amount_cents: Number(totals[0]?.sum ?? 0),
    items: rows.map((service) => ({
      _id: service.id,
      type: 'Service Fee' as const,
      project_id: service.projectId,
      project_name: names.get(service.projectId)?.name ?? '',
      services: service.services,
      amount_cents: service.amountCents,
      status: service.status,
      status_date: service.statusDate.toISOString(),
    })),
  };
}

/** Today in Singapore (UTC+8 all year), as a calendar day. */
const sgToday = () => new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * merchant/calendar: the week (Monday to Sunday, spec §9) of the merchant's meetings and works across
 * every project where it holds a service. A fixed number of queries whatever the number of projects.
 */
export async function merchantCalendarWeek(
  db: DbOrTx,
  merchant: SessionUser,
  week: string | undefined,
): Promise<MerchantCalendarWeek> {
  const start = weekStartMonday(week ?? sgToday());
  const end = addCalendarDays(start, 6);
  const held = await db
    .select({
      id: projectServices.id,
      projectId: projectServices.projectId,
      services: projectServices.services,
    })
    .from(projectServices)
    .where(and(eq(projectServices.merchantId, merchant._id), inArray(projectServices.status, HELD)));
  const projectIds = [...new Set(held.map((h) => h.projectId))];
  if (projectIds.length === 0) return { week_start: start, week_end: end, events: [] };
  const servicesById = new Map(held.map((h) => [h.id, h.services]));
  const [schedules, works, names] = await Promise.all([
    timeSchedulesOfProjects(db, projectIds),
    db
      .select()
      .from(servicesSchedules)
      .where(
        and(
          inArray(
            servicesSchedules.projectServiceId,
            held.map((h) => h.id),
          ),
          between(servicesSchedules.date, start, end),
        ),
      ),
    projectRecordsByIds(db, projectIds),
  ]);
  const nameOf = (id: string) => names.get(id)?.name ?? '';
  const events: MerchantCalendarEvent[] = [];
  for (const [projectId, schedule] of schedules) {
    ([schedule.meeting_1, schedule.meeting_2, schedule.meeting_3] as const).forEach((date, i) => {
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
  }
  for (const entry of works) {
    const services = servicesById.get(entry.projectServiceId) ?? '';
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
  }
  events.sort((a, b) => a.date.localeCompare(b.date) || a.project_name.localeCompare(b.project_name));
  return { week_start: start, week_end: end, events };
}
