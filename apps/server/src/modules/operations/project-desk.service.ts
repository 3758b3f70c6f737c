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
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { projectServices } from '../../db/schema/operations.js';
import { AppError } from '../../platform/errors.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { getClientProfile } from '../accounts/profile.service.js';
import {
  activeUsersOfRole,
  type UserContact,
  userContactsByIds,
} from '../accounts/user-directory.service.js';
import { notifyStaff } from '../notifications/notifications.service.js';
import { projectInvoices } from '../payments/payment-read.service.js';
import {
  type DeskProjectRow,
  findProjectRecord,
  listDeskProjectRows,
  projectQuotationRecord,
  setProjectManager,
} from '../projects/project-records.service.js';
import { lockProjectRow } from '../projects/projects.service.js';
import { findTimeSchedule } from '../schedule/time-schedule-read.service.js';
import { webLink } from './links.js';
import { projectMilestones } from './milestones.service.js';
import { projectForViewer } from './project-access.js';
import { filesOfProjects } from './project-files.service.js';
import { servicesOfProjects, servicesWithLines } from './project-services.service.js';
import { servicesScheduleOf } from './schedule.service.js';

const personRef = (p: UserContact) => ({
  _id: p.id,
  name: `${p.firstName} ${p.lastName}`.trim(),
  email: p.email,
  handphone_no: p.handphoneNo,
});

/** Open (not yet accepted) and all services per project, one query. */
async function serviceCounts(db: DbOrTx, projectIds: readonly string[]) {
  if (projectIds.length === 0) return new Map<string, { open: number; total: number }>();
  const rows = await db
    .select({
      projectId: projectServices.projectId,
      open: sql<number>`count(*) filter (where ${projectServices.status} in ('Unassigned', 'Assigned', 'Declined'))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(projectServices)
    .where(inArray(projectServices.projectId, [...projectIds]))
    .groupBy(projectServices.projectId);
  return new Map(rows.map((r) => [r.projectId, { open: Number(r.open), total: Number(r.total) }]));
}

/** Desk rows for a page of projects: people and service counts in one query each, never per row. */
async function toRows(db: DbOrTx, rows: readonly DeskProjectRow[]): Promise<ProjectDeskRow[]> {
  const [people, counts] = await Promise.all([
    userContactsByIds(
      db,
      rows.flatMap((r) => [r.project.clientId, r.project.projectManagerId]),
    ),
    serviceCounts(
      db,
      rows.map((r) => r.project.id),
    ),
  ]);
  return rows.map(({ project, worksAmount }) => {
    const client = people.get(project.clientId);
    const manager = project.projectManagerId ? people.get(project.projectManagerId) : undefined;
    const count = counts.get(project.id);
    return {
      _id: project.id,
      name: project.name,
      phase: project.phase,
      stage: project.stage,
      client: client ? personRef(client) : { _id: project.clientId, name: '', email: '', handphone_no: null },
      renovation_address: project.renovationAddress,
      renovation_postal_code: project.renovationPostalCode,
      works_amount: worksAmount,
      project_manager: manager ? personRef(manager) : null,
      services_open: count?.open ?? 0,
      services_total: count?.total ?? 0,
      created_at: project.createdAt.toISOString(),
    };
  });
}

/** One desk row of a project. */
async function deskRow(db: DbOrTx, projectId: string): Promise<ProjectDeskRow> {
  const project = await findProjectRecord(db, projectId);
  if (!project) throw new AppError('NOT_FOUND');
  const quotation = await projectQuotationRecord(db, projectId);
  const [row] = await toRows(db, [{ project, worksAmount: quotation?.totalAmount ?? project.worksAmount }]);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * GET /admin/projects (every project) and GET /pm/projects (the project manager's own): one paged
 * query with its total, sorted and filtered through the spec's list query.
 */
export async function listDeskProjects(
  db: DbOrTx,
  viewer: SessionUser,
  input: ListQueryInput,
): Promise<ProjectDeskPage> {
  const page = await listDeskProjectRows(
    db,
    input,
    viewer.role === 'project_manager' ? { projectManagerId: viewer._id } : {},
  );
  return { items: await toRows(db, page.items), totalCount: page.totalCount };
}

/** GET /admin/projects/{id} and GET /pm/projects/{id}: every tab of the project page. */
export async function getDeskProject(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
): Promise<ProjectDeskDetail> {
  if (viewer.role !== 'admin' && viewer.role !== 'project_manager') throw new AppError('FORBIDDEN');
  const project = await projectForViewer(db, viewer, projectId);
  const [desk, client, q, invoices, services, timeSchedule, schedule, files, milestones] = await Promise.all([
    deskRow(db, project.id),
    getClientProfile(db, project.clientId),
    projectQuotationRecord(db, project.id),
    projectInvoices(db, project.id),
    servicesOfProjects(db, [project.id]).then((rows) => servicesWithLines(db, rows)),
    findTimeSchedule(db, project.id),
    servicesScheduleOf(db, [project.id]),
    filesOfProjects(db, [project.id]),
    projectMilestones(db, project.id),
  ]);
  return {
    _id: project.id,
    name: project.name,
    phase: project.phase,
    stage: project.stage,
    renovation_address: project.renovationAddress,
    renovation_postal_code: project.renovationPostalCode,
    renovation_unit_number: project.renovationUnitNumber,
    created_at: project.createdAt.toISOString(),
    client: { ...desk.client, salutation: client.salutation },
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
  const rows = await activeUsersOfRole(db, 'project_manager');
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
    const project = await findProjectRecord(tx, projectId);
    if (!project) throw new AppError('NOT_FOUND');
    const pmId = input.project_manager_id;
    if (project.projectManagerId === pmId) return;
    const people = await userContactsByIds(tx, [pmId, project.clientId]);
    const pm = pmId ? people.get(pmId) : undefined;
    if (pmId && (!pm || pm.role !== 'project_manager' || !pm.isActive))
      throw new AppError('BAD_REQUEST', m.projectManagerNotFound, [
        { field: 'project_manager_id', message: m.projectManagerNotFound },
      ]);
    await setProjectManager(tx, projectId, pmId);
    if (!pm) return;
    const client = people.get(project.clientId);
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
  });
  return deskRow(db, projectId);
}
