import { z } from 'zod';

/** Spec §9 Design Now "Area names", in the spec's order. */
export const AREA_TYPES = [
  'Living',
  'Bedroom',
  'Toilet',
  'Household Shelter',
  'Empty Space',
  'Kitchen',
  'Dining',
  'Storeroom',
  'Study',
  'Service Yard',
  'Aircon Ledge',
  'Void Space',
  'Private Lift',
  'Balcony',
] as const;
export const AreaType = z.enum(AREA_TYPES);
export type AreaType = z.infer<typeof AreaType>;

/**
 * Spec §9: "sort order 1 to 8 (living first, empty space last)". The spec gives only the two ends; the
 * places between follow the order a visitor walks through a flat (entrance to service areas).
 */
export const AREA_SORT_ORDER: Record<AreaType, number> = {
  Living: 1,
  Dining: 2,
  Kitchen: 3,
  'Service Yard': 3,
  Bedroom: 4,
  Study: 4,
  Toilet: 5,
  'Household Shelter': 6,
  Storeroom: 6,
  Balcony: 7,
  'Aircon Ledge': 7,
  'Private Lift': 7,
  'Void Space': 7,
  'Empty Space': 8,
};

/** Label of the quotation's "For Whole House" area (cleaning, disposal, whole-flat painting). */
export const WHOLE_HOUSE_AREA = 'For Whole House';

/**
 * Client spec §9 area ordering of the quotation table, with the public spec's "Room ordering table":
 * All 0 up to For Whole House 12, anything else 11.
 */
export const QUOTATION_AREA_ORDER = [
  'All',
  'Foyer',
  'Living Area',
  'Dining Area',
  'Kitchen',
  'Service Yard',
  'Bedroom',
  'Toilet',
  'Household Shelter',
  'Balcony',
  'Kitchen & Toilet',
] as const;

export function quotationAreaRank(label: string): number {
  if (label === WHOLE_HOUSE_AREA) return 12;
  const i = (QUOTATION_AREA_ORDER as readonly string[]).indexOf(label);
  return i === -1 ? 11 : i;
}

/** The quotation table's label for an area type (the table says "Living Area", the areas step "Living"). */
export const QUOTATION_AREA_LABEL: Record<AreaType, string> = {
  Living: 'Living Area',
  Dining: 'Dining Area',
  Kitchen: 'Kitchen',
  'Service Yard': 'Service Yard',
  Bedroom: 'Bedroom',
  Study: 'Study',
  Toilet: 'Toilet',
  'Household Shelter': 'Household Shelter',
  Storeroom: 'Storeroom',
  Balcony: 'Balcony',
  'Aircon Ledge': 'Aircon Ledge',
  'Private Lift': 'Private Lift',
  'Void Space': 'Void Space',
  'Empty Space': 'Empty Space',
};

/**
 * Spec §9 "Hacking base sizes" in sqft: floor foyer/living 350, dining 40, kitchen 40, bedroom 110,
 * toilet 40, balcony 40, service yard 35, shelter 40, study 110; wall kitchen/toilet/balcony 90. The
 * no-floor-plan path uses them as each area's standard size.
 */
export const HACKING_BASE_FLOOR_SQFT: Partial<Record<AreaType, number>> = {
  Living: 350,
  Dining: 40,
  Kitchen: 40,
  Bedroom: 110,
  Toilet: 40,
  Balcony: 40,
  'Service Yard': 35,
  'Household Shelter': 40,
  Study: 110,
};
export const HACKING_BASE_WALL_SQFT: Partial<Record<AreaType, number>> = {
  Kitchen: 90,
  Toilet: 90,
  Balcony: 90,
};

/**
 * The floor area a visitor may enter per area type on the areas step (sqft); the size tag splits it in
 * thirds (spec §5 "small, medium or large by thirds of the allowed range"). The spec gives no bounds;
 * ours sit around the hacking base sizes, from a corner of it to several times it (landed homes), and
 * every standard layout fits inside them.
 */
export const AREA_SIZE_RANGE: Record<AreaType, { min: number; max: number }> = {
  Living: { min: 100, max: 1000 },
  Dining: { min: 20, max: 300 },
  Kitchen: { min: 20, max: 300 },
  Bedroom: { min: 60, max: 400 },
  Study: { min: 40, max: 300 },
  Toilet: { min: 20, max: 150 },
  Balcony: { min: 15, max: 300 },
  'Service Yard': { min: 15, max: 150 },
  'Household Shelter': { min: 15, max: 80 },
  Storeroom: { min: 10, max: 100 },
  'Aircon Ledge': { min: 5, max: 60 },
  'Void Space': { min: 5, max: 300 },
  'Private Lift': { min: 20, max: 150 },
  'Empty Space': { min: 5, max: 500 },
};
