import { describe, expect, it } from 'vitest';
import {
  distance,
  interiorPoint,
  isPointInPolygon,
  isSelfIntersecting,
  polygonArea,
  polygonPerimeter,
  polygonsOverlap,
  segmentsIntersect,
  type PlanPoint,
} from './geometry.js';

const rect = (x: number, y: number, w: number, h: number): PlanPoint[] => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];
// An L: a 4 × 4 square with the top-right 2 × 2 quarter cut away (area 12).
const lShape: PlanPoint[] = [
  { x: 0, y: 0 },
  { x: 4, y: 0 },
  { x: 4, y: 2 },
  { x: 2, y: 2 },
  { x: 2, y: 4 },
  { x: 0, y: 4 },
];

describe('polygon area (shoelace) and perimeter', () => {
  it('a 3 × 5 rectangle has area 15 and perimeter 16', () => {
    expect(polygonArea(rect(0, 0, 3, 5))).toBe(15);
    expect(polygonPerimeter(rect(0, 0, 3, 5))).toBe(16);
  });
  it('an L-shape has the area of its two rectangles', () => {
    expect(polygonArea(lShape)).toBe(12);
    expect(polygonPerimeter(lShape)).toBe(16);
  });
  it('a right triangle with legs 3 and 4 has area 6 and perimeter 12', () => {
    const tri = [
      { x: 0, y: 0 },
      { x: 3, y: 0 },
      { x: 0, y: 4 },
    ];
    expect(polygonArea(tri)).toBe(6);
    expect(polygonPerimeter(tri)).toBe(12);
  });
  it('does not depend on the direction the points were clicked', () => {
    expect(polygonArea([...lShape].reverse())).toBe(12);
  });
  it('is 0 for fewer than 3 points', () => {
    expect(
      polygonArea([
        { x: 0, y: 0 },
        { x: 5, y: 5 },
      ]),
    ).toBe(0);
    expect(polygonPerimeter([{ x: 0, y: 0 }])).toBe(0);
  });
  it('measures distance', () => expect(distance({ x: 1, y: 1 }, { x: 4, y: 5 })).toBe(5));
});

describe('self-intersection', () => {
  it('a bow tie crosses itself', () => {
    const bowTie = [
      { x: 0, y: 0 },
      { x: 2, y: 2 },
      { x: 2, y: 0 },
      { x: 0, y: 2 },
    ];
    expect(isSelfIntersecting(bowTie)).toBe(true);
  });
  it('rectangles, triangles and an L do not', () => {
    expect(isSelfIntersecting(rect(0, 0, 3, 5))).toBe(false);
    expect(isSelfIntersecting(lShape)).toBe(false);
  });
  it('an edge folding back along its neighbour counts as crossing', () => {
    expect(
      isSelfIntersecting([
        { x: 0, y: 0 },
        { x: 4, y: 0 },
        { x: 2, y: 0 },
        { x: 2, y: 3 },
      ]),
    ).toBe(true);
  });
  it('a repeated point counts as crossing (the outline touches itself)', () => {
    expect(
      isSelfIntersecting([
        { x: 0, y: 0 },
        { x: 2, y: 0 },
        { x: 2, y: 2 },
        { x: 2, y: 0 },
        { x: 4, y: 2 },
      ]),
    ).toBe(true);
  });
  it('a vertex touching a non-neighbouring edge counts as crossing', () => {
    const pinched = [
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 4 },
      { x: 2, y: 0 },
      { x: 0, y: 4 },
    ];
    expect(isSelfIntersecting(pinched)).toBe(true);
  });
});

describe('segments', () => {
  it('crossing, touching and apart', () => {
    const o = { x: 0, y: 0 };
    expect(segmentsIntersect(o, { x: 2, y: 2 }, { x: 0, y: 2 }, { x: 2, y: 0 })).toBe(true);
    expect(segmentsIntersect(o, { x: 2, y: 0 }, { x: 2, y: 0 }, { x: 3, y: 3 })).toBe(true);
    expect(segmentsIntersect(o, { x: 2, y: 0 }, { x: 0, y: 1 }, { x: 2, y: 1 })).toBe(false);
    expect(segmentsIntersect(o, { x: 2, y: 0 }, { x: 3, y: 0 }, { x: 5, y: 0 })).toBe(false);
  });
});

describe('point in polygon', () => {
  it('inside the L, in its cut-away corner, and on its outline', () => {
    expect(isPointInPolygon({ x: 1, y: 3 }, lShape)).toBe(true);
    expect(isPointInPolygon({ x: 3, y: 3 }, lShape)).toBe(false);
    expect(isPointInPolygon({ x: 4, y: 1 }, lShape)).toBe(true);
    expect(isPointInPolygon({ x: -1, y: 1 }, lShape)).toBe(false);
  });
  it('finds an interior point even for a concave shape whose centroid is outside', () => {
    const u = [
      { x: 0, y: 0 },
      { x: 6, y: 0 },
      { x: 6, y: 6 },
      { x: 5, y: 6 },
      { x: 5, y: 1 },
      { x: 1, y: 1 },
      { x: 1, y: 6 },
      { x: 0, y: 6 },
    ];
    const p = interiorPoint(u);
    expect(p).toBeDefined();
    expect(isPointInPolygon(p!, u)).toBe(true);
  });
});

describe('polygon overlap (more than a shared edge)', () => {
  const a = rect(0, 0, 4, 4);
  it('rooms sharing a wall do not overlap', () => {
    expect(polygonsOverlap(a, rect(4, 0, 3, 4))).toBe(false);
    expect(polygonsOverlap(a, rect(4, 1, 3, 2))).toBe(false);
  });
  it('rooms touching at a corner do not overlap', () =>
    expect(polygonsOverlap(a, rect(4, 4, 2, 2))).toBe(false));
  it('rooms apart do not overlap', () => expect(polygonsOverlap(a, rect(10, 10, 2, 2))).toBe(false));
  it('partly overlapping rooms do', () => expect(polygonsOverlap(a, rect(3, 3, 4, 4))).toBe(true));
  it('a room inside another does, either way round', () => {
    expect(polygonsOverlap(a, rect(1, 1, 1, 1))).toBe(true);
    expect(polygonsOverlap(rect(1, 1, 1, 1), a)).toBe(true);
  });
  it('the same room drawn twice does', () => expect(polygonsOverlap(a, [...a].reverse())).toBe(true));
  it('a cross of two bars overlaps though no vertex is inside the other', () => {
    expect(polygonsOverlap(rect(0, 1, 4, 1), rect(1, 0, 1, 4))).toBe(true);
  });
  it('an L and the square in its cut-away corner do not overlap', () => {
    expect(polygonsOverlap(lShape, rect(2, 2, 2, 2))).toBe(false);
  });
});
