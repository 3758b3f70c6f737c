import { distance, lineIntersection, projectOntoSegment, type PlanPoint } from './geometry.js';

export interface WallLine {
  start: PlanPoint;
  end: PlanPoint;
}

/** Why a point moved, so the editor can draw the matching guide. */
export type SnapKind = 'endpoint' | 'angle' | 'wall' | 'none';

export interface SnapResult {
  point: PlanPoint;
  kind: SnapKind;
}

/** Screen pixels within which a point jumps to a target; the editor divides by zoom before calling. */
export const DEFAULT_SNAP_RADIUS = 10;

/** The nearest wall end within the radius, or undefined. */
export function snapToEndpoint(
  p: PlanPoint,
  walls: readonly WallLine[],
  radius = DEFAULT_SNAP_RADIUS,
): PlanPoint | undefined {
  let best: PlanPoint | undefined;
  let bestDistance = radius;
  for (const w of walls) {
    for (const end of [w.start, w.end]) {
      const d = distance(p, end);
      if (d <= bestDistance) {
        best = end;
        bestDistance = d;
      }
    }
  }
  return best ? { ...best } : undefined;
}

/**
 * Right angles: a wall drawn from `from` becomes horizontal or vertical when its direction is within
 * `toleranceDegrees` of either axis; the length along the kept axis is preserved.
 */
export function snapToRightAngle(from: PlanPoint, p: PlanPoint, toleranceDegrees = 8): PlanPoint | undefined {
  const dx = p.x - from.x;
  const dy = p.y - from.y;
  if (dx === 0 && dy === 0) return undefined;
  const angle = Math.abs((Math.atan2(dy, dx) * 180) / Math.PI); // 0..180
  const offHorizontal = Math.min(angle, 180 - angle);
  const offVertical = Math.abs(90 - angle);
  if (offHorizontal <= toleranceDegrees && offHorizontal <= offVertical) return { x: p.x, y: from.y };
  if (offVertical <= toleranceDegrees) return { x: from.x, y: p.y };
  return undefined;
}

/** The nearest point on another wall's line within the radius (the wall segment, not its extension). */
export function snapToWallLine(
  p: PlanPoint,
  walls: readonly WallLine[],
  radius = DEFAULT_SNAP_RADIUS,
): PlanPoint | undefined {
  let best: PlanPoint | undefined;
  let bestDistance = radius;
  for (const w of walls) {
    const { point } = projectOntoSegment(p, w.start, w.end);
    const d = distance(p, point);
    if (d <= bestDistance) {
      best = point;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The editor's snapping order: a wall end wins (walls must join exactly for areas to close), then a
 * right angle from the wall's start, kept on another wall's line when both apply (that is where two
 * walls meet square), then the nearest wall line, else the point as given.
 */
export function snapPoint(
  p: PlanPoint,
  options: { walls: readonly WallLine[]; from?: PlanPoint; radius?: number; angleToleranceDegrees?: number },
): SnapResult {
  const radius = options.radius ?? DEFAULT_SNAP_RADIUS;
  const end = snapToEndpoint(p, options.walls, radius);
  if (end) return { point: end, kind: 'endpoint' };
  const square = options.from ? snapToRightAngle(options.from, p, options.angleToleranceDegrees) : undefined;
  if (square && options.from) {
    const guide = { start: options.from, end: square };
    for (const w of options.walls) {
      const meet = lineIntersection(guide.start, guide.end, w.start, w.end);
      if (!meet || distance(meet, square) > radius) continue;
      const { point } = projectOntoSegment(meet, w.start, w.end);
      if (distance(point, meet) <= 1e-6) return { point: meet, kind: 'angle' };
    }
    return { point: square, kind: 'angle' };
  }
  const onWall = snapToWallLine(p, options.walls, radius);
  if (onWall) return { point: onWall, kind: 'wall' };
  return { point: { ...p }, kind: 'none' };
}
