import { AREA_SORT_ORDER, AREA_TYPES, Catalogue, SCOPES_OF_WORK } from '@reno/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  areaTypes,
  catalogueServices,
  serviceCategories,
  servicePrices,
  tooltips,
} from '../schema/catalogue.js';
import catalogueData from './catalogue.json' with { type: 'json' };

/** The reviewed price list, validated by the domain schema so a bad edit fails at start-up, not in a quote. */
export const seedCatalogueData = (): Catalogue => Catalogue.parse(catalogueData);

/**
 * Writes the catalogue into an empty database, in every environment (the quotation needs it; it is not
 * demo data). Once there, admins own it: later starts never overwrite their edits.
 */
export async function seedCatalogue(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(serviceCategories);
  if (Number(row?.n ?? 0) > 0) return false;
  const catalogue = seedCatalogueData();
  await db.transaction(async (tx) => {
    await tx.insert(serviceCategories).values(
      catalogue.categories.map((c, i) => ({
        id: c._id,
        services: c.services,
        scopeOfWork: c.scope_of_work,
        sortOrder: SCOPES_OF_WORK.indexOf(c.scope_of_work) * 100 + i,
      })),
    );
    await tx.insert(catalogueServices).values(
      catalogue.services.map((s) => ({
        id: s._id,
        name: s.name,
        categoryId: s.category_id,
        addonOf: s.addon_of ?? null,
        unit: s.unit,
        quantityBasis: s.quantity_basis,
        defaultUnits: s.default_units,
        wastage: s.wastage,
        requiredTime: s.required_time,
        serviceWarrantyDuration: s.service_warranty_duration,
        includes: s.includes,
        descriptionOfWork: s.description_of_work,
        areaTypes: s.area_types,
        priority: s.priority,
      })),
    );
    await tx.insert(servicePrices).values(
      catalogue.services.flatMap((s) =>
        s.prices.map((p) => ({
          serviceId: s._id,
          propertyType: p.property_type ?? null,
          premiumStandard: p.premium_standard ?? null,
          pricePerUnit: p.price_per_unit,
          competitorPrice: p.competitor_price,
        })),
      ),
    );
    await tx.insert(areaTypes).values(AREA_TYPES.map((area) => ({ area, sortOrder: AREA_SORT_ORDER[area] })));
    await tx.insert(tooltips).values(catalogue.tooltips);
  });
  return true;
}
