import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { polygonArea, polygonPerimeter, type PlanPoint } from './geometry.js';

const coord = fc.double({ min: -1000, max: 1000, noNaN: true, noDefaultInfinity: true });
const point = fc.record({ x: coord, y: coord });
const polygon = fc.array(point, { minLength: 3, maxLength: 12 });
const closeTo = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

describe('geometry properties', () => {
  it('area is unchanged by translation', () => {
    fc.assert(
      fc.property(polygon, coord, coord, (pts, dx, dy) => {
        const moved = pts.map((p) => ({ x: p.x + dx, y: p.y + dy }));
        expect(closeTo(polygonArea(moved), polygonArea(pts))).toBe(true);
      }),
    );
  });
  it('area and perimeter are unchanged by rotation', () => {
    fc.assert(
      fc.property(polygon, fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), (pts, angle) => {
        const c = Math.cos(angle);
        const s = Math.sin(angle);
        const turned: PlanPoint[] = pts.map((p) => ({ x: p.x * c - p.y * s, y: p.x * s + p.y * c }));
        expect(closeTo(polygonArea(turned), polygonArea(pts))).toBe(true);
        expect(closeTo(polygonPerimeter(turned), polygonPerimeter(pts))).toBe(true);
      }),
    );
  });
  it('perimeter and area are never negative', () => {
    fc.assert(
      fc.property(fc.array(point, { maxLength: 12 }), (pts) => {
        expect(polygonPerimeter(pts)).toBeGreaterThanOrEqual(0);
        expect(polygonArea(pts)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it('a rectangle has area w × h and perimeter 2(w + h), wherever it is', () => {
    const size = fc.double({ min: 0.01, max: 1000, noNaN: true });
    fc.assert(
      fc.property(coord, coord, size, size, (x, y, w, h) => {
        const r = [
          { x, y },
          { x: x + w, y },
          { x: x + w, y: y + h },
          { x, y: y + h },
        ];
        expect(closeTo(polygonArea(r), w * h)).toBe(true);
        expect(closeTo(polygonPerimeter(r), 2 * (w + h))).toBe(true);
      }),
    );
  });
  it('scaling lengths by k scales the area by k²', () => {
    fc.assert(
      fc.property(polygon, fc.double({ min: 0.1, max: 10, noNaN: true }), (pts, k) => {
        const scaled = pts.map((p) => ({ x: p.x * k, y: p.y * k }));
        expect(closeTo(polygonArea(scaled), polygonArea(pts) * k * k)).toBe(true);
      }),
    );
  });
});
