import { z } from 'zod';

/** Spec "Questionnaire result": property_type HDB/Condo/Landed, default HDB. */
export const PROPERTY_TYPES = ['HDB', 'Condo', 'Landed'] as const;
export const PropertyType = z.enum(PROPERTY_TYPES);
export type PropertyType = z.infer<typeof PropertyType>;

/** Spec: premium_standard is "premium" or "n/a" (default n/a); n/a prices at the standard rate. */
export const PREMIUM_STANDARD = ['premium', 'n/a'] as const;
export const PremiumStandard = z.enum(PREMIUM_STANDARD);
export type PremiumStandard = z.infer<typeof PremiumStandard>;

/** Spec: property_room is "N Rooms", default "5 Rooms". 6 Rooms covers HDB executive flats. */
export const PROPERTY_ROOMS = ['2 Rooms', '3 Rooms', '4 Rooms', '5 Rooms', '6 Rooms'] as const;
export const PropertyRoom = z.enum(PROPERTY_ROOMS);
export type PropertyRoom = z.infer<typeof PropertyRoom>;

export const roomCount = (room: PropertyRoom): number => Number.parseInt(room, 10);

/** Spec gallery styles; design_type is stored lower-case (default "modern"). */
export const DESIGN_TYPES = [
  'modern',
  'scandinavian',
  'minimalist',
  'contemporary',
  'industrial',
  'others',
] as const;
export const DesignType = z.enum(DESIGN_TYPES);
export type DesignType = z.infer<typeof DesignType>;

/** Catalogue "unit types": how a service is measured and priced. */
export const SERVICE_UNITS = ['sqft', 'ft run', 'unit', 'lump sum'] as const;
export const ServiceUnit = z.enum(SERVICE_UNITS);
export type ServiceUnit = z.infer<typeof ServiceUnit>;

/** Catalogue "status types" of a quotation item. */
export const QUOTATION_ITEM_STATUSES = ['Pending', 'Accepted', 'Approved', 'Completed', 'Hold'] as const;
export const QuotationItemStatus = z.enum(QUOTATION_ITEM_STATUSES);
export type QuotationItemStatus = z.infer<typeof QuotationItemStatus>;
