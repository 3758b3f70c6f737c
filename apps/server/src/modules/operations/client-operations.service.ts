import {
  type ClientProjectMerchantPage,
  type ListQueryInput,
  type SessionUser,
  type SpecialSpecificationList,
  isProjectFeatureUnlocked,
} from '@reno/domain';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { merchantProfiles, users } from '../../db/schema/accounts.js';
import { projectServices } from '../../db/schema/operations.js';
import { type ListColumns, listOrder, listWhere, parseList } from '../../platform/list-query.js';
import { projectPaymentStage } from '../payments/payment-read.service.js';
import { findTimeSchedule } from '../schedule/time-schedule-read.service.js';
import { projectForViewer } from './project-access.js';
import { filesOfProjects } from './project-files.service.js';

/** Spec "Payment panel": the merchants and special-specification tabs unlock like the other tabs. */
async function isUnlocked(db: DbOrTx, projectId: string) {
  const [stage, schedule] = await Promise.all([
    projectPaymentStage(db, projectId),
    findTimeSchedule(db, projectId),
  ]);
  return isProjectFeatureUnlocked(stage, schedule !== null);
}

const columns: ListColumns = {
  services: projectServices.services,
  company_name: merchantProfiles.companyName,
  specialization: merchantProfiles.specialization,
};
/** Spec §9 "Pages: … merchants 10". */
const rules = {
  defaultSortBy: 'services',
  defaultSort: 'asc',
  defaultRowsPerPage: 10,
  defaultSearchFields: ['services', 'company_name', 'specialization'],
} as const;

/**
 * GET /projects/{id}/merchants: the client's merchants page, one row per project service that has a
 * merchant, with the merchant's public fields only (never UEN, GST number or the person in charge).
 * Locked tabs answer an empty list with is_unlocked false, so nothing leaks before the gate opens.
 */
export async function listClientProjectMerchants(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
  input: ListQueryInput,
): Promise<ClientProjectMerchantPage> {
  const project = await projectForViewer(db, viewer, projectId);
  const query = parseList(input, columns, rules);
  if (!(await isUnlocked(db, project.id))) return { items: [], totalCount: 0, is_unlocked: false };
  const where = listWhere(
    query,
    columns,
    and(eq(projectServices.projectId, project.id), isNotNull(projectServices.merchantId)),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ service: projectServices, profile: merchantProfiles, user: users })
      .from(projectServices)
      .innerJoin(merchantProfiles, eq(merchantProfiles.userId, projectServices.merchantId))
      .innerJoin(users, eq(users.id, projectServices.merchantId))
      .where(where)
      .orderBy(...listOrder(query, columns, projectServices.id), asc(projectServices.position))
      .limit(query.rowsPerPage)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(projectServices)
      .innerJoin(merchantProfiles, eq(merchantProfiles.userId, projectServices.merchantId))
      .where(where),
  ]);
  return {
    is_unlocked: true,
    totalCount: Number(totals[0]?.n ?? 0),
    items: rows.map(({ service, profile, user }) => ({
      project_service_id: service.id,
      services: service.services,
      status: service.status,
      merchant: {
        _id: user.id,
        company_name: profile.companyName,
        specialization: profile.specialization,
        company_description: profile.companyDescription,
        handphone_no: user.handphoneNo,
        email: user.email,
        name: profile.name ?? `${user.firstName} ${user.lastName}`.trim(),
      },
    })),
  };
}

/** GET /projects/{id}/special-specifications: spec "Special specification: _id, area, description, path". */
export async function listSpecialSpecifications(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
): Promise<SpecialSpecificationList> {
  const project = await projectForViewer(db, viewer, projectId);
  if (!(await isUnlocked(db, project.id))) return { items: [], totalCount: 0, is_unlocked: false };
  const specs = await filesOfProjects(db, [project.id], 'special_specification');
  return {
    is_unlocked: true,
    totalCount: specs.length,
    items: specs.map((s) => ({
      _id: s._id,
      area: s.area,
      description: s.description,
      path: s.path,
      name: s.name,
      created_at: s.created_at,
    })),
  };
}
