import { z } from 'zod';
import { distance, PlanPoint } from './geometry.js';
import { floorplanMessages } from './messages.js';
import { estimatedMmPerPixel, mmPerPixelFromMarks } from './scale.js';
import { AREA_TYPES } from '../design-now/area-types.js';

/**
 * The floorplan editor's state, stored whole as the checkpoint `json` (spec §3 "Checkpoint: project_id,
 * client_id, questionnaire_id, json, dnStage"). Coordinates are pixels of the cropped, rotated image.
 * A change of shape needs `version: 2` and a migration in {@link parseFloorplanDocument}; never
 * reinterpret version 1.
 */
export const FLOORPLAN_DOCUMENT_VERSION = 1;

/** Spec §4 "Design Now stages": 4 upload, 5 scaling, 6 walls, 6.1 windows, 6.2 doors, 6.3 furniture confirmation, 7 areas, 18 updated floorplan. */
export const FLOORPLAN_STAGES = [4, 5, 6, 6.1, 6.2, 6.3, 7, 18] as const;
export type FloorplanStage = (typeof FLOORPLAN_STAGES)[number];
export const FloorplanStage = z.literal(FLOORPLAN_STAGES);

/** Spec §9 Design Now area names: the one list the quotation engine also uses. */
export const FLOORPLAN_AREA_TYPES = AREA_TYPES;
export const FloorplanAreaType = z.enum(FLOORPLAN_AREA_TYPES);
export type FloorplanAreaType = z.infer<typeof FloorplanAreaType>;

const id = z.string().min(1).max(64);
const positive = z.number().finite().positive();

export const FloorplanImage = z.object({
  /** File id of the "Uploaded Floorplan" exactly as uploaded (first page rendered when it was a PDF). */
  originalFileId: id,
  /** File id of the cropped and rotated image the editor draws on; null until stage 4 is finished. */
  croppedFileId: id.nullable(),
  /** Crop rectangle in pixels of the original image, applied after rotation. */
  crop: z
    .object({ x: z.number().min(0), y: z.number().min(0), width: positive, height: positive })
    .nullable(),
  /** Clockwise rotation in degrees; the crop tool turns in quarter turns. */
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  /** Size of the cropped image in pixels, the space every coordinate below lives in. */
  width: positive,
  height: positive,
});
export type FloorplanImage = z.infer<typeof FloorplanImage>;

export const MarkedScale = z.object({
  estimated: z.literal(false),
  points: z
    .tuple([PlanPoint, PlanPoint])
    .refine(([a, b]) => distance(a, b) > 0, floorplanMessages.scaleMarks),
  realLength: positive,
  unit: z.enum(['mm', 'm']),
});
/** The user skipped stage 5; the scale is the property-type default and the screens say it is an estimate. */
export const EstimatedScale = z.object({
  estimated: z.literal(true),
  mmPerPixel: positive,
  propertyRooms: z.number().int().min(1).max(8).optional(),
});
export const FloorplanScale = z.union([MarkedScale, EstimatedScale]);
export type FloorplanScale = z.infer<typeof FloorplanScale>;

export const FloorplanWall = z.object({
  id,
  start: PlanPoint,
  end: PlanPoint,
  thickness: positive.max(1000),
});
export type FloorplanWall = z.infer<typeof FloorplanWall>;

export const FloorplanOpening = z.object({
  id,
  wallId: id,
  offset: z.number().finite().min(0),
  width: positive,
});
export type FloorplanOpening = z.infer<typeof FloorplanOpening>;

/** Stage 6.3: detected or placed items become part of the plan only once the user confirms them. */
export const FloorplanFurniture = z.object({
  id,
  kind: z.string().min(1).max(64),
  position: PlanPoint,
  width: positive,
  depth: positive,
  rotation: z.number().finite(),
  confirmed: z.boolean(),
});
export type FloorplanFurniture = z.infer<typeof FloorplanFurniture>;

export const FloorplanArea = z.object({
  id,
  areaType: FloorplanAreaType,
  name: z.string().trim().min(1).max(100),
  points: z.array(PlanPoint).min(3).max(200),
});
export type FloorplanArea = z.infer<typeof FloorplanArea>;

export const FloorplanDocument = z.object({
  version: z.literal(FLOORPLAN_DOCUMENT_VERSION),
  stage: FloorplanStage,
  image: FloorplanImage,
  /** null until stage 5 is done or skipped. */
  scale: FloorplanScale.nullable(),
  walls: z.array(FloorplanWall).max(2000),
  windows: z.array(FloorplanOpening).max(1000),
  doors: z.array(FloorplanOpening).max(1000),
  furniture: z.array(FloorplanFurniture).max(1000),
  areas: z.array(FloorplanArea).max(200),
  /**
   * File id of the "Generated Floorplan": the plan rendered at stage 18. Optional so documents saved
   * before it existed still parse as version 1.
   */
  generatedFileId: id.nullable().optional(),
});
export type FloorplanDocument = z.infer<typeof FloorplanDocument>;

/**
 * Spec §5 "Floorplan json is used only if it parses": accepts the stored value (a JSON string or the
 * already-parsed object) and answers the document, or undefined for anything else. Never throws, so a
 * corrupt checkpoint opens an empty editor instead of a crash.
 */
export function parseFloorplanDocument(stored: unknown): FloorplanDocument | undefined {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored) as unknown;
    } catch {
      return undefined;
    }
  }
  const parsed = FloorplanDocument.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A fresh document after the upload of stage 4. */
export function newFloorplanDocument(image: FloorplanImage): FloorplanDocument {
  return {
    version: FLOORPLAN_DOCUMENT_VERSION,
    stage: 4,
    image,
    scale: null,
    walls: [],
    windows: [],
    doors: [],
    furniture: [],
    areas: [],
  };
}

/** Millimetres per plan pixel: the marked scale, else the stored estimate, else a fresh estimate from the image size. */
export function documentMmPerPixel(doc: Pick<FloorplanDocument, 'scale' | 'image'>): number {
  const { scale, image } = doc;
  if (scale && !scale.estimated) {
    const marked = mmPerPixelFromMarks(scale.points[0], scale.points[1], scale.realLength, scale.unit);
    if (marked !== undefined) return marked;
  }
  if (scale && scale.estimated) return scale.mmPerPixel;
  return estimatedMmPerPixel(image.width, image.height);
}

/** Stage 5 skipped: the property-type default, stored so later stages measure with the same scale. */
export function estimatedFloorplanScale(
  image: Pick<FloorplanImage, 'width' | 'height'>,
  propertyRooms?: number,
): z.infer<typeof EstimatedScale> {
  return {
    estimated: true,
    mmPerPixel: estimatedMmPerPixel(image.width, image.height, propertyRooms),
    ...(propertyRooms === undefined ? {} : { propertyRooms }),
  };
}

/** True when measurements come from an estimate, so the screens label them "approximate". */
export const isScaleEstimated = (doc: Pick<FloorplanDocument, 'scale'>): boolean =>
  doc.scale?.estimated !== false;
