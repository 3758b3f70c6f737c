import { Catalogue } from '@reno/domain';
import type { DbOrTx } from '../../db/client.js';
import { readCatalogueRows, readServiceCategories, readServiceIds, readTooltips } from './catalogue.repo.js';

/**
 * The catalogue as the quotation engine takes it, validated by the domain schema: a row an admin broke
 * is an error here rather than a wrong price in a client's quotation.
 */
export async function loadCatalogue(db: DbOrTx): Promise<Catalogue> {
  const rows = await readCatalogueRows(db);
  // An addon is offered only with its master service: one whose master an admin deactivated drops out
  // with it (otherwise the schema below refuses the whole catalogue and every Design Now save fails).
  const active = new Set(rows.services.map((s) => s.id));
  const services = rows.services.filter((s) => !s.addonOf || active.has(s.addonOf));
  const pricesByService = new Map<string, typeof rows.prices>();
  for (const p of rows.prices)
    pricesByService.set(p.serviceId, [...(pricesByService.get(p.serviceId) ?? []), p]);
  return Catalogue.parse({
    categories: rows.categories.map((c) => ({
      _id: c.id,
      services: c.services,
      scope_of_work: c.scopeOfWork,
    })),
    services: services.map((s) => ({
      _id: s.id,
      name: s.name,
      category_id: s.categoryId,
      ...(s.addonOf ? { addon_of: s.addonOf } : {}),
      unit: s.unit,
      quantity_basis: s.quantityBasis,
      default_units: s.defaultUnits,
      prices: (pricesByService.get(s.id) ?? []).map((p) => ({
        ...(p.propertyType ? { property_type: p.propertyType } : {}),
        ...(p.premiumStandard ? { premium_standard: p.premiumStandard } : {}),
        price_per_unit: p.pricePerUnit,
        competitor_price: p.competitorPrice,
      })),
      wastage: s.wastage,
      required_time: s.requiredTime,
      service_warranty_duration: s.serviceWarrantyDuration,
      includes: s.includes,
      description_of_work: s.descriptionOfWork,
      area_types: s.areaTypes,
      priority: s.priority,
    })),
    tooltips: rows.tooltips,
  });
}

/**
 * The spec caches the catalogues, tooltips included ("Cache on for catalogues"); browsers keep them 5
 * minutes. The server keeps the tooltips a minute (issue 19: project information asked for them on
 * every read), by database, forgotten at once when an admin edits one here; another server process
 * shows the new text within the minute. Tooltips are the same for every reader.
 */
const TOOLTIP_CACHE_MS = 60_000;
const tooltipCache = new WeakMap<object, { until: number; rows: Promise<Catalogue['tooltips']> }>();

export function forgetTooltips(db: DbOrTx) {
  tooltipCache.delete(db);
}

/** Only these tooltips (project information shows 14 of them), not the catalogue. */
export async function loadTooltips(db: DbOrTx, codes: readonly string[]): Promise<Catalogue['tooltips']> {
  const now = Date.now();
  let cached = tooltipCache.get(db);
  if (!cached || cached.until <= now) {
    cached = {
      until: now + TOOLTIP_CACHE_MS,
      rows: readTooltips(db).then((r) => Catalogue.shape.tooltips.parse(r)),
    };
    tooltipCache.set(db, cached);
    // A failed read is not kept: the next request asks again.
    cached.rows.catch(() => tooltipCache.delete(db));
  }
  const wanted = new Set(codes);
  return (await cached.rows).filter((t) => wanted.has(t.code));
}

/** The service categories' names, in the catalogue's order (the dreamboard's tags). */
export async function serviceCategoryNames(db: DbOrTx): Promise<string[]> {
  const rows = await readServiceCategories(db);
  return [...new Set(rows.map((c) => c.services))];
}

/** Every service id the catalogue has ever held, active or not (a Design Now save tells withdrawn from unknown). */
export async function catalogueServiceIds(db: DbOrTx): Promise<Set<string>> {
  return new Set((await readServiceIds(db)).map((r) => r.id));
}
