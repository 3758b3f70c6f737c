import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPointInPolygon,
  isSelfIntersecting,
  polygonArea,
  polygonsOverlap,
  type PlanPoint,
} from './geometry.js';
import { findWallLoopAround } from './wall-loop.js';

const rect = (x: number, y: number, w: number, h: number): PlanPoint[] => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];
// Integer coordinates make "touching" exact, which is what drawn plans with snapping produce.
const small = fc.integer({ min: -50, max: 50 });
const size = fc.integer({ min: 1, max: 40 });
const box = fc.record({ x: small, y: small, w: size, h: size });

describe('polygon validity properties', () => {
  it('two rectangles overlap exactly when their extents overlap by more than an edge on both axes', () => {
    fc.assert(
      fc.property(box, box, (a, b) => {
        const expected =
          Math.min(a.x + a.w, b.x + b.w) > Math.max(a.x, b.x) &&
          Math.min(a.y + a.h, b.y + b.h) > Math.max(a.y, b.y);
        expect(polygonsOverlap(rect(a.x, a.y, a.w, a.h), rect(b.x, b.y, b.w, b.h))).toBe(expected);
        expect(polygonsOverlap(rect(b.x, b.y, b.w, b.h), rect(a.x, a.y, a.w, a.h))).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
  it('a rectangle and its neighbour sharing a whole side never overlap', () => {
    fc.assert(
      fc.property(box, size, (a, w) => {
        expect(polygonsOverlap(rect(a.x, a.y, a.w, a.h), rect(a.x + a.w, a.y, w, a.h))).toBe(false);
        expect(polygonsOverlap(rect(a.x, a.y, a.w, a.h), rect(a.x, a.y + a.h, a.w, w))).toBe(false);
      }),
    );
  });
  it('a point is inside a rectangle exactly when it is within its bounds', () => {
    fc.assert(
      fc.property(box, small, small, (a, px, py) => {
        const inside = px >= a.x && px <= a.x + a.w && py >= a.y && py <= a.y + a.h;
        expect(isPointInPolygon({ x: px, y: py }, rect(a.x, a.y, a.w, a.h))).toBe(inside);
      }),
      { numRuns: 1000 },
    );
  });
  it('rectangles and convex regular polygons never self-intersect; swapping two corners of a rectangle does', () => {
    fc.assert(
      fc.property(box, fc.integer({ min: 3, max: 24 }), (a, n) => {
        expect(isSelfIntersecting(rect(a.x, a.y, a.w, a.h))).toBe(false);
        const regular = Array.from({ length: n }, (_, k) => ({
          x: a.x + a.w * Math.cos((2 * Math.PI * k) / n),
          y: a.y + a.w * Math.sin((2 * Math.PI * k) / n),
        }));
        expect(isSelfIntersecting(regular)).toBe(false);
        const [p0, p1, p2, p3] = rect(a.x, a.y, a.w, a.h) as [PlanPoint, PlanPoint, PlanPoint, PlanPoint];
        expect(isSelfIntersecting([p0, p2, p1, p3])).toBe(true);
      }),
    );
  });
});

describe('wall loop properties', () => {
  it('in a grid of rooms, a click inside any cell fills exactly that cell', () => {
    fc.assert(
      fc.property(
        fc.array(size, { minLength: 1, maxLength: 4 }),
        fc.array(size, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        fc.nat(),
        (widths, heights, ci, cj) => {
          const xs = widths.reduce<number[]>((acc, w) => [...acc, acc[acc.length - 1]! + w], [0]);
          const ys = heights.reduce<number[]>((acc, h) => [...acc, acc[acc.length - 1]! + h], [0]);
          const right = xs[xs.length - 1]!;
          const bottom = ys[ys.length - 1]!;
          const walls = [
            ...xs.map((x) => ({ start: { x, y: 0 }, end: { x, y: bottom } })),
            ...ys.map((y) => ({ start: { x: 0, y }, end: { x: right, y } })),
          ];
          const i = ci % widths.length;
          const j = cj % heights.length;
          const click = { x: xs[i]! + widths[i]! / 2, y: ys[j]! + heights[j]! / 2 };
          const loop = findWallLoopAround(click, walls, 0.25);
          expect(loop).toBeDefined();
          expect(polygonArea(loop!)).toBeCloseTo(widths[i]! * heights[j]!, 9);
          expect(findWallLoopAround({ x: right + 1, y: bottom + 1 }, walls, 0.25)).toBeUndefined();
        },
      ),
      { numRuns: 200 },
    );
  });
});
