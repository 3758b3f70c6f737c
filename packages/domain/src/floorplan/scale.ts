import { HACKING_BASE_FLOOR_SQFT } from '../design-now/area-types.js';
import { distance, type PlanPoint } from './geometry.js';

/** Millimetres in a foot, for the quotation's feet-based perimeters. */
export const MM_PER_FOOT = 304.8;

/** 1 m² = 10.7639 sqft (the factor the brief fixes, so the screens and the quotation agree). */
export const SQFT_PER_M2 = 10.7639;

export type LengthUnit = 'mm' | 'm';

export const lengthToMm = (length: number, unit: LengthUnit): number =>
  unit === 'm' ? length * 1000 : length;

/**
 * Stage 5 (scaling): the user marks two points on the plan and types the real length between them.
 * Answers millimetres per pixel, or undefined when the marks coincide or the length is not positive
 * (the screen keeps the step open instead of dividing by zero).
 */
export function mmPerPixelFromMarks(
  a: PlanPoint,
  b: PlanPoint,
  realLength: number,
  unit: LengthUnit,
): number | undefined {
  const px = distance(a, b);
  const mm = lengthToMm(realLength, unit);
  if (!(px > 0) || !(mm > 0) || !Number.isFinite(mm)) return undefined;
  return mm / px;
}

export const pxToMm = (px: number, mmPerPixel: number): number => px * mmPerPixel;
export const mmToPx = (mm: number, mmPerPixel: number): number => mm / mmPerPixel;
/** Areas scale with the square of the length factor. */
export const px2ToM2 = (px2: number, mmPerPixel: number): number =>
  (px2 * mmPerPixel * mmPerPixel) / 1_000_000;
export const m2ToSqft = (m2: number): number => m2 * SQFT_PER_M2;
export const sqftToM2 = (sqft: number): number => sqft / SQFT_PER_M2;

/** Spec §3 questionnaire defaults: property type HDB, "5 Rooms". */
export const DEFAULT_PROPERTY_ROOMS = 5;

/**
 * Standard floor area in sqft for an "N Rooms" flat, built from the hacking base sizes. HDB counts
 * the living room as a room, so an N-room flat has N − 1 bedrooms (a 5-room flat: living plus 4, of
 * which we price one as a study). Ours: the spec gives the base sizes but not how rooms add up.
 */
export function standardFloorAreaSqft(propertyRooms: number = DEFAULT_PROPERTY_ROOMS): number {
  const rooms = Math.min(8, Math.max(1, Math.round(propertyRooms)));
  // Spec §9 "Hacking base sizes": the standard layout the quotation uses when it has no real rooms.
  const base = (type: keyof typeof HACKING_BASE_FLOOR_SQFT) => HACKING_BASE_FLOOR_SQFT[type] ?? 0;
  const b = {
    foyerLiving: base('Living'),
    dining: base('Dining'),
    kitchen: base('Kitchen'),
    serviceYard: base('Service Yard'),
    shelter: base('Household Shelter'),
    balcony: base('Balcony'),
    bedroom: base('Bedroom'),
    study: base('Study'),
    toilet: base('Toilet'),
  };
  const bedrooms = Math.max(0, rooms - 1);
  const studies = rooms >= 5 ? 1 : 0;
  const toilets = rooms >= 3 ? 2 : 1;
  return (
    b.foyerLiving +
    b.dining +
    b.kitchen +
    b.serviceYard +
    b.shelter +
    (rooms >= 4 ? b.balcony : 0) +
    (bedrooms - studies) * b.bedroom +
    studies * b.study +
    toilets * b.toilet
  );
}

/**
 * The share of a cropped plan image the flat itself covers; the rest is margin, labels and the
 * outline of common corridors. Ours, measured roughly on HDB sale plans.
 */
export const PLAN_FILL_RATIO = 0.6;

/**
 * Scale used when the user skips stage 5: assume the cropped image shows a standard flat of the
 * property's room count. It is only an estimate and the document marks it `estimated: true` so the
 * screens can say so.
 */
export function estimatedMmPerPixel(
  imageWidthPx: number,
  imageHeightPx: number,
  propertyRooms?: number,
): number {
  const imagePx2 = Math.max(1, imageWidthPx) * Math.max(1, imageHeightPx) * PLAN_FILL_RATIO;
  const floorMm2 = sqftToM2(standardFloorAreaSqft(propertyRooms)) * 1_000_000;
  return Math.sqrt(floorMm2 / imagePx2);
}
