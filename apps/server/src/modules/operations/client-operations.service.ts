import {
  type ClientProjectMerchant,
  type ClientProjectMerchantPage,
  type ListQueryInput,
  type SessionUser,
  type SpecialSpecificationList,
  isProjectFeatureUnlocked,
  parseListQuery,
} from '@reno/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectServices } from '../../db/schema/operations.js';
import { merchantPublicByIds } from '../merchants/merchants.service.js';
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

/** Spec §7 "merchant list: page, rows per page 10, sort, search, searchBy"; §9 "merchants 10". */
const listRules = {
  fields: ['services', 'company_name', 'specialization'],
  defaultSortBy: 'services',
  defaultSort: 'asc',
  defaultRowsPerPage: 10,
  defaultSearchFields: ['services', 'company_name', 'specialization'],
} as const;

const valueOf = (row: ClientProjectMerchant, field: string): string =>
  field === 'services'
    ? row.services
    : field === 'company_name'
      ? row.merchant.company_name
      : (row.merchant.specialization ?? '');

/**
 * GET /projects/{id}/merchants: the client's merchants page, one row per project service with a
 * merchant, with the merchant's public fields only (never UEN, GST number or the person in charge).
 * A project has a handful of services, so the page is searched, sorted and cut here after two
 * queries. A locked tab answers an empty list with is_unlocked false.
 */
export async function listClientProjectMerchants(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
  input: ListQueryInput,
): Promise<ClientProjectMerchantPage> {
  const project = await projectForViewer(db, viewer, projectId);
  const query = parseListQuery(input, listRules);
  if (!(await isUnlocked(db, project.id))) return { items: [], totalCount: 0, is_unlocked: false };
  const services = await db
    .select()
    .from(projectServices)
    .where(and(eq(projectServices.projectId, project.id), isNotNull(projectServices.merchantId)))
    .orderBy(asc(projectServices.position));
  const merchants = await merchantPublicByIds(
    db,
    services.flatMap((s) => (s.merchantId ? [s.merchantId] : [])),
  );
  let rows: ClientProjectMerchant[] = services.flatMap((s) => {
    const merchant = s.merchantId ? merchants.get(s.merchantId) : undefined;
    return merchant ? [{ project_service_id: s.id, services: s.services, status: s.status, merchant }] : [];
  });
  for (const f of query.filters)
    rows = rows.filter((r) =>
      f.op === 'notIn' ? !f.values.includes(valueOf(r, f.field)) : f.values.includes(valueOf(r, f.field)),
    );
  if (query.search) {
    const text = query.search.text.toLowerCase();
    const fields = query.search.fields;
    rows = rows.filter((r) => fields.some((f) => valueOf(r, f).toLowerCase().includes(text)));
  }
  const dir = query.sort === 'desc' ? -1 : 1;
  rows.sort((a, b) => dir * valueOf(a, query.sortBy).localeCompare(valueOf(b, query.sortBy)));
  return {
    is_unlocked: true,
    totalCount: rows.length,
    items: rows.slice(query.offset, query.offset + query.rowsPerPage),
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
