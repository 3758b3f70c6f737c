import { AREA_SIZE_RANGE, type AreaType } from './area-types.js';
import type { DesignArea } from './areas.js';

export type RoomSizeTag = 'small' | 'medium' | 'large';

/**
 * Spec §5: "Room size tag of an item: small, medium or large by thirds of the allowed range." A size
 * outside the range (a measured floorplan room) takes the tag of the nearest end.
 */
export function roomSizeTag(floorAreaSqft: number, range: { min: number; max: number }): RoomSizeTag {
  const span = range.max - range.min;
  if (span <= 0) return 'medium';
  const position = (floorAreaSqft - range.min) / span;
  if (position < 1 / 3) return 'small';
  if (position < 2 / 3) return 'medium';
  return 'large';
}

export const areaSizeTag = (areaType: AreaType, floorAreaSqft: number): RoomSizeTag =>
  roomSizeTag(floorAreaSqft, AREA_SIZE_RANGE[areaType]);

/** Whether the areas step accepts this floor area for the area's type (the range the tag splits). */
export const isAreaSizeAllowed = (area: Pick<DesignArea, 'area_type' | 'floor_area_sqft'>): boolean => {
  const range = AREA_SIZE_RANGE[area.area_type];
  return area.floor_area_sqft >= range.min && area.floor_area_sqft <= range.max;
};
