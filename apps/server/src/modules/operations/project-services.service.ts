import {
  ASSIGNABLE_SERVICE_STATUSES,
  type ProjectServiceLine,
  type ProjectServiceStatus,
  type ProjectServiceView,
  type ProjectServiceWithLines,
  type SessionUser,
  formatSgd,
  operationsMessages as m,
  planProjectServices,
} from '@reno/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { projectServices } from '../../db/schema/operations.js';
import { AppError } from '../../platform/errors.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { lockMerchantForAssignment, merchantCompaniesByIds } from '../merchants/merchants.service.js';
import { notifyAdmins, notifyMerchant } from '../notifications/notifications.service.js';
import {
  findProjectRecord,
  quotationForServices,
  quotationItemsByIds,
} from '../projects/project-records.service.js';
import { webLink } from './links.js';

export type ProjectServiceRow = typeof projectServices.$inferSelect;

/**
 * Issue 12 item 2: when the deposit is approved the quotation turns into project services, one per
 * service category (packages/domain planProjectServices). Called inside the approval's transaction
 * with the project row locked; the unique (project, services) index and ON CONFLICT DO NOTHING make a
 * repeated call (a retried approval) add nothing.
 */
export async function createProjectServicesFromQuotation(tx: DbOrTx, projectId: string): Promise<number> {
  const [existing] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(projectServices)
    .where(eq(projectServices.projectId, projectId));
  if (Number(existing?.n ?? 0) > 0) return 0;
  const quotation = await quotationForServices(tx, projectId);
  if (!quotation) return 0;
  const planned = planProjectServices(quotation.lines, quotation.total);
  if (planned.length === 0) return 0;
  const inserted = await tx
    .insert(projectServices)
    .values(
      planned.map((p, i) => ({
        projectId,
        services: p.services,
        position: i,
        quotationItemIds: p.quotation_item_ids,
        amountCents: p.amount_cents,
        status: 'Unassigned',
      })),
    )
    .onConflictDoNothing()
    .returning({ id: projectServices.id });
  return inserted.length;
}

/** The services of these projects, in quotation order; a merchant's view keeps only its own. */
export async function servicesOfProjects(
  db: DbOrTx,
  projectIds: readonly string[],
  onlyMerchantId?: string,
): Promise<ProjectServiceRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(projectServices)
    .where(
      and(
        inArray(projectServices.projectId, [...projectIds]),
        onlyMerchantId ? eq(projectServices.merchantId, onlyMerchantId) : undefined,
      ),
    )
    .orderBy(asc(projectServices.projectId), asc(projectServices.position));
}

/** Company names of merchants by id, one query (through the merchants module). */
export const merchantNames = merchantCompaniesByIds;

export function toServiceView(
  row: ProjectServiceRow,
  names: Map<string, { company_name: string; specialization: string | null }>,
): ProjectServiceView {
  const merchant = row.merchantId ? names.get(row.merchantId) : undefined;
  const decliner = row.declinedBy ? names.get(row.declinedBy) : undefined;
  return {
    _id: row.id,
    project_id: row.projectId,
    services: row.services,
    status: row.status as ProjectServiceStatus,
    status_date: row.statusDate.toISOString(),
    amount_cents: row.amountCents,
    total_lines: row.quotationItemIds.length,
    merchant_id: row.merchantId,
    merchant: row.merchantId && merchant ? { _id: row.merchantId, ...merchant } : null,
    // The reason stays with the service only while it waits to be assigned again.
    decline_reason: row.status === 'Declined' ? row.declineReason : null,
    declined_by:
      row.status === 'Declined' && row.declinedBy
        ? { _id: row.declinedBy, company_name: decliner?.company_name ?? '' }
        : null,
  };
}

/** Services with the quotation lines each covers, for the given projects (two queries in all). */
export async function servicesWithLines(
  db: DbOrTx,
  rows: readonly ProjectServiceRow[],
): Promise<ProjectServiceWithLines[]> {
  const ids = rows.flatMap((r) => r.quotationItemIds);
  const [names, lines] = await Promise.all([
    merchantNames(
      db,
      rows.flatMap((r) => [r.merchantId, r.declinedBy]),
    ),
    quotationItemsByIds(db, ids),
  ]);
  const byId = new Map(lines.map((l) => [l.id, l]));
  return rows.map((row) => ({
    ...toServiceView(row, names),
    lines: row.quotationItemIds.flatMap((id): ProjectServiceLine[] => {
      const l = byId.get(id);
      return l
        ? [
            {
              _id: l.id,
              area: l.area,
              scope_of_work: l.scopeOfWork,
              name_of: l.nameOf,
              description_of_work: l.descriptionOfWork,
              includes: l.includes,
              quantity_hundredths: l.quantityHundredths,
              unit: l.unit,
              price_per_quantity: l.pricePerQuantity,
              price: l.price,
              required_time: l.requiredTime,
            },
          ]
        : [];
    }),
  }));
}

async function oneServiceView(db: DbOrTx, row: ProjectServiceRow): Promise<ProjectServiceView> {
  return toServiceView(row, await merchantNames(db, [row.merchantId, row.declinedBy]));
}

/** The project's service, locked until `tx` ends; another project's service answers like a missing one. */
async function lockProjectService(tx: DbOrTx, projectId: string, serviceId: string) {
  const [service] = await tx
    .select()
    .from(projectServices)
    .where(and(eq(projectServices.id, serviceId), eq(projectServices.projectId, projectId)))
    .for('update');
  if (!service) throw new AppError('NOT_FOUND');
  return service;
}

const projectLabel = async (tx: DbOrTx, projectId: string) => {
  const p = await findProjectRecord(tx, projectId);
  if (!p) throw new AppError('NOT_FOUND');
  return { name: p.name, clientId: p.clientId, address: p.renovationAddress, postal: p.renovationPostalCode };
};

/**
 * Admin assigns a merchant to a service (issue 12 item 2). The service row is locked; it moves only
 * from Unassigned or Declined, so of two admins assigning at once the second is told it was just
 * assigned; the same assignment repeated (a double click) answers as done. The merchant row is read
 * FOR SHARE, so a deactivation cannot slip in between the check and the assignment.
 */
export async function assignMerchant(
  ctx: AppContext,
  admin: SessionUser,
  projectId: string,
  serviceId: string,
  merchantId: string,
): Promise<ProjectServiceView> {
  const db = ctx.database.db;
  return db.transaction(async (tx) => {
    const service = await lockProjectService(tx, projectId, serviceId);
    if (service.status === 'Assigned' && service.merchantId === merchantId)
      return oneServiceView(tx, service);
    if (service.status === 'Assigned') throw new AppError('CONFLICT', m.serviceAlreadyAssigned);
    if (!ASSIGNABLE_SERVICE_STATUSES.includes(service.status as ProjectServiceStatus))
      throw new AppError('CONFLICT', m.serviceNotAssignable);
    const merchant = await lockMerchantForAssignment(tx, merchantId);
    if (!merchant)
      throw new AppError('BAD_REQUEST', m.merchantNotFound, [
        { field: 'merchant_id', message: m.merchantNotFound },
      ]);
    if (!merchant.isActive)
      throw new AppError('UNPROCESSABLE', m.merchantInactive, [
        { field: 'merchant_id', message: m.merchantInactive },
      ]);
    const [updated] = await tx
      .update(projectServices)
      .set({
        status: 'Assigned',
        statusDate: new Date(),
        merchantId,
        assignedBy: admin._id,
        assignedAt: new Date(),
        acceptedAt: null,
      })
      .where(
        and(eq(projectServices.id, serviceId), inArray(projectServices.status, ['Unassigned', 'Declined'])),
      )
      .returning();
    if (!updated) throw new AppError('CONFLICT', m.serviceAlreadyAssigned);
    const project = await projectLabel(tx, projectId);
    const amount = formatSgd(updated.amountCents);
    await notifyMerchant(tx, merchantId, {
      action: 'service_assigned',
      content: `You have a new project: the ${updated.services} works of ${project.name} (${amount}). Please accept or decline it.`,
      projectId,
    });
    await enqueueEmail(
      tx,
      {
        email: merchant.email,
        template_name: 'merchant_service_assigned',
        subject: `New project: ${project.name}`,
        data: {
          first_name: merchant.firstName,
          project_name: project.name,
          services: updated.services,
          amount,
          ...(project.address
            ? { address: [project.address, project.postal].filter(Boolean).join(' ') }
            : {}),
          link: webLink(ctx, `/incoming-project/${projectId}`),
        },
      },
      { publicUrl: ctx.config.publicUrl },
    );
    return oneServiceView(tx, updated);
  });
}

/**
 * Admin withdraws an assignment the merchant has not answered yet (back to Unassigned). Conditional on
 * Assigned, so it cannot undo an acceptance that landed first.
 */
export async function unassignMerchant(
  ctx: AppContext,
  projectId: string,
  serviceId: string,
): Promise<ProjectServiceView> {
  const db = ctx.database.db;
  return db.transaction(async (tx) => {
    const before = await lockProjectService(tx, projectId, serviceId);
    if (before.status === 'Unassigned') return oneServiceView(tx, before);
    const [updated] = await tx
      .update(projectServices)
      .set({
        status: 'Unassigned',
        statusDate: new Date(),
        merchantId: null,
        assignedAt: null,
        assignedBy: null,
      })
      .where(and(eq(projectServices.id, serviceId), eq(projectServices.status, 'Assigned')))
      .returning();
    if (!updated) throw new AppError('CONFLICT', m.serviceNotAssignable);
    if (before.merchantId) {
      const project = await projectLabel(tx, projectId);
      await notifyMerchant(tx, before.merchantId, {
        action: 'service_unassigned',
        content: `The ${before.services} works of ${project.name} are no longer assigned to you.`,
      });
    }
    return oneServiceView(tx, updated);
  });
}

async function answerFailure(tx: DbOrTx, merchantId: string, serviceId: string): Promise<never> {
  const [row] = await tx
    .select({
      status: projectServices.status,
      merchantId: projectServices.merchantId,
      declinedBy: projectServices.declinedBy,
    })
    .from(projectServices)
    .where(eq(projectServices.id, serviceId));
  // Someone else's service (or one no longer theirs) answers as missing; their own answered one is a 409.
  const theirs =
    row && (row.merchantId === merchantId || (row.status === 'Declined' && row.declinedBy === merchantId));
  if (!theirs) throw new AppError('NOT_FOUND');
  throw new AppError('CONFLICT', m.serviceAlreadyAnswered);
}

/**
 * The merchant accepts an assigned service: one conditional UPDATE (status Assigned, merchant = them),
 * so accepting twice, or accepting after the admin withdrew it, changes nothing and says so.
 */
export async function acceptService(
  ctx: AppContext,
  merchant: SessionUser,
  serviceId: string,
): Promise<ProjectServiceView> {
  const db = ctx.database.db;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(projectServices)
      .set({ status: 'Accepted', statusDate: new Date(), acceptedAt: new Date() })
      .where(
        and(
          eq(projectServices.id, serviceId),
          eq(projectServices.merchantId, merchant._id),
          eq(projectServices.status, 'Assigned'),
        ),
      )
      .returning();
    if (!updated) return answerFailure(tx, merchant._id, serviceId);
    await tellAdminsOfAnswer(ctx, tx, merchant._id, updated, 'accepted');
    return oneServiceView(tx, updated);
  });
}

/** The merchant declines with a reason: the service goes back to the admin (Declined, no merchant). */
export async function declineService(
  ctx: AppContext,
  merchant: SessionUser,
  serviceId: string,
  reason: string,
): Promise<ProjectServiceView> {
  const db = ctx.database.db;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(projectServices)
      .set({
        status: 'Declined',
        statusDate: new Date(),
        merchantId: null,
        declinedBy: merchant._id,
        declineReason: reason,
        assignedAt: null,
      })
      .where(
        and(
          eq(projectServices.id, serviceId),
          eq(projectServices.merchantId, merchant._id),
          eq(projectServices.status, 'Assigned'),
        ),
      )
      .returning();
    if (!updated) return answerFailure(tx, merchant._id, serviceId);
    await tellAdminsOfAnswer(ctx, tx, merchant._id, updated, 'declined', reason);
    return oneServiceView(tx, updated);
  });
}

async function tellAdminsOfAnswer(
  ctx: AppContext,
  tx: DbOrTx,
  merchantId: string,
  service: ProjectServiceRow,
  answer: 'accepted' | 'declined',
  reason?: string,
) {
  const project = await projectLabel(tx, service.projectId);
  const company = (await merchantNames(tx, [merchantId])).get(merchantId)?.company_name ?? 'A merchant';
  await notifyAdmins(tx, {
    action: answer === 'accepted' ? 'service_accepted' : 'service_declined',
    content:
      answer === 'accepted'
        ? `${company} accepted the ${service.services} works of ${project.name}.`
        : `${company} declined the ${service.services} works of ${project.name}: ${reason ?? ''}`.trim(),
    merchantId,
    clientId: project.clientId,
    projectId: service.projectId,
  });
  if (ctx.config.adminNotifyEmails.length === 0) return;
  await enqueueEmail(
    tx,
    {
      emails: ctx.config.adminNotifyEmails,
      template_name: 'admin_service_answered',
      subject: `${company} ${answer} ${project.name}`,
      data: {
        company_name: company,
        project_name: project.name,
        services: service.services,
        answer,
        ...(reason ? { reason } : {}),
        link: webLink(ctx, `/admin/projects/${service.projectId}`),
      },
    },
    { publicUrl: ctx.config.publicUrl },
  );
}
