import {
  AREA_TYPES,
  type AreaType,
  AreaTypeServices,
  type CreateMasterService,
  type CreateServiceCategory,
  type MasterServiceDetail,
  type ServiceCategoryRow,
  type SessionUser,
  type SetAreaServices,
  areaServiceChanges,
  catalogueAdminMessages as m,
  catalogueSlug,
  priceChanges,
  sameName,
} from '@reno/domain';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { catalogueServices, serviceCategories } from '../../db/schema/catalogue.js';
import { AppError } from '../../platform/errors.js';
import { listServiceCategories } from './catalogue-admin.service.js';
import { getMasterService, serviceColumns, writePrices } from './master-services.service.js';

const takenIds = async (
  db: DbOrTx,
  table: typeof catalogueServices | typeof serviceCategories,
  base: string,
) =>
  new Set(
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(like(table.id, `${base}%`))
    ).map((r) => r.id),
  );

/**
 * POST /admin/master-services (decision 022). The category row is locked, so two admins adding the same
 * name to one category at once are serialised and the second is told the name is taken. The first
 * prices go into the price history as added (old null), like any later change.
 */
export async function createMasterService(
  db: Db,
  admin: SessionUser,
  input: CreateMasterService,
): Promise<MasterServiceDetail> {
  const id = await db.transaction(async (tx) => {
    const [category] = await tx
      .select()
      .from(serviceCategories)
      .where(eq(serviceCategories.id, input.category_id))
      .for('update');
    if (!category) throw new AppError('BAD_REQUEST', m.unknownCategory);
    const siblings = await tx
      .select({ id: catalogueServices.id, name: catalogueServices.name, addonOf: catalogueServices.addonOf })
      .from(catalogueServices)
      .where(eq(catalogueServices.categoryId, category.id));
    if (siblings.some((s) => sameName(s.name, input.name)))
      throw new AppError('CONFLICT', m.duplicateServiceName);
    if (input.addon_of !== undefined && !siblings.some((s) => s.id === input.addon_of && !s.addonOf))
      throw new AppError('BAD_REQUEST', m.addonOfInvalid);
    const base = catalogueSlug(input.name, new Set());
    const serviceId = catalogueSlug(input.name, await takenIds(tx, catalogueServices, base));
    await tx.insert(catalogueServices).values({
      ...serviceColumns(input),
      id: serviceId,
      categoryId: category.id,
      addonOf: input.addon_of ?? null,
    });
    await writePrices(tx, serviceId, input.prices, priceChanges([], input.prices), admin);
    return serviceId;
  });
  return getMasterService(db, id);
}

/**
 * POST /admin/service-categories. Every category row is locked first (a dozen rows), so two admins
 * adding the same name at once are serialised; the names are read after the lock, by a new statement
 * that sees the other's commit.
 */
export async function createServiceCategory(
  db: Db,
  input: CreateServiceCategory,
): Promise<ServiceCategoryRow> {
  const id = await db.transaction(async (tx) => {
    await tx.select({ id: serviceCategories.id }).from(serviceCategories).for('update');
    const all = await tx.select().from(serviceCategories);
    if (all.some((c) => sameName(c.services, input.services)))
      throw new AppError('CONFLICT', m.categoryNameUsed);
    const categoryId = catalogueSlug(input.services, new Set(all.map((c) => c.id)), 'category');
    await tx.insert(serviceCategories).values({
      id: categoryId,
      services: input.services,
      scopeOfWork: input.scope_of_work,
      sortOrder: input.sort_order,
    });
    return categoryId;
  });
  const found = (await listServiceCategories(db)).find((c) => c._id === id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

const knownArea = (area: string): AreaType => {
  const found = AREA_TYPES.find((a) => a === area);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
};

/** The active services offered by area (not whole house): the only ones an area type may list. */
const byArea = and(
  eq(catalogueServices.isActive, true),
  sql`jsonb_array_length(${catalogueServices.areaTypes}) > 0`,
);

/** GET /admin/area-types/:area/services: the checklist of the area type dialog. */
export async function areaTypeServices(db: DbOrTx, area: string): Promise<AreaTypeServices> {
  const areaType = knownArea(area);
  const rows = await db
    .select()
    .from(catalogueServices)
    .innerJoin(serviceCategories, eq(serviceCategories.id, catalogueServices.categoryId))
    .where(byArea)
    .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.id), asc(catalogueServices.name));
  return AreaTypeServices.parse({
    area: areaType,
    services: rows.map(({ catalogue_services: s, service_categories: c }) => ({
      _id: s.id,
      name: s.name,
      category_id: c.id,
      services: c.services,
      scope_of_work: c.scopeOfWork,
      addon_of: s.addonOf,
      offered: s.areaTypes.includes(areaType),
      area_count: s.areaTypes.length,
    })),
  });
}

/**
 * PUT /admin/area-types/:area/services, in one transaction with the services locked: each service whose
 * offer in the area changes gets its new area_types and a new updated_at, so an editor loaded before
 * this is refused with the editor's usual 409 rather than writing the old areas back.
 */
export async function setAreaServices(
  db: Db,
  area: string,
  input: SetAreaServices,
): Promise<AreaTypeServices> {
  const areaType = knownArea(area);
  await db.transaction(async (tx) => {
    const candidates = await tx
      .select({ _id: catalogueServices.id, area_types: catalogueServices.areaTypes })
      .from(catalogueServices)
      .where(byArea)
      .orderBy(asc(catalogueServices.id))
      .for('update');
    const { changes, problems } = areaServiceChanges(areaType, input.service_ids, candidates);
    const [problem] = problems;
    if (problem) throw new AppError('BAD_REQUEST', problem.message);
    const now = new Date();
    for (const c of changes)
      await tx
        .update(catalogueServices)
        .set({ areaTypes: c.area_types, updatedAt: now })
        .where(eq(catalogueServices.id, c._id));
  });
  return areaTypeServices(db, areaType);
}
