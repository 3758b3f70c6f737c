import { isSelfIntersecting, polygonArea, polygonsOverlap, type PlanPoint } from './geometry.js';
import { FloorplanDocument, type FloorplanArea } from './document.js';
import { floorplanMessages as m } from './messages.js';
import { openingProblem } from './walls.js';

/** Smallest area worth keeping, in square plan pixels: a slip of the mouse, not a room. */
export const MIN_AREA_PX2 = 1;

/**
 * Why a drawn area is refused, or undefined when it may be kept (issue 5: "overlapping or
 * self-intersecting polygons refused with a clear message"). `others` are the areas already on the
 * plan; the one being edited is skipped by id.
 */
export function areaProblem(
  area: { id?: string; points: readonly PlanPoint[] },
  others: readonly Pick<FloorplanArea, 'id' | 'name' | 'points'>[],
): string | undefined {
  if (area.points.length < 3) return m.areaTooFewPoints;
  if (isSelfIntersecting(area.points)) return m.areaSelfIntersecting;
  if (polygonArea(area.points) < MIN_AREA_PX2) return m.areaZero;
  const clash = others.find((o) => o.id !== area.id && polygonsOverlap(area.points, o.points));
  return clash ? m.areaOverlaps(clash.name) : undefined;
}

export interface FloorplanProblem {
  path: (string | number)[];
  message: string;
}

/** Every rule a saved plan must meet beyond its shape: valid areas and openings, unique ids. */
export function floorplanProblems(doc: FloorplanDocument): FloorplanProblem[] {
  const problems: FloorplanProblem[] = [];
  doc.areas.forEach((area, i) => {
    const message = areaProblem(area, doc.areas.slice(0, i));
    if (message) problems.push({ path: ['areas', i, 'points'], message });
  });
  for (const kind of ['windows', 'doors'] as const) {
    doc[kind].forEach((opening, i) => {
      // A window and a door may not share wall space either, so both lists are the "others".
      const others = [...doc.windows, ...doc.doors].filter((o) => o !== opening);
      const message = openingProblem(opening, doc.walls, others);
      if (message) problems.push({ path: [kind, i], message });
    });
  }
  const seen = new Set<string>();
  for (const kind of ['walls', 'windows', 'doors', 'furniture', 'areas'] as const) {
    doc[kind].forEach((item, i) => {
      if (seen.has(item.id)) problems.push({ path: [kind, i, 'id'], message: `Duplicate id ${item.id}` });
      seen.add(item.id);
    });
  }
  return problems;
}

/** The document as the server accepts it for saving: the shape, plus {@link floorplanProblems}. */
export const ValidFloorplanDocument = FloorplanDocument.superRefine((doc, ctx) => {
  for (const p of floorplanProblems(doc)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
});
