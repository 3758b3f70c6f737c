import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { catalogueServices, serviceCategories, servicePrices, tooltips } from '../../db/schema/catalogue.js';

export async function readCatalogueRows(db: DbOrTx) {
  const [categories, services, prices, tips] = await Promise.all([
    db.select().from(serviceCategories).orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.id)),
    db
      .select()
      .from(catalogueServices)
      .where(eq(catalogueServices.isActive, true))
      .orderBy(asc(catalogueServices.priority), asc(catalogueServices.id)),
    db.select().from(servicePrices).orderBy(asc(servicePrices.id)),
    db.select().from(tooltips).orderBy(asc(tooltips.code)),
  ]);
  return { categories, services, prices, tooltips: tips };
}

export const readTooltips = (db: DbOrTx) => db.select().from(tooltips).orderBy(asc(tooltips.code));

/** Only the service categories, in the catalogue's order (one small query). */
export const readServiceCategories = (db: DbOrTx) =>
  db.select().from(serviceCategories).orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.id));

export const readServiceIds = (db: DbOrTx) => db.select({ id: catalogueServices.id }).from(catalogueServices);
