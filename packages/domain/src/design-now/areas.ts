import { z } from 'zod';
import { AreaType } from './area-types.js';

/** Ceiling height of a Singapore HDB flat, in feet (about 2.6 m). */
export const DEFAULT_CEILING_HEIGHT_FT = 8.5;

/** One area of the home as the areas step (or later the floorplan editor) describes it. */
export const DesignArea = z.object({
  id: z.string().min(1).max(64),
  area_type: AreaType,
  name: z.string().trim().min(1, 'Required').max(60),
  floor_area_sqft: z.number().min(0).max(20000),
  perimeter_ft: z.number().min(0).max(5000),
  ceiling_height_ft: z.number().min(0).max(40).default(DEFAULT_CEILING_HEIGHT_FT),
  /** A known wall area (the standard layout's wall base size); otherwise perimeter x ceiling height. */
  wall_area_sqft: z.number().min(0).max(100000).nullable().default(null),
});
export type DesignArea = z.infer<typeof DesignArea>;
export type DesignAreaInput = z.input<typeof DesignArea>;

export const wallAreaSqft = (a: DesignArea): number =>
  a.wall_area_sqft ?? a.perimeter_ft * a.ceiling_height_ft;

/** Perimeter of a square room of that floor area; the no-floor-plan path's estimate. */
export const squarePerimeterFt = (floorAreaSqft: number): number =>
  Math.round(4 * Math.sqrt(floorAreaSqft) * 100) / 100;

/** A chosen service in an area; `units` counts "per unit" services (doors, lights, windows). */
export const ScopeChoice = z.object({
  area_id: z.string().min(1).max(64),
  service_id: z.string().min(1).max(64),
  units: z.number().int().min(1).max(999).optional(),
});
export type ScopeChoice = z.infer<typeof ScopeChoice>;

/** The synthetic area id for services that apply to the whole house (cleaning, disposal). */
export const WHOLE_HOUSE_AREA_ID = 'whole-house';
