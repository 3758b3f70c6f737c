import { QuotationItem, type QuotationItemRow } from '@reno/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { JsonRow } from '../../db/json-rows.js';
import { quotationItems } from '../../db/schema/projects.js';

type ItemRow = typeof quotationItems.$inferSelect;

/**
 * The one mapping between a stored quotation line and the engine's QuotationItem, both ways, so the
 * Design Now save, the saved quotation and the Quotation page cannot drift apart.
 * Parsed, not cast: a row an admin tool wrote badly fails here instead of in the client's screen.
 */
export const quotationItemOf = (i: ItemRow): QuotationItem =>
  QuotationItem.parse({
    area_id: i.areaId,
    area: i.area,
    area_label: i.areaLabel,
    service_id: i.serviceId,
    services: i.services,
    scope_of_work: i.scopeOfWork,
    name_of: i.nameOf,
    includes: i.includes,
    description_of_work: i.descriptionOfWork,
    quantity_hundredths: i.quantityHundredths,
    min_quantity_hundredths: i.minQuantityHundredths,
    unit: i.unit,
    wastage: i.wastage,
    price_per_quantity: i.pricePerQuantity,
    price: i.price,
    competitor_price_per_quantity: i.competitorPricePerQuantity,
    competitor_price: i.competitorPrice,
    required_time: i.requiredTime,
    service_warranty_duration: i.serviceWarrantyDuration,
    priority: i.priority,
    property_room: i.propertyRoom,
    room_size: i.roomSize,
    status: i.status,
  });

/** A stored line with its id, as the Quotation page edits it. */
export const toItem = (i: ItemRow): QuotationItemRow => ({ _id: i.id, ...quotationItemOf(i) });

/** The row values of one engine line at `position` in the project's quotation. */
export const quotationItemValues = (projectId: string, position: number, i: QuotationItem) => ({
  projectId,
  position,
  areaId: i.area_id,
  area: i.area,
  areaLabel: i.area_label,
  serviceId: i.service_id,
  services: i.services,
  scopeOfWork: i.scope_of_work,
  nameOf: i.name_of,
  includes: i.includes,
  descriptionOfWork: i.description_of_work,
  quantityHundredths: i.quantity_hundredths,
  minQuantityHundredths: i.min_quantity_hundredths,
  unit: i.unit,
  wastage: i.wastage,
  pricePerQuantity: i.price_per_quantity,
  price: i.price,
  competitorPricePerQuantity: i.competitor_price_per_quantity,
  competitorPrice: i.competitor_price,
  requiredTime: i.required_time,
  serviceWarrantyDuration: i.service_warranty_duration,
  priority: i.priority,
  propertyRoom: i.property_room,
  roomSize: i.room_size,
  status: i.status,
});

/**
 * The Quotation page's line, field by field, in the order its read sends them (issue 19): only what the
 * page shows, so the statement builds and the server parses 24 values a line instead of the row's 28.
 */
const itemRowColumns = {
  _id: quotationItems.id,
  area_id: quotationItems.areaId,
  area: quotationItems.area,
  area_label: quotationItems.areaLabel,
  service_id: quotationItems.serviceId,
  services: quotationItems.services,
  scope_of_work: quotationItems.scopeOfWork,
  name_of: quotationItems.nameOf,
  includes: quotationItems.includes,
  description_of_work: quotationItems.descriptionOfWork,
  quantity_hundredths: quotationItems.quantityHundredths,
  min_quantity_hundredths: quotationItems.minQuantityHundredths,
  unit: quotationItems.unit,
  wastage: quotationItems.wastage,
  price_per_quantity: quotationItems.pricePerQuantity,
  price: quotationItems.price,
  competitor_price_per_quantity: quotationItems.competitorPricePerQuantity,
  competitor_price: quotationItems.competitorPrice,
  required_time: quotationItems.requiredTime,
  service_warranty_duration: quotationItems.serviceWarrantyDuration,
  priority: quotationItems.priority,
  property_room: quotationItems.propertyRoom,
  room_size: quotationItems.roomSize,
  status: quotationItems.status,
} satisfies Record<keyof QuotationItemRow, PgColumn>;
const itemRowFields = Object.entries(itemRowColumns);

/** The project's lines in order, as the page shows them (read back with `quotationItemRowFromJson`). */
export const quotationItemRowsSql = (projectId: SQL) =>
  sql<JsonRow[]>`(select coalesce(json_agg(json_build_array(${sql.join(
    itemRowFields.map(([, column]) => column),
    sql`, `,
  )}) order by ${quotationItems.position}), '[]'::json)
    from ${quotationItems} where ${quotationItems.projectId} = ${projectId})`;

/**
 * One line of `quotationItemRowsSql` as the page's QuotationItemRow. Not parsed here: every value is a
 * column of the type the schema gives it (text, and bigint, integer and double as JSON numbers, as the
 * query builder would give them), and the reply is checked against ProjectQuotationView before it is
 * sent (reply-serializer.ts), so a line an admin tool wrote badly still fails on the server. Parsing
 * each line here as well was a sixth of the read's server time (issue 19). Edits parse (`toItem`).
 */
export function quotationItemRowFromJson(json: JsonRow): QuotationItemRow {
  if (json.length !== itemRowFields.length)
    throw new Error(`a quotation line of ${json.length} values for ${itemRowFields.length} fields`);
  const row: Record<string, unknown> = {};
  for (let i = 0; i < itemRowFields.length; i++) row[itemRowFields[i]![0]] = json[i];
  return row as QuotationItemRow;
}
