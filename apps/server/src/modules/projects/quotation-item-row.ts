import { QuotationItem, type QuotationItemRow } from '@reno/domain';
import type { quotationItems } from '../../db/schema/projects.js';

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
