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
import { and, asc, between, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { projectServices, servicesSchedules } from '../../db/schema/operations.js';
import { projects } from '../../db/schema/projects.js';
import { projectTimeSchedules } from '../../db/schema/schedule.js';
import { findTimeSchedule } from '../schedule/time-schedule-read.service.js';
import { milestonesOf } from './milestones.service.js';
import { projectForViewer } from './project-access.js';
import { filesOfProjects } from './project-files.service.js';
import { servicesOfProjects, servicesWithLines } from './project-services.service.js';
import { servicesScheduleOf } from './schedule.service.js';

const HELD = [...MERCHANT_HELD_STATUSES];

/**
 * The project overview's lists: incoming (a service assigned to the merchant, waiting for its answer)
 * and current (a service it accepted). Paged by project, newest assignment first; two queries for the
 * page and one for the total, whatever the page size.
 */
export async function listMerchantProjects(
  db: DbOrTx,
  merchant: SessionUser,
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
  const [projectRows, services] = ids.length
    ? await Promise.all([
        db
          .select({ project: projects, firstName: users.firstName, lastName: users.lastName })
          .from(projects)
          .innerJoin(users, eq(users.id, projects.clientId))
          .where(inArray(projects.id, ids)),
        servicesOfProjects(db, ids, merchant._id),
      ])
    : [[], []];
  const byId = new Map(projectRows.map((r) => [r.project.id, r]));
  return {
    totalCount: Number(totals[0]?.n ?? 0),
    items: pageRows.flatMap(({ projectId, assignedAt }) => {
      const row = byId.get(projectId);
      if (!row) return [];
      const own = services.filter((s) => s.projectId === projectId && statuses.includes(s.status));
      return [
        {
          _id: projectId,
          name: row.project.name,
          phase: row.project.phase,
          stage: row.project.stage,
          renovation_address: row.project.renovationAddress,
          renovation_postal_code: row.project.renovationPostalCode,
          client_name: `${row.firstName} ${row.lastName}`.trim(),
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
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.handphoneNo,
      })
      .from(users)
      .where(
        or(
          eq(users.id, project.clientId),
          project.projectManagerId ? eq(users.id, project.projectManagerId) : undefined,
        ),
      ),
  ]);
  const client = people.find((p) => p.id === project.clientId);
  const pm = project.projectManagerId ? people.find((p) => p.id === project.projectManagerId) : undefined;
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
      ? { name: `${pm.firstName} ${pm.lastName}`.trim(), email: pm.email, handphone_no: pm.phone }
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
 * project services (the service fee); variation orders are the next issue, so ongoing-vo is empty.
 */
export async function listMerchantTransactions(
  db: DbOrTx,
  merchant: SessionUser,
  query: MerchantTransactionsQuery,
): Promise<MerchantTransactionPage> {
  if (query.tab === 'ongoing-vo') return { items: [], totalCount: 0, total_amount_cents: 0 };
  const statuses = query.tab === 'completed' ? [...COMPLETED_SERVICE_STATUSES] : HELD;
  const where = and(eq(projectServices.merchantId, merchant._id), inArray(projectServices.status, statuses));
  const [rows, totals] = await Promise.all([
    db
      .select({ service: projectServices, projectName: projects.name })
      .from(projectServices)
      .innerJoin(projects, eq(projects.id, projectServices.projectId))
      .where(where)
      .orderBy(desc(projectServices.statusDate), asc(projectServices.id))
      .limit(query.rowsPerPage)
      .offset((query.page - 1) * query.rowsPerPage),
    db
      .select({ n: count(), sum: sql<string>`coalesce(sum(${projectServices.amountCents}), 0)` })
      .from(projectServices)
      .where(where),
  ]);
  return {
    totalCount: Number(totals[0]?.n ?? 0),
    total_amount_cents: Number(totals[0]?.sum ?? 0),
    items: rows.map(({ service, projectName }) => ({
      _id: service.id,
      type: 'Service Fee' as const,
      project_id: service.projectId,
      project_name: projectName,
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
 * every project where it holds a service. Three queries whatever the number of projects.
 */
export async function merchantCalendarWeek(
  db: DbOrTx,
  merchant: SessionUser,
  week: string | undefined,
): Promise<MerchantCalendarWeek> {
  const start = weekStartMonday(week ?? sgToday());
  const end = addCalendarDays(start, 6);
  const held = await db
    .select({ id: projectServices.id, projectId: projectServices.projectId })
    .from(projectServices)
    .where(and(eq(projectServices.merchantId, merchant._id), inArray(projectServices.status, HELD)));
  const projectIds = [...new Set(held.map((h) => h.projectId))];
  if (projectIds.length === 0) return { week_start: start, week_end: end, events: [] };
  const inWeek = (column: PgColumn) => and(isNotNull(column), between(column, start, end));
  const [meetings, works] = await Promise.all([
    db
      .select({ schedule: projectTimeSchedules, name: projects.name })
      .from(projectTimeSchedules)
      .innerJoin(projects, eq(projects.id, projectTimeSchedules.projectId))
      .where(
        and(
          inArray(projectTimeSchedules.projectId, projectIds),
          or(
            inWeek(projectTimeSchedules.meeting1),
            inWeek(projectTimeSchedules.meeting2),
            inWeek(projectTimeSchedules.meeting3),
          ),
        ),
      ),
    db
      .select({ entry: servicesSchedules, services: projectServices.services, name: projects.name })
      .from(servicesSchedules)
      .innerJoin(projectServices, eq(projectServices.id, servicesSchedules.projectServiceId))
      .innerJoin(projects, eq(projects.id, servicesSchedules.projectId))
      .where(
        and(
          inArray(
            servicesSchedules.projectServiceId,
            held.map((h) => h.id),
          ),
          between(servicesSchedules.date, start, end),
        ),
      ),
  ]);
  const events: MerchantCalendarEvent[] = [];
  for (const { schedule, name } of meetings) {
    ([schedule.meeting1, schedule.meeting2, schedule.meeting3] as const).forEach((date, i) => {
      if (date && date >= start && date <= end)
        events.push({
          date,
          kind: 'meeting',
          project_id: schedule.projectId,
          project_name: name,
          label: `Meeting ${i + 1}`,
          services: null,
          stage: null,
          note: null,
        });
    });
  }
  for (const { entry, services, name } of works) {
    events.push({
      date: entry.date,
      kind: entry.type === 'works' ? 'works' : 'other',
      project_id: entry.projectId,
      project_name: name,
      label: services,
      services,
      stage: entry.stage,
      note: entry.note,
    });
  }
  events.sort((a, b) => a.date.localeCompare(b.date) || a.project_name.localeCompare(b.project_name));
  return { week_start: start, week_end: end, events };
}
