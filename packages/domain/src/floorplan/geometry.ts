import { z } from 'zod';

/**
 * Plane geometry for the floorplan editor (issue 5). Units are whatever the caller uses (pixels of the
 * cropped plan in the editor, millimetres once scaled); every function here is unit-agnostic.
 */
/** Bounds keep a stored document small and arithmetic exact enough (issue 5: under 200 KB per plan). */
const coordinate = z.number().finite().min(-100_000).max(100_000);
export const PlanPoint = z.object({ x: coordinate, y: coordinate });
export type PlanPoint = z.infer<typeof PlanPoint>;

/** Tolerance for "the same point" and "on the line" tests, in the caller's units. */
export const GEOMETRY_EPSILON = 1e-9;

export const distance = (a: PlanPoint, b: PlanPoint): number => Math.hypot(b.x - a.x, b.y - a.y);

/** Twice the signed area would lose precision for no gain; this is the signed area itself (shoelace). */
export function signedPolygonArea(points: readonly PlanPoint[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

/** Area of a simple polygon by the shoelace formula; direction of the points does not matter. */
export const polygonArea = (points: readonly PlanPoint[]): number =>
  points.length < 3 ? 0 : Math.abs(signedPolygonArea(points));

/** Length of the closed outline (the last point joins the first). */
export function polygonPerimeter(points: readonly PlanPoint[]): number {
  if (points.length < 2) return 0;
  let sum = 0;
  for (let i = 0; i < points.length; i++) sum += distance(points[i]!, points[(i + 1) % points.length]!);
  return sum;
}

/** The polygon's edges as segments, closing back to the first point. */
export function polygonEdges(points: readonly PlanPoint[]): [PlanPoint, PlanPoint][] {
  return points.map((p, i) => [p, points[(i + 1) % points.length]!]);
}

/** > 0 when c lies left of a→b, < 0 right, 0 on the line. */
export const crossProduct = (a: PlanPoint, b: PlanPoint, c: PlanPoint): number =>
  (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);

const sign = (v: number, eps: number): -1 | 0 | 1 => (v > eps ? 1 : v < -eps ? -1 : 0);

function onSegment(a: PlanPoint, b: PlanPoint, p: PlanPoint, eps: number): boolean {
  return (
    Math.abs(crossProduct(a, b, p)) <= eps * Math.max(1, distance(a, b)) &&
    p.x >= Math.min(a.x, b.x) - eps &&
    p.x <= Math.max(a.x, b.x) + eps &&
    p.y >= Math.min(a.y, b.y) - eps &&
    p.y <= Math.max(a.y, b.y) + eps
  );
}

/** True when the closed segments ab and cd share at least one point (touching counts). */
export function segmentsIntersect(
  a: PlanPoint,
  b: PlanPoint,
  c: PlanPoint,
  d: PlanPoint,
  eps = GEOMETRY_EPSILON,
): boolean {
  const d1 = sign(crossProduct(c, d, a), eps);
  const d2 = sign(crossProduct(c, d, b), eps);
  const d3 = sign(crossProduct(a, b, c), eps);
  const d4 = sign(crossProduct(a, b, d), eps);
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (
    (d1 === 0 && onSegment(c, d, a, eps)) ||
    (d2 === 0 && onSegment(c, d, b, eps)) ||
    (d3 === 0 && onSegment(a, b, c, eps)) ||
    (d4 === 0 && onSegment(a, b, d, eps))
  );
}

/** True only when the segments cross through each other's interiors (a shared end point does not count). */
export function segmentsCrossProperly(
  a: PlanPoint,
  b: PlanPoint,
  c: PlanPoint,
  d: PlanPoint,
  eps = GEOMETRY_EPSILON,
): boolean {
  const d1 = sign(crossProduct(c, d, a), eps);
  const d2 = sign(crossProduct(c, d, b), eps);
  const d3 = sign(crossProduct(a, b, c), eps);
  const d4 = sign(crossProduct(a, b, d), eps);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Where the infinite lines through ab and cd meet, or undefined when they are parallel. */
export function lineIntersection(
  a: PlanPoint,
  b: PlanPoint,
  c: PlanPoint,
  d: PlanPoint,
): PlanPoint | undefined {
  const den = (a.x - b.x) * (c.y - d.y) - (a.y - b.y) * (c.x - d.x);
  if (Math.abs(den) < GEOMETRY_EPSILON) return undefined;
  const t = ((a.x - c.x) * (c.y - d.y) - (a.y - c.y) * (c.x - d.x)) / den;
  return { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
}

/** Closest point to p on the segment ab, and the fraction t (0 at a, 1 at b) where it lies. */
export function projectOntoSegment(
  p: PlanPoint,
  a: PlanPoint,
  b: PlanPoint,
): { point: PlanPoint; t: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return { point: { ...a }, t: 0 };
  const t = Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return { point: { x: a.x + t * dx, y: a.y + t * dy }, t };
}

export const distanceToSegment = (p: PlanPoint, a: PlanPoint, b: PlanPoint): number =>
  distance(p, projectOntoSegment(p, a, b).point);

/**
 * A polygon is self-intersecting when two edges that are not neighbours touch or cross, when two
 * neighbouring edges fold back over each other, or when a point repeats. Fewer than 3 points, or
 * zero area, is not a polygon at all and is reported by {@link polygonProblem} instead.
 */
export function isSelfIntersecting(points: readonly PlanPoint[]): boolean {
  const n = points.length;
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (distance(points[i]!, points[j]!) <= GEOMETRY_EPSILON) return true;
    }
  }
  const edges = polygonEdges(points);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const [a, b] = edges[i]!;
      const [c, d] = edges[j]!;
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (!neighbours) {
        if (segmentsIntersect(a, b, c, d)) return true;
        continue;
      }
      // Neighbours share one end point; they are only wrong when they run back along each other.
      const shared = j === i + 1 ? b : a;
      const p = j === i + 1 ? a : b;
      const q = j === i + 1 ? d : c;
      if (
        Math.abs(crossProduct(shared, p, q)) <= GEOMETRY_EPSILON * Math.max(1, distance(shared, p)) &&
        (p.x - shared.x) * (q.x - shared.x) + (p.y - shared.y) * (q.y - shared.y) > 0
      ) {
        return true;
      }
    }
  }
  return false;
}

/**
 * PlanPoint-in-polygon by ray casting. Points on the outline count as inside, so a click on an edge still
 * selects the area.
 */
export function isPointInPolygon(p: PlanPoint, points: readonly PlanPoint[]): boolean {
  const n = points.length;
  if (n < 3) return false;
  for (const [a, b] of polygonEdges(points)) if (onSegment(a, b, p, 1e-7)) return true;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = points[i]!;
    const b = points[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Strictly inside: on the outline does not count. */
function isPointStrictlyInside(p: PlanPoint, points: readonly PlanPoint[]): boolean {
  for (const [a, b] of polygonEdges(points)) if (onSegment(a, b, p, 1e-7)) return false;
  return isPointInPolygon(p, points);
}

const midpoint = (a: PlanPoint, b: PlanPoint): PlanPoint => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * True when two simple polygons share some area. Touching along an edge or at a corner is allowed
 * (neighbouring rooms share walls), so only interior overlap counts: edges crossing properly, a
 * vertex or edge midpoint of one strictly inside the other, or identical outlines.
 */
export function polygonsOverlap(first: readonly PlanPoint[], second: readonly PlanPoint[]): boolean {
  if (first.length < 3 || second.length < 3) return false;
  // Most pairs of rooms are far apart; comparing their bounding boxes first keeps checking a whole
  // plan cheap. Boxes that only touch cannot hold shared floor.
  const a = bounds(first);
  const b = bounds(second);
  if (
    Math.min(a.maxX, b.maxX) <= Math.max(a.minX, b.minX) ||
    Math.min(a.maxY, b.maxY) <= Math.max(a.minY, b.minY)
  ) {
    return false;
  }
  const edgesA = polygonEdges(first);
  const edgesB = polygonEdges(second);
  for (const [a, b] of edgesA) {
    for (const [c, d] of edgesB) if (segmentsCrossProperly(a, b, c, d)) return true;
  }
  const probes = (edges: [PlanPoint, PlanPoint][]) => edges.flatMap(([a, b]) => [a, midpoint(a, b)]);
  if (probes(edgesA).some((p) => isPointStrictlyInside(p, second))) return true;
  if (probes(edgesB).some((p) => isPointStrictlyInside(p, first))) return true;
  // Identical or collinear-edged polygons leave every probe on the outline; a centroid test settles it.
  const inner = polygonArea(first) <= polygonArea(second) ? first : second;
  const outer = inner === first ? second : first;
  const c = interiorPoint(inner);
  return c !== undefined && isPointStrictlyInside(c, outer);
}

function bounds(points: readonly PlanPoint[]) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** A point strictly inside a simple polygon (the centroid when it is inside, else a probe near an ear). */
export function interiorPoint(points: readonly PlanPoint[]): PlanPoint | undefined {
  if (points.length < 3 || polygonArea(points) <= GEOMETRY_EPSILON) return undefined;
  const c = polygonCentroid(points);
  if (isPointStrictlyInside(c, points)) return c;
  // Concave shapes: try the middle of each triangle made by a vertex and its neighbours.
  const n = points.length;
  for (let i = 0; i < n; i++) {
    const a = points[(i + n - 1) % n]!;
    const b = points[i]!;
    const d = points[(i + 1) % n]!;
    const probe = { x: (a.x + b.x + d.x) / 3, y: (a.y + b.y + d.y) / 3 };
    if (isPointStrictlyInside(probe, points)) return probe;
  }
  return undefined;
}

export function polygonCentroid(points: readonly PlanPoint[]): PlanPoint {
  const area = signedPolygonArea(points);
  if (Math.abs(area) <= GEOMETRY_EPSILON) {
    const sx = points.reduce((s, p) => s + p.x, 0);
    const sy = points.reduce((s, p) => s + p.y, 0);
    return { x: sx / Math.max(1, points.length), y: sy / Math.max(1, points.length) };
  }
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const f = a.x * b.y - b.x * a.y;
    cx += (a.x + b.x) * f;
    cy += (a.y + b.y) * f;
  }
  return { x: cx / (6 * area), y: cy / (6 * area) };
}
