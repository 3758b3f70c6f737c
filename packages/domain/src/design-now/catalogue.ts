import { z } from 'zod';
import { AreaType } from './area-types.js';
import { PremiumStandard, PropertyType, ServiceUnit } from './property.js';
import { Tooltip } from './tooltips.js';

/** Client spec §9 "Scope ordering". */
export const SCOPES_OF_WORK = ['Hacking & Flooring Works', 'Carpentry Works', 'General Works'] as const;
export const ScopeOfWork = z.enum(SCOPES_OF_WORK);
export type ScopeOfWork = z.infer<typeof ScopeOfWork>;
export const scopeRank = (scope: ScopeOfWork): number => SCOPES_OF_WORK.indexOf(scope);

/** Client spec "Quotation and Checkout": the Carpentry Works row's materials tooltip. */
export const CARPENTRY_MATERIALS_TEXT =
  'Solid plywood with laminate finishes, ABS trimming and soft-close hinges. Further quotes are possible for other materials.';

/**
 * How a line's quantity follows from the area: its floor area, wall area (perimeter x ceiling height,
 * or the standard wall size), its perimeter (skirting, cornices), a count of units, or one lump sum.
 */
export const QUANTITY_BASES = ['floor area', 'wall area', 'perimeter', 'per unit', 'fixed'] as const;
export const QuantityBasis = z.enum(QUANTITY_BASES);
export type QuantityBasis = z.infer<typeof QuantityBasis>;

const Cents = z.number().int().nonnegative();

/**
 * A price for a unit of the service. `property_type` / `premium_standard` absent means "any"; the most
 * specific matching price wins. The market price is never below ours (the savings shown are never negative).
 */
export const ServicePrice = z
  .object({
    property_type: PropertyType.optional(),
    premium_standard: PremiumStandard.optional(),
    price_per_unit: Cents,
    competitor_price: Cents,
  })
  .refine((p) => p.competitor_price >= p.price_per_unit, {
    message: 'competitor_price must not be below price_per_unit',
    path: ['competitor_price'],
  });
export type ServicePrice = z.infer<typeof ServicePrice>;

export const ServiceCategory = z.object({
  _id: z.string().min(1),
  services: z.string().min(1),
  scope_of_work: ScopeOfWork,
});
export type ServiceCategory = z.infer<typeof ServiceCategory>;

/** A master service, or an addon to one (`addon_of` names the master). */
export const CatalogueService = z
  .object({
    _id: z.string().min(1),
    name: z.string().min(1),
    category_id: z.string().min(1),
    addon_of: z.string().min(1).optional(),
    unit: ServiceUnit,
    quantity_basis: QuantityBasis,
    /** Units assumed for a "per unit" service until the client edits the count. */
    default_units: z.number().int().positive().default(1),
    prices: z.array(ServicePrice).min(1),
    wastage: z.number().min(0).max(100),
    /** Working days. */
    required_time: z.number().min(0),
    /** Months of warranty from completion. */
    service_warranty_duration: z.number().int().min(0),
    includes: z.string(),
    description_of_work: z.string(),
    /** Area types the service may be chosen for; empty means it applies to the whole house. */
    area_types: z.array(AreaType),
    priority: z.number().int().min(0).default(0),
  })
  .refine((s) => (s.quantity_basis === 'fixed') === (s.unit === 'lump sum'), {
    message: 'a lump sum is priced once (quantity basis fixed) and only a lump sum is',
    path: ['quantity_basis'],
  })
  // A base price for any property, so every questionnaire answer can be priced.
  .refine((s) => s.prices.some((p) => !p.property_type && !p.premium_standard), {
    message: 'a service needs one price without property_type and premium_standard',
    path: ['prices'],
  });
export type CatalogueService = z.infer<typeof CatalogueService>;
export type CatalogueServiceInput = z.input<typeof CatalogueService>;

export const Catalogue = z
  .object({
    categories: z.array(ServiceCategory).min(1),
    services: z.array(CatalogueService).min(1),
    tooltips: z.array(Tooltip),
  })
  .superRefine((c, ctx) => {
    const categoryIds = new Set(c.categories.map((x) => x._id));
    const serviceIds = new Set<string>();
    c.services.forEach((s, i) => {
      if (serviceIds.has(s._id))
        ctx.addIssue({ code: 'custom', message: `duplicate service ${s._id}`, path: ['services', i] });
      serviceIds.add(s._id);
      if (!categoryIds.has(s.category_id))
        ctx.addIssue({ code: 'custom', message: `unknown category ${s.category_id}`, path: ['services', i] });
    });
    c.services.forEach((s, i) => {
      if (s.addon_of && !serviceIds.has(s.addon_of))
        ctx.addIssue({
          code: 'custom',
          message: `addon of unknown service ${s.addon_of}`,
          path: ['services', i],
        });
    });
  });
export type Catalogue = z.infer<typeof Catalogue>;
export type CatalogueInput = z.input<typeof Catalogue>;

/** The most specific price for the property: exact type and tier, then type, then tier, then any. */
export function resolvePrice(
  service: CatalogueService,
  propertyType: PropertyType,
  premiumStandard: PremiumStandard,
): ServicePrice {
  let best: ServicePrice | undefined;
  let bestScore = -1;
  for (const p of service.prices) {
    if (p.property_type && p.property_type !== propertyType) continue;
    if (p.premium_standard && p.premium_standard !== premiumStandard) continue;
    const score = (p.property_type ? 2 : 0) + (p.premium_standard ? 1 : 0);
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  }
  if (!best) throw new Error(`Service ${service._id} has no price for ${propertyType} ${premiumStandard}`);
  return best;
}
