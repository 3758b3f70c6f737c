import { z } from 'zod';
import { QUOTATION_AREA_LABEL, WHOLE_HOUSE_AREA, quotationAreaRank } from './area-types.js';
import { WHOLE_HOUSE_AREA_ID, wallAreaSqft, type DesignArea, type ScopeChoice } from './areas.js';
import { resolvePrice, scopeRank, ScopeOfWork, type Catalogue, type CatalogueService } from './catalogue.js';
import type { Questionnaire } from './questionnaire.js';
import { areaSizeTag, type RoomSizeTag } from './room-size.js';

/**
 * Client spec "Quotation item". Quantities are in hundredths of a unit (2 decimals) and include wastage;
 * money is integer cents. `competitor_price` is the line's market price, so Total Market Rate is its sum.
 */
export const QuotationItem = z.object({
  area_id: z.string(),
  area: z.string(),
  area_label: z.string(),
  service_id: z.string(),
  services: z.string(),
  scope_of_work: ScopeOfWork,
  name_of: z.string(),
  includes: z.string(),
  description_of_work: z.string(),
  /** Quantity incl. wastage, in hundredths of the unit. */
  quantity_hundredths: z.number().int().nonnegative(),
  /**
   * The least quantity the client may give the line (issue 15 item 6): what the measured areas give
   * for a measured service, one unit for a per-unit service, the lump sum itself for a lump sum.
   */
  min_quantity_hundredths: z.number().int().nonnegative(),
  unit: z.string(),
  wastage: z.number(),
  price_per_quantity: z.number().int().nonnegative(),
  price: z.number().int().nonnegative(),
  competitor_price_per_quantity: z.number().int().nonnegative(),
  competitor_price: z.number().int().nonnegative(),
  required_time: z.number().nonnegative(),
  service_warranty_duration: z.number().int().nonnegative(),
  priority: z.number().int(),
  property_room: z.string(),
  room_size: z.enum(['small', 'medium', 'large']).nullable(),
  status: z.literal('Pending'),
});
export type QuotationItem = z.infer<typeof QuotationItem>;

export interface QuotationAreaGroup {
  area_id: string;
  area: string;
  items: QuotationItem[];
  total_price: number;
}
export interface QuotationScopeGroup {
  scope_of_work: ScopeOfWork;
  areas: QuotationAreaGroup[];
  total_price: number;
}

export const QuotationTotals = z.object({
  total_market_rate: z.number().int().nonnegative(),
  total_savings: z.number().int().nonnegative(),
  total_price: z.number().int().nonnegative(),
  total_services: z.number().int().nonnegative(),
  total_areas: z.number().int().nonnegative(),
  total_items: z.number().int().nonnegative(),
  /** Working days if every line ran one after another; the upper bound shown to the client. */
  total_required_time: z.number().nonnegative(),
});
export type QuotationTotals = z.infer<typeof QuotationTotals>;

export interface Quotation {
  items: QuotationItem[];
  groups: QuotationScopeGroup[];
  totals: QuotationTotals;
}

export interface QuotationInput {
  questionnaire: Pick<Questionnaire, 'property_type' | 'premium_standard' | 'property_room'>;
  areas: readonly DesignArea[];
  choices: readonly ScopeChoice[];
  catalogue: Catalogue;
}

/** Rejected input: a choice names an area or service that does not exist, or a service not for that area. */
export class QuotationInputError extends Error {}

const toHundredths = (x: number): number => Math.round(x * 100);

/** Base quantity (hundredths) before wastage, from how the service is measured. */
function baseQuantity(service: CatalogueService, area: DesignArea, units: number | undefined): number {
  switch (service.quantity_basis) {
    case 'floor area':
      return toHundredths(area.floor_area_sqft);
    case 'wall area':
      return toHundredths(wallAreaSqft(area));
    case 'perimeter':
      return toHundredths(area.perimeter_ft);
    case 'per unit':
      return (units ?? service.default_units) * 100;
    case 'fixed':
      return 100;
  }
}

/**
 * Wastage is added on top and rounded UP to the next hundredth (material is bought whole, never short);
 * a lump sum has no wastage. Integer maths only: wastage is held in basis points.
 */
function withWastage(service: CatalogueService, base: number): number {
  if (service.quantity_basis === 'fixed') return base;
  const bp = Math.round(service.wastage * 100);
  return Math.ceil((base * (10000 + bp)) / 10000);
}

/**
 * Issue 15 item 6: a measured line cannot go below what its area measures (wastage included); a
 * per-unit line keeps at least one unit; a lump sum stays what it is.
 */
function minimumQuantity(service: CatalogueService, quantity: number): number {
  return service.quantity_basis === 'per unit' ? Math.min(100, quantity) : quantity;
}

/** cents x hundredths / 100, rounded half up to the cent. */
export const lineAmount = (centsPerUnit: number, hundredths: number): number =>
  Math.floor((centsPerUnit * hundredths + 50) / 100);

/** The whole house as one area: floor and perimeter are the sums over every area. */
function wholeHouse(areas: readonly DesignArea[]): DesignArea {
  let floor = 0;
  let perimeter = 0;
  let wall = 0;
  for (const a of areas) {
    floor += a.floor_area_sqft;
    perimeter += a.perimeter_ft;
    wall += wallAreaSqft(a);
  }
  return {
    id: WHOLE_HOUSE_AREA_ID,
    area_type: 'Living',
    name: WHOLE_HOUSE_AREA,
    floor_area_sqft: floor,
    perimeter_ft: perimeter,
    ceiling_height_ft: 0,
    wall_area_sqft: wall,
  };
}

/** Prices the chosen scope: pure, deterministic, shared by the browser (live totals) and the server. */
export function priceQuotation(input: QuotationInput): Quotation {
  const { questionnaire, areas, choices, catalogue } = input;
  const areaById = new Map(areas.map((a) => [a.id, a]));
  const serviceById = new Map(catalogue.services.map((s) => [s._id, s]));
  const categoryById = new Map(catalogue.categories.map((c) => [c._id, c]));
  let house: DesignArea | undefined;

  const items: QuotationItem[] = [];
  const seen = new Set<string>();
  for (const choice of choices) {
    const key = `${choice.area_id}\u0000${choice.service_id}`;
    if (seen.has(key)) continue; // a service is chosen once per area
    seen.add(key);
    const service = serviceById.get(choice.service_id);
    if (!service) throw new QuotationInputError(`Unknown service ${choice.service_id}`);
    const category = categoryById.get(service.category_id);
    if (!category) throw new QuotationInputError(`Unknown category ${service.category_id}`);
    const isWholeHouse = choice.area_id === WHOLE_HOUSE_AREA_ID;
    const area = isWholeHouse ? (house ??= wholeHouse(areas)) : areaById.get(choice.area_id);
    if (!area) throw new QuotationInputError(`Unknown area ${choice.area_id}`);
    if (isWholeHouse ? service.area_types.length > 0 : !service.area_types.includes(area.area_type)) {
      throw new QuotationInputError(`Service ${service._id} is not offered for ${area.name}`);
    }

    const price = resolvePrice(service, questionnaire.property_type, questionnaire.premium_standard);
    const quantity = withWastage(service, baseQuantity(service, area, choice.units));
    items.push({
      area_id: area.id,
      area: area.name,
      area_label: isWholeHouse ? WHOLE_HOUSE_AREA : QUOTATION_AREA_LABEL[area.area_type],
      service_id: service._id,
      services: category.services,
      scope_of_work: category.scope_of_work,
      name_of: service.name,
      includes: service.includes,
      description_of_work: service.description_of_work,
      quantity_hundredths: quantity,
      min_quantity_hundredths: minimumQuantity(service, quantity),
      unit: service.unit,
      wastage: service.wastage,
      price_per_quantity: price.price_per_unit,
      price: lineAmount(price.price_per_unit, quantity),
      competitor_price_per_quantity: price.competitor_price,
      competitor_price: lineAmount(price.competitor_price, quantity),
      required_time: service.required_time,
      service_warranty_duration: service.service_warranty_duration,
      priority: service.priority,
      property_room: questionnaire.property_room,
      room_size: isWholeHouse
        ? null
        : (areaSizeTag(area.area_type, area.floor_area_sqft) satisfies RoomSizeTag),
      status: 'Pending',
    });
  }

  // Spec orders: scope (Hacking & Flooring, Carpentry, General), then area (All 0 .. For Whole House 12),
  // then the area's name, then the catalogue's priority and name so equal input always gives equal output.
  const areaOrder = new Map(areas.map((a, i) => [a.id, i]));
  items.sort(
    (a, b) =>
      scopeRank(a.scope_of_work) - scopeRank(b.scope_of_work) ||
      quotationAreaRank(a.area_label) - quotationAreaRank(b.area_label) ||
      (areaOrder.get(a.area_id) ?? Infinity) - (areaOrder.get(b.area_id) ?? Infinity) ||
      a.priority - b.priority ||
      a.name_of.localeCompare(b.name_of) ||
      a.service_id.localeCompare(b.service_id),
  );

  return { items, groups: groupItems(items), totals: quotationTotals(items) };
}

/** Totals are sums of the lines; savings are market rate minus price (both already rounded per line). */
export function quotationTotals(items: readonly QuotationItem[]): QuotationTotals {
  let market = 0;
  let price = 0;
  let time = 0;
  const services = new Set<string>();
  const areas = new Set<string>();
  for (const i of items) {
    market += i.competitor_price;
    price += i.price;
    time += i.required_time;
    services.add(i.service_id);
    areas.add(i.area_id);
  }
  return {
    total_market_rate: market,
    total_savings: market - price,
    total_price: price,
    total_services: services.size,
    total_areas: areas.size,
    total_items: items.length,
    total_required_time: time,
  };
}

/** Groups already-sorted items by scope, then area, keeping their order. */
export function groupItems(items: readonly QuotationItem[]): QuotationScopeGroup[] {
  const groups: QuotationScopeGroup[] = [];
  for (const item of items) {
    let scope = groups.at(-1);
    if (scope?.scope_of_work !== item.scope_of_work) {
      scope = { scope_of_work: item.scope_of_work, areas: [], total_price: 0 };
      groups.push(scope);
    }
    let area = scope.areas.at(-1);
    if (area?.area_id !== item.area_id) {
      area = { area_id: item.area_id, area: item.area, items: [], total_price: 0 };
      scope.areas.push(area);
    }
    area.items.push(item);
    area.total_price += item.price;
    scope.total_price += item.price;
  }
  return groups;
}

/** "12.35" from 1235 hundredths, for display. */
export const formatQuantity = (hundredths: number): string => (hundredths / 100).toFixed(2);
