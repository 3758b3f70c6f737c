import {
  CatalogueService,
  type CreateMasterService,
  type ListQueryInput,
  type MasterServiceDetail,
  MasterServicePage,
  type PriceChange,
  ServicePriceChange,
  type SessionUser,
  type UpdateMasterService,
  masterServiceMessages as m,
  priceChanges,
} from '@reno/domain';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import {
  catalogueServices,
  serviceCategories,
  servicePriceChanges,
  servicePrices,
} from '../../db/schema/catalogue.js';
import { AppError } from '../../platform/errors.js';
import { type ListColumns, listOrder, listWhere, parseList } from '../../platform/list-query.js';

/** The price for any property, which every service has (the catalogue's rule), shown in the list. */
const basePrice = and(
  eq(servicePrices.serviceId, catalogueServices.id),
  isNull(servicePrices.propertyType),
  isNull(servicePrices.premiumStandard),
);

const columns: ListColumns = {
  _id: catalogueServices.id,
  name: catalogueServices.name,
  services: serviceCategories.services,
  scope_of_work: serviceCategories.scopeOfWork,
  unit: catalogueServices.unit,
  price_per_unit: servicePrices.pricePerUnit,
  updated_at: catalogueServices.updatedAt,
};
const rules = {
  defaultSortBy: 'name',
  defaultSort: 'asc',
  defaultSearchFields: ['name', 'services', '_id'],
} as const;

/** GET /admin/master-services: master services and addons, inactive ones too (the admin may revive them). */
export async function listMasterServices(db: DbOrTx, input: ListQueryInput): Promise<MasterServicePage> {
  const query = parseList(input, columns, rules);
  const where = listWhere(query, columns);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(catalogueServices)
      .innerJoin(serviceCategories, eq(serviceCategories.id, catalogueServices.categoryId))
      .leftJoin(servicePrices, basePrice)
      .where(where)
      .orderBy(...listOrder(query, columns, catalogueServices.id))
      .limit(query.rowsPerPage)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(catalogueServices)
      .innerJoin(serviceCategories, eq(serviceCategories.id, catalogueServices.categoryId))
      .leftJoin(servicePrices, basePrice)
      .where(where),
  ]);
  // Parsed: a category or unit an old tool wrote badly fails here, not in the admin's grid.
  return MasterServicePage.parse({
    items: rows.map(({ catalogue_services: s, service_categories: c, service_prices: p }) => ({
      _id: s.id,
      name: s.name,
      category_id: s.categoryId,
      services: c.services,
      scope_of_work: c.scopeOfWork,
      addon_of: s.addonOf,
      unit: s.unit,
      price_per_unit: p?.pricePerUnit ?? 0,
      competitor_price: p?.competitorPrice ?? 0,
      is_active: s.isActive,
      updated_at: s.updatedAt.toISOString(),
    })),
    totalCount: Number(totals[0]?.n ?? 0),
  });
}

type ServiceRow = typeof catalogueServices.$inferSelect;
type PriceRow = typeof servicePrices.$inferSelect;

const toService = (s: ServiceRow, prices: readonly PriceRow[]): CatalogueService =>
  CatalogueService.parse({
    _id: s.id,
    name: s.name,
    category_id: s.categoryId,
    ...(s.addonOf ? { addon_of: s.addonOf } : {}),
    unit: s.unit,
    quantity_basis: s.quantityBasis,
    default_units: s.defaultUnits,
    prices: prices.map(toPrice),
    wastage: s.wastage,
    required_time: s.requiredTime,
    service_warranty_duration: s.serviceWarrantyDuration,
    includes: s.includes,
    description_of_work: s.descriptionOfWork,
    area_types: s.areaTypes,
    priority: s.priority,
  });

const toPrice = (p: PriceRow) => ({
  ...(p.propertyType ? { property_type: p.propertyType } : {}),
  ...(p.premiumStandard ? { premium_standard: p.premiumStandard } : {}),
  price_per_unit: p.pricePerUnit,
  competitor_price: p.competitorPrice,
});

const readPrices = (db: DbOrTx, serviceId: string) =>
  db
    .select()
    .from(servicePrices)
    .where(eq(servicePrices.serviceId, serviceId))
    .orderBy(asc(servicePrices.id));

/** The price history of a service, newest first. */
export async function servicePriceHistory(db: DbOrTx, serviceId: string): Promise<ServicePriceChange[]> {
  const rows = await db
    .select()
    .from(servicePriceChanges)
    .where(eq(servicePriceChanges.serviceId, serviceId))
    .orderBy(desc(servicePriceChanges.changedAt), desc(servicePriceChanges.id))
    .limit(200);
  return rows.map((r) =>
    ServicePriceChange.parse({
      _id: r.id,
      service_id: r.serviceId,
      property_type: r.propertyType,
      premium_standard: r.premiumStandard,
      old_price_per_unit: r.oldPricePerUnit,
      new_price_per_unit: r.newPricePerUnit,
      old_competitor_price: r.oldCompetitorPrice,
      new_competitor_price: r.newCompetitorPrice,
      changed_by: { _id: r.changedBy, name: r.changedByName },
      changed_at: r.changedAt.toISOString(),
    }),
  );
}

/** GET /admin/master-services/:id: the service, its addons and its price history. */
export async function getMasterService(db: DbOrTx, id: string): Promise<MasterServiceDetail> {
  const [service] = await db.select().from(catalogueServices).where(eq(catalogueServices.id, id));
  if (!service) throw new AppError('NOT_FOUND');
  const [prices, addons, history] = await Promise.all([
    readPrices(db, id),
    db
      .select({ _id: catalogueServices.id, name: catalogueServices.name })
      .from(catalogueServices)
      .where(eq(catalogueServices.addonOf, id))
      .orderBy(asc(catalogueServices.name)),
    servicePriceHistory(db, id),
  ]);
  return {
    service: toService(service, prices),
    is_active: service.isActive,
    updated_at: service.updatedAt.toISOString(),
    addons,
    history,
  };
}

/** A service's editable fields as its columns (a new service and an edit save the same ones). */
export const serviceColumns = (input: UpdateMasterService | CreateMasterService) => ({
  name: input.name,
  unit: input.unit,
  quantityBasis: input.quantity_basis,
  defaultUnits: input.default_units,
  wastage: input.wastage,
  requiredTime: input.required_time,
  serviceWarrantyDuration: input.service_warranty_duration,
  includes: input.includes,
  descriptionOfWork: input.description_of_work,
  areaTypes: input.area_types,
  priority: input.priority,
  isActive: input.is_active,
});

/** Writes a service's prices and the history lines of the change, with the admin who made it. */
export async function writePrices(
  tx: Tx,
  serviceId: string,
  prices: UpdateMasterService['prices'],
  changes: PriceChange[],
  admin: SessionUser,
) {
  await tx.insert(servicePrices).values(
    prices.map((p) => ({
      serviceId,
      propertyType: p.property_type ?? null,
      premiumStandard: p.premium_standard ?? null,
      pricePerUnit: p.price_per_unit,
      competitorPrice: p.competitor_price,
    })),
  );
  if (changes.length === 0) return;
  await tx.insert(servicePriceChanges).values(
    changes.map((c) => ({
      serviceId,
      propertyType: c.property_type,
      premiumStandard: c.premium_standard,
      oldPricePerUnit: c.old_price_per_unit,
      newPricePerUnit: c.new_price_per_unit,
      oldCompetitorPrice: c.old_competitor_price,
      newCompetitorPrice: c.new_competitor_price,
      changedBy: admin._id,
      changedByName: `${admin.first_name} ${admin.last_name}`.trim() || admin.email,
    })),
  );
}

/**
 * PUT /admin/master-services/:id, in one transaction with the service row locked: two admins saving
 * at once are serialised, and the second is refused when it did not load the first one's save
 * (updated_at differs), so the history's "old" price is always the price the admin replaced.
 * Saved quotations are not touched: their lines keep the price they were saved with; the next Design
 * Now quotation is priced from these rows (loadCatalogue reads them on every save).
 */
export async function updateMasterService(
  db: Db,
  admin: SessionUser,
  id: string,
  input: UpdateMasterService,
): Promise<MasterServiceDetail> {
  await db.transaction(async (tx) => {
    const [service] = await tx
      .select()
      .from(catalogueServices)
      .where(eq(catalogueServices.id, id))
      .for('update');
    if (!service) throw new AppError('NOT_FOUND');
    if (service.updatedAt.toISOString() !== input.updated_at)
      throw new AppError('CONFLICT', m.changedMeanwhile);
    const before = await readPrices(tx, id);
    await tx
      .update(catalogueServices)
      .set({ ...serviceColumns(input), updatedAt: new Date() })
      .where(eq(catalogueServices.id, id));
    const changes = priceChanges(toService(service, before).prices, input.prices);
    if (changes.length === 0) return;
    await tx.delete(servicePrices).where(eq(servicePrices.serviceId, id));
    await writePrices(tx, id, input.prices, changes, admin);
  });
  return getMasterService(db, id);
}
