import { AREA_SIZE_RANGE, type AreaType } from './area-types.js';

export type RoomSizeTag = 'small' | 'medium' | 'large';

/** Spec §5: "Room size tag of an item: small, medium or large by thirds of the allowed range." */
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
