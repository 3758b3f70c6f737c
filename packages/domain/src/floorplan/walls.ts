import { distance, type PlanPoint } from './geometry.js';
import { floorplanMessages as m } from './messages.js';

/**
 * Document coordinates are pixels of the cropped plan image: what the user traced stays put when the
 * scale is corrected later, and real lengths come from the scale at the moment they are needed.
 */
export interface WallSegment {
  id: string;
  start: PlanPoint;
  end: PlanPoint;
  /** Drawn thickness in plan pixels. */
  thickness: number;
}

export type OpeningKind = 'window' | 'door';

/** A window (stage 6.1) or door (stage 6.2) sits on one wall. */
export interface Opening {
  id: string;
  wallId: string;
  /** Distance along the wall from its start to the opening's near edge, in plan pixels. */
  offset: number;
  width: number;
}

export const wallLength = (wall: Pick<WallSegment, 'start' | 'end'>): number =>
  distance(wall.start, wall.end);

/** The wall's outline as a rectangle of its thickness centred on the segment (for drawing and hit tests). */
export function wallOutline(wall: WallSegment): PlanPoint[] {
  const len = wallLength(wall);
  if (len === 0) return [wall.start, wall.start, wall.start, wall.start];
  const nx = (-(wall.end.y - wall.start.y) / len) * (wall.thickness / 2);
  const ny = ((wall.end.x - wall.start.x) / len) * (wall.thickness / 2);
  return [
    { x: wall.start.x + nx, y: wall.start.y + ny },
    { x: wall.end.x + nx, y: wall.end.y + ny },
    { x: wall.end.x - nx, y: wall.end.y - ny },
    { x: wall.start.x - nx, y: wall.start.y - ny },
  ];
}

/** The two end points of an opening on its wall. */
export function openingEnds(opening: Opening, wall: WallSegment): [PlanPoint, PlanPoint] {
  const len = wallLength(wall);
  const ux = len === 0 ? 0 : (wall.end.x - wall.start.x) / len;
  const uy = len === 0 ? 0 : (wall.end.y - wall.start.y) / len;
  const at = (d: number): PlanPoint => ({ x: wall.start.x + ux * d, y: wall.start.y + uy * d });
  return [at(opening.offset), at(opening.offset + opening.width)];
}

/**
 * Why an opening cannot go where it is, or undefined when it can: it must have a width, lie wholly
 * on its wall and not overlap another window or door on the same wall (touching is allowed).
 */
export function openingProblem(
  opening: Opening,
  walls: readonly WallSegment[],
  otherOpenings: readonly Opening[],
): string | undefined {
  const wall = walls.find((w) => w.id === opening.wallId);
  if (!wall) return m.openingWithoutWall;
  if (!(opening.width > 0)) return m.openingWidth;
  if (opening.offset < 0 || opening.offset + opening.width > wallLength(wall) + 1e-9) return m.openingOffWall;
  const clash = otherOpenings.some(
    (o) =>
      o.id !== opening.id &&
      o.wallId === opening.wallId &&
      opening.offset < o.offset + o.width &&
      o.offset < opening.offset + opening.width,
  );
  return clash ? m.openingsOverlap : undefined;
}

/** Slides an opening along its wall so it fits (for dragging), keeping its width. */
export function clampOpeningOffset(opening: Opening, wall: WallSegment): number {
  return Math.min(Math.max(0, opening.offset), Math.max(0, wallLength(wall) - opening.width));
}
