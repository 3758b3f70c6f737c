import {
  type AreaTypeRow,
  type ServiceCategoryRow,
  type Tooltip,
  type UpdateServiceCategory,
  type UpdateTooltip,
  AreaTypeRow as AreaTypeRowSchema,
  ServiceCategoryRow as ServiceCategoryRowSchema,
  Tooltip as TooltipSchema,
} from '@reno/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { areaTypes, catalogueServices, serviceCategories, tooltips } from '../../db/schema/catalogue.js';
import { AppError } from '../../platform/errors.js';
import { forgetTooltips } from './catalogue.service.js';

/** GET /admin/service-categories: the few categories, with how many services each holds. */
export async function listServiceCategories(db: DbOrTx): Promise<ServiceCategoryRow[]> {
  const rows = await db
    .select({
      _id: serviceCategories.id,
      services: serviceCategories.services,
      scope_of_work: serviceCategories.scopeOfWork,
      sort_order: serviceCategories.sortOrder,
      service_count: count(catalogueServices.id),
    })
    .from(serviceCategories)
    .leftJoin(catalogueServices, eq(catalogueServices.categoryId, serviceCategories.id))
    .groupBy(serviceCategories.id)
    .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.id));
  return rows.map((r) => ServiceCategoryRowSchema.parse({ ...r, service_count: Number(r.service_count) }));
}

/** PUT /admin/service-categories/:id. Quotation lines copy the category name, so saved ones keep theirs. */
export async function updateServiceCategory(
  db: DbOrTx,
  id: string,
  input: UpdateServiceCategory,
): Promise<ServiceCategoryRow> {
  const [row] = await db
    .update(serviceCategories)
    .set({ services: input.services, scopeOfWork: input.scope_of_work, sortOrder: input.sort_order })
    .where(eq(serviceCategories.id, id))
    .returning({ id: serviceCategories.id });
  if (!row) throw new AppError('NOT_FOUND');
  const found = (await listServiceCategories(db)).find((c) => c._id === id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** GET /admin/tooltips: T001 to T014. */
export async function listTooltips(db: DbOrTx): Promise<Tooltip[]> {
  const rows = await db.select().from(tooltips).orderBy(asc(tooltips.code));
  return rows.map((r) => TooltipSchema.parse(r));
}

/** PUT /admin/tooltips/:code: only the text; the codes are the ones the project pages ask for. */
export async function updateTooltip(db: DbOrTx, code: string, input: UpdateTooltip): Promise<Tooltip> {
  const [row] = await db
    .update(tooltips)
    .set({ description: input.description })
    .where(eq(tooltips.code, code))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  forgetTooltips(db);
  return TooltipSchema.parse(row);
}

/** GET /admin/area-types: the Design Now area types in their sort order (read-only: the engine names them). */
export async function listAreaTypes(db: DbOrTx): Promise<AreaTypeRow[]> {
  const rows = await db.select().from(areaTypes).orderBy(asc(areaTypes.sortOrder), asc(areaTypes.area));
  return rows.map((r) => AreaTypeRowSchema.parse({ area: r.area, sort_order: r.sortOrder }));
}
