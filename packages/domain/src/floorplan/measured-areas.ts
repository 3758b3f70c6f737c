import {
  distance,
  polygonArea,
  polygonEdges,
  polygonPerimeter,
  projectOntoSegment,
  type PlanPoint,
} from './geometry.js';
import {
  documentMmPerPixel,
  isScaleEstimated,
  type FloorplanDocument,
  type FloorplanAreaType,
} from './document.js';
import { m2ToSqft, MM_PER_FOOT, px2ToM2 } from './scale.js';
import { openingEnds } from './walls.js';

/** One area of the plan as the quotation engine prices it, in place of the standard layout. */
export interface MeasuredArea {
  id: string;
  areaType: FloorplanAreaType;
  name: string;
  floorAreaM2: number;
  floorAreaSqft: number;
  perimeterMm: number;
  /** The same in feet, as the quotation engine measures perimeters. */
  perimeterFt: number;
  /** The part of the outline that runs along drawn walls, less door openings (no wall to finish there). */
  wallLengthMm: number;
  wallLengthFt: number;
  /** True when the plan was never scaled and the numbers come from the property-type estimate. */
  estimated: boolean;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

type Interval = [number, number];

function union(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const out: Interval[] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

const total = (intervals: Interval[]) => intervals.reduce((s, [a, b]) => s + b - a, 0);

/** The stretch of edge ab (as fractions 0..1) covered by segment cd when cd lies along ab within `tolerance`. */
function coverage(
  a: PlanPoint,
  b: PlanPoint,
  c: PlanPoint,
  d: PlanPoint,
  tolerance: number,
): Interval | undefined {
  if (
    Math.max(c.x, d.x) + tolerance < Math.min(a.x, b.x) ||
    Math.max(a.x, b.x) + tolerance < Math.min(c.x, d.x) ||
    Math.max(c.y, d.y) + tolerance < Math.min(a.y, b.y) ||
    Math.max(a.y, b.y) + tolerance < Math.min(c.y, d.y)
  ) {
    return undefined; // far apart: the common case on a big plan, answered without projecting
  }
  const pc = projectOntoSegment(c, a, b);
  const pd = projectOntoSegment(d, a, b);
  // Both ends must sit on the edge's line (not merely near its ends) for the wall to run along it.
  const onLine = (p: PlanPoint) => {
    const len = distance(a, b);
    if (len === 0) return false;
    return Math.abs((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / len <= tolerance;
  };
  if (!onLine(c) || !onLine(d)) return undefined;
  const lo = Math.min(pc.t, pd.t);
  const hi = Math.max(pc.t, pd.t);
  return hi > lo ? [lo, hi] : undefined;
}

/** The document's areas measured in real units for the quotation (issue 5 item 4). */
export function measureFloorplanAreas(doc: FloorplanDocument): MeasuredArea[] {
  const mmPerPx = documentMmPerPixel(doc);
  const estimated = isScaleEstimated(doc);
  const doorSpans = doc.doors.flatMap((door) => {
    const wall = doc.walls.find((w) => w.id === door.wallId);
    return wall ? [{ ends: openingEnds(door, wall), tolerance: wall.thickness / 2 + 1 }] : [];
  });
  return doc.areas.map((area) => {
    let wallPx = 0;
    for (const [a, b] of polygonEdges(area.points)) {
      const length = distance(a, b);
      const walls = union(defined(doc.walls.map((w) => coverage(a, b, w.start, w.end, w.thickness / 2 + 1))));
      const doors = union(defined(doorSpans.map((s) => coverage(a, b, s.ends[0], s.ends[1], s.tolerance))));
      const covered = total(walls) - total(intersect(walls, doors));
      wallPx += covered * length;
    }
    const floorAreaM2 = px2ToM2(polygonArea(area.points), mmPerPx);
    const perimeterMm = polygonPerimeter(area.points) * mmPerPx;
    const wallMm = wallPx * mmPerPx;
    return {
      id: area.id,
      areaType: area.areaType,
      name: area.name,
      floorAreaM2: round2(floorAreaM2),
      floorAreaSqft: round2(m2ToSqft(floorAreaM2)),
      perimeterMm: Math.round(perimeterMm),
      perimeterFt: round2(perimeterMm / MM_PER_FOOT),
      wallLengthMm: Math.round(wallMm),
      wallLengthFt: round2(wallMm / MM_PER_FOOT),
      estimated,
    };
  });
}

const defined = (list: (Interval | undefined)[]): Interval[] =>
  list.filter((i): i is Interval => i !== undefined);

function intersect(a: Interval[], b: Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const [a0, a1] of a)
    for (const [b0, b1] of b)
      if (Math.min(a1, b1) > Math.max(a0, b0)) out.push([Math.max(a0, b0), Math.min(a1, b1)]);
  return out;
}
