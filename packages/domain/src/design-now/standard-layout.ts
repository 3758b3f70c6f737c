import { HACKING_BASE_FLOOR_SQFT, HACKING_BASE_WALL_SQFT, type AreaType } from './area-types.js';
import { DEFAULT_CEILING_HEIGHT_FT, squarePerimeterFt, type DesignArea } from './areas.js';
import { roomCount, type PropertyRoom, type PropertyType } from './property.js';

/** Floor sizes for area types without a hacking base size (spec §9 lists nine). */
const OTHER_FLOOR_SQFT: Partial<Record<AreaType, number>> = { Storeroom: 30 };

/**
 * Which areas a flat of N rooms has, the no-floor-plan path. An HDB "N-room" flat counts the living room,
 * so it has N-1 bedrooms up to 3; the 5-room and 6-room (executive) flats add a study, the executive also
 * a balcony. Condos and landed homes are described by bedrooms, so N rooms means N-1 bedrooms without
 * the cap; landed homes add a balcony and a storeroom. Toilets: one up to 3 rooms, then two (three for
 * landed homes of 5 rooms or more).
 */
function layoutAreaTypes(propertyType: PropertyType, rooms: number): AreaType[] {
  const isHdb = propertyType === 'HDB';
  const bedrooms = Math.max(1, isHdb ? Math.min(rooms - 1, 3) : rooms - 1);
  const toilets = rooms <= 3 ? 1 : propertyType === 'Landed' && rooms >= 5 ? 3 : 2;
  const types: AreaType[] = ['Living', 'Dining', 'Kitchen'];
  if (rooms >= 3) types.push('Service Yard');
  types.push(...Array<AreaType>(bedrooms).fill('Bedroom'));
  if (isHdb && rooms >= 5) types.push('Study');
  types.push(...Array<AreaType>(toilets).fill('Toilet'));
  if (rooms >= 3) types.push('Household Shelter');
  if ((isHdb && rooms >= 6) || propertyType !== 'HDB') types.push('Balcony');
  if (propertyType === 'Landed') types.push('Storeroom');
  return types;
}

/** One area keeps its type's name; of several bedrooms or toilets the first is the master one. */
function areaName(type: AreaType, n: number, total: number): string {
  if (total === 1 || (type !== 'Bedroom' && type !== 'Toilet')) return type;
  if (n === 1) return `Master ${type}`;
  if (type === 'Bedroom') return `Bedroom ${n - 1}`;
  return total === 2 ? 'Common Toilet' : `Common Toilet ${n - 1}`;
}

/** The standard layout for the property type and room count, with the spec's base sizes. */
export function standardLayout(propertyType: PropertyType, propertyRoom: PropertyRoom): DesignArea[] {
  const types = layoutAreaTypes(propertyType, roomCount(propertyRoom));
  const seen = new Map<AreaType, number>();
  return types.map((type) => {
    const n = (seen.get(type) ?? 0) + 1;
    seen.set(type, n);
    const total = types.filter((t) => t === type).length;
    const floor = HACKING_BASE_FLOOR_SQFT[type] ?? OTHER_FLOOR_SQFT[type] ?? 40;
    return {
      id: `${type.toLowerCase().replace(/\s+/g, '-')}-${n}`,
      area_type: type,
      name: areaName(type, n, total),
      floor_area_sqft: floor,
      perimeter_ft: squarePerimeterFt(floor),
      ceiling_height_ft: DEFAULT_CEILING_HEIGHT_FT,
      wall_area_sqft: HACKING_BASE_WALL_SQFT[type] ?? null,
    };
  });
}
