import {
  type AdvanceMilestone,
  type MerchantMilestone,
  type MilestoneView,
  type SessionUser,
  checkMilestoneAdvance,
  milestoneViews,
  operationsMessages as m,
} from '@reno/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { merchantMilestones, projectServices } from '../../db/schema/operations.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import { merchantCompaniesByIds } from '../merchants/merchants.service.js';
import { notifyAdmins, notifyUser } from '../notifications/notifications.service.js';
import { lockProjectRow } from '../projects/projects.service.js';
import { projectForViewer } from './project-access.js';

type Reached = { milestone: MerchantMilestone; date: string };

/** Milestones reached per merchant on these projects (one query). */
export async function milestonesOf(
  db: DbOrTx,
  projectIds: readonly string[],
  merchantId?: string,
): Promise<Map<string, Reached[]>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(merchantMilestones)
    .where(
      and(
        inArray(merchantMilestones.projectId, [...projectIds]),
        merchantId ? eq(merchantMilestones.merchantId, merchantId) : undefined,
      ),
    );
  const out = new Map<string, Reached[]>();
  for (const r of rows) {
    const key = `${r.projectId}:${r.merchantId}`;
    out.set(key, [...(out.get(key) ?? []), { milestone: r.milestone as MerchantMilestone, date: r.date }]);
  }
  return out;
}

/** Each merchant holding a service on the project, with its milestones (admin and PM project page). */
export async function projectMilestones(db: DbOrTx, projectId: string) {
  const held = await db
    .selectDistinct({ merchantId: projectServices.merchantId })
    .from(projectServices)
    .where(
      and(
        eq(projectServices.projectId, projectId),
        inArray(projectServices.status, ['Accepted', 'Hold', 'Approved', 'Completed']),
      ),
    );
  const companies = await merchantCompaniesByIds(
    db,
    held.map((h) => h.merchantId),
  );
  const holders = held.map((h) => ({
    merchantId: h.merchantId,
    company: (h.merchantId && companies.get(h.merchantId)?.company_name) || '',
  }));
  const reached = await milestonesOf(db, [projectId]);
  return holders.flatMap((h) =>
    h.merchantId
      ? [
          {
            merchant_id: h.merchantId,
            company_name: h.company,
            milestones: milestoneViews(reached.get(`${projectId}:${h.merchantId}`) ?? []),
          },
        ]
      : [],
  );
}

/**
 * POST /merchant/projects/{id}/milestones: the merchant (holding an accepted service on the project)
 * reaches its next milestone on a date. The project row is locked so two submissions check and write
 * one after the other; the unique index refuses the same milestone twice whatever happens.
 */
export async function advanceMilestone(
  ctx: AppContext,
  merchant: SessionUser,
  projectId: string,
  input: AdvanceMilestone,
): Promise<MilestoneView[]> {
  const db = ctx.database.db;
  const project = await projectForViewer(db, merchant, projectId, { merchantMustHaveAccepted: true });
  try {
    return await db.transaction(async (tx) => {
      await lockProjectRow(tx, project.id);
      const reached =
        (await milestonesOf(tx, [project.id], merchant._id)).get(`${project.id}:${merchant._id}`) ?? [];
      const check = checkMilestoneAdvance(reached, input);
      if (!check.ok)
        throw new AppError('CONFLICT', check.reason, [{ field: 'milestone', message: check.reason }]);
      await tx.insert(merchantMilestones).values({
        projectId: project.id,
        merchantId: merchant._id,
        milestone: input.milestone,
        date: input.date,
      });
      const company = (await merchantCompaniesByIds(tx, [merchant._id])).get(merchant._id);
      const content = `${company?.company_name ?? 'Your merchant'} reached ${input.milestone} on ${project.name}.`;
      await notifyAdmins(tx, {
        action: 'milestone_reached',
        content,
        merchantId: merchant._id,
        projectId: project.id,
      });
      await notifyUser(tx, project.clientId, { action: 'milestone_reached', content, projectId: project.id });
      return milestoneViews([...reached, { milestone: input.milestone, date: input.date }]);
    });
  } catch (e) {
    if (uniqueViolation(e)) throw new AppError('CONFLICT', m.milestoneAlreadyDone);
    throw e;
  }
}
