import {
  type AssignProjectManager,
  type ListQueryInput,
  type ProjectDeskDetail,
  type ProjectDeskPage,
  type ProjectDeskRow,
  type ProjectManagerOption,
  type SessionUser,
  formatInvoiceNumber,
  operationsMessages as m,
} from '@reno/domain';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { clientProfiles, users } from '../../db/schema/accounts.js';
import { projectServices } from '../../db/schema/operations.js';
import { projectQuotations, projects } from '../../db/schema/projects.js';
import { AppError } from '../../platform/errors.js';
import { type ListColumns, listOrder, listWhere, parseList } from '../../platform/list-query.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { notifyStaff } from '../notifications/notifications.service.js';
import { listProjectInvoices } from '../payments/payments.repo.js';
import { lockProjectRow } from '../projects/projects.service.js';
import { findTimeSchedule } from '../schedule/time-schedule-read.service.js';
import { webLink } from './links.js';
import { projectMilestones } from './milestones.service.js';
import { projectForViewer } from './project-access.js';
import { filesOfProjects } from './project-files.service.js';
import { servicesOfProjects, servicesWithLines } from './project-services.service.js';
import { servicesScheduleOf } from './schedule.service.js';

const clientUser = alias(users, 'client_user');
const managerUser = alias(users, 'manager_user');

const openServices = sql<number>`(select count(*)::int from ${projectServices} where ${projectServices.projectId} = ${projects.id} and ${projectServices.status} in ('Unassigned', 'Assigned', 'Declined'))`;
const allServices = sql<number>`(select count(*)::int from ${projectServices} where ${projectServices.projectId} = ${projects.id})`;
const worksAmount = sql<number | null>`coalesce(${projectQuotations.totalAmount}, ${projects.worksAmount})`;

/** The project desk's allow-list (PROJECT_DESK_LIST_FIELDS): spec names to columns of the joined query. */
const columns: ListColumns = {
  created_at: projects.createdAt,
  name: projects.name,
  phase: projects.phase,
  stage: projects.stage,
  client: sql`${clientUser.firstName} || ' ' || ${clientUser.lastName} || ' ' || ${clientUser.email}`,
  renovation_postal_code: projects.renovationPostalCode,
  works_amount: worksAmount,
  project_manager_id: projects.projectManagerId,
};
const rules = {
  defaultSortBy: 'created_at',
  defaultSort: 'desc',
  defaultSearchFields: ['name', 'client', 'renovation_postal_code'],
  containsFilters: ['name', 'client', 'renovation_postal_code'],
} as const;

const selection = {
  project: projects,
  client: {
    id: clientUser.id,
    firstName: clientUser.firstName,
    lastName: clientUser.lastName,
    email: clientUser.email,
    handphoneNo: clientUser.handphoneNo,
  },
  manager: {
    id: managerUser.id,
    firstName: managerUser.firstName,
    lastName: managerUser.lastName,
    email: managerUser.email,
    handphoneNo: managerUser.handphoneNo,
  },
  worksAmount,
  openServices,
  allServices,
};

type Person = { id: string; firstName: string; lastName: string; email: string; handphoneNo: string | null };
const personRef = (p: Person) => ({
  _id: p.id,
  name: `${p.firstName} ${p.lastName}`.trim(),
  email: p.email,
  handphone_no: p.handphoneNo,
});

const deskQuery = (db: DbOrTx) =>
  db
    .select(selection)
    .from(projects)
    .innerJoin(clientUser, eq(clientUser.id, projects.clientId))
    .leftJoin(managerUser, eq(managerUser.id, projects.projectManagerId))
    .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id));

type DeskRow = Awaited<ReturnType<ReturnType<typeof deskQuery>['where']>>[number];

const toRow = (r: DeskRow): ProjectDeskRow => ({
  _id: r.project.id,
  name: r.project.name,
  phase: r.project.phase,
  stage: r.project.stage,
  client: personRef(r.client),
  renovation_address: r.project.renovationAddress,
  renovation_postal_code: r.project.renovationPostalCode,
  works_amount: r.worksAmount === null ? null : Number(r.worksAmount),
  project_manager: r.manager?.id ? personRef(r.manager as Person) : null,
  services_open: Number(r.openServices ?? 0),
  services_total: Number(r.allServices ?? 0),
  created_at: r.project.createdAt.toISOString(),
});

/**
 * GET /admin/projects (every project) and GET /pm/projects (the project manager's own): one paged
 * query with its total, sorted and filtered through the spec's list query.
 */
export async function listDeskProjects(
  db: DbOrTx,
  viewer: SessionUser,
  input: ListQueryInput,
): Promise<ProjectDeskPage> {
  const query = parseList(input, columns, rules);
  const scope: SQL | undefined =
    viewer.role === 'project_manager' ? eq(projects.projectManagerId, viewer._id) : undefined;
  const where = listWhere(query, columns, scope);
  const [items, totals] = await Promise.all([
    deskQuery(db)
      .where(where)
      .orderBy(...listOrder(query, columns, projects.id))
      .limit(query.rowsPerPage)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(projects)
      .innerJoin(clientUser, eq(clientUser.id, projects.clientId))
      .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id))
      .where(where),
  ]);
  return { items: items.map(toRow), totalCount: Number(totals[0]?.n ?? 0) };
}

/** GET /admin/projects/{id} and GET /pm/projects/{id}: every tab of the project page. */
export async function getDeskProject(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
): Promise<ProjectDeskDetail> {
  if (viewer.role !== 'admin' && viewer.role !== 'project_manager') throw new AppError('FORBIDDEN');
  const project = await projectForViewer(db, viewer, projectId);
  const [[row], [client], quotation, invoices, services, timeSchedule, schedule, files, milestones] =
    await Promise.all([
      deskQuery(db).where(eq(projects.id, project.id)).limit(1),
      db
        .select({ salutation: clientProfiles.salutation })
        .from(clientProfiles)
        .where(eq(clientProfiles.userId, project.clientId)),
      db.select().from(projectQuotations).where(eq(projectQuotations.projectId, project.id)),
      listProjectInvoices(db, project.id),
      servicesOfProjects(db, [project.id]).then((rows) => servicesWithLines(db, rows)),
      findTimeSchedule(db, project.id),
      servicesScheduleOf(db, [project.id]),
      filesOfProjects(db, [project.id]),
      projectMilestones(db, project.id),
    ]);
  if (!row) throw new AppError('NOT_FOUND');
  const q = quotation[0];
  const desk = toRow(row);
  return {
    _id: project.id,
    name: project.name,
    phase: project.phase,
    stage: project.stage,
    renovation_address: project.renovationAddress,
    renovation_postal_code: project.renovationPostalCode,
    renovation_unit_number: project.renovationUnitNumber,
    created_at: project.createdAt.toISOString(),
    client: { ...desk.client, salutation: client?.salutation ?? null },
    project_manager: desk.project_manager,
    quotation: q
      ? {
          quotation_no: q.quotationNo,
          total_amount: q.totalAmount,
          total_services: q.totalServices,
          total_areas: q.totalAreas,
          total_items: q.totalItems,
          generated_date: project.quotationGeneratedDate?.toISOString() ?? null,
        }
      : null,
    payments: invoices.map((i) => ({
      stage: i.stage,
      invoice_number: formatInvoiceNumber(i.invoiceNo),
      amount_cents: i.amountCents,
      status: i.status,
      invoice_date: i.invoiceDate.toISOString(),
      paid_date: i.paidDate?.toISOString() ?? null,
    })),
    services,
    time_schedule: timeSchedule,
    services_schedule: schedule.map(({ project_id: _, ...entry }) => entry),
    files,
    milestones,
  };
}

/** GET /admin/project-managers: active project managers, by name. */
export async function projectManagerOptions(db: DbOrTx): Promise<ProjectManagerOption[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'project_manager'), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map((r) => ({ _id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email }));
}

/**
 * PUT /admin/projects/{id}/project-manager: sets (or clears) the project manager with the project row
 * locked; setting the one already there changes nothing and tells nobody again.
 */
export async function assignProjectManager(
  ctx: AppContext,
  projectId: string,
  input: AssignProjectManager,
): Promise<ProjectDeskRow> {
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    await lockProjectRow(tx, projectId);
    const [project] = await tx
      .select({
        id: projects.id,
        name: projects.name,
        pm: projects.projectManagerId,
        clientId: projects.clientId,
      })
      .from(projects)
      .where(eq(projects.id, projectId));
    if (!project) throw new AppError('NOT_FOUND');
    const pmId = input.project_manager_id;
    if (project.pm === pmId) return;
    let pm: { id: string; email: string; firstName: string } | undefined;
    if (pmId) {
      [pm] = await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(and(eq(users.id, pmId), eq(users.role, 'project_manager'), eq(users.isActive, true)));
      if (!pm)
        throw new AppError('BAD_REQUEST', m.projectManagerNotFound, [
          { field: 'project_manager_id', message: m.projectManagerNotFound },
        ]);
    }
    await tx.update(projects).set({ projectManagerId: pmId }).where(eq(projects.id, projectId));
    if (pm) {
      const [client] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, project.clientId));
      const clientName = client ? `${client.firstName} ${client.lastName}`.trim() : 'the client';
      await notifyStaff(tx, pm.id, {
        action: 'project_manager_assigned',
        content: `You are now the project manager of ${project.name} for ${clientName}.`,
        projectId,
        clientId: project.clientId,
      });
      await enqueueEmail(
        tx,
        {
          email: pm.email,
          template_name: 'pm_project_assigned',
          subject: `New project to manage: ${project.name}`,
          data: {
            first_name: pm.firstName,
            project_name: project.name,
            client_name: clientName,
            link: webLink(ctx, `/pm/projects/${projectId}`),
          },
        },
        { publicUrl: ctx.config.publicUrl },
      );
    }
  });
  const [row] = await deskQuery(db).where(eq(projects.id, projectId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return toRow(row);
}
