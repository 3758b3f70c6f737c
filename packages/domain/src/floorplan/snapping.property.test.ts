import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distance } from './geometry.js';
import { snapPoint, snapToRightAngle } from './snapping.js';

const coord = fc.double({ min: -1000, max: 1000, noNaN: true });
const point = fc.record({ x: coord, y: coord });

describe('snapping properties', () => {
  it('a squared wall is horizontal or vertical from its start', () => {
    fc.assert(
      fc.property(point, point, (from, p) => {
        const squared = snapToRightAngle(from, p);
        if (squared) expect(squared.x === from.x || squared.y === from.y).toBe(true);
      }),
    );
  });
  it('a snapped point never jumps further than the radius, except along the right-angle guide', () => {
    const walls = fc.array(fc.record({ start: point, end: point }), { maxLength: 6 });
    fc.assert(
      fc.property(point, walls, fc.double({ min: 1, max: 30, noNaN: true }), (p, ws, radius) => {
        const r = snapPoint(p, { walls: ws, radius });
        expect(r.kind).not.toBe('angle');
        expect(distance(r.point, p)).toBeLessThanOrEqual(radius + 1e-9);
      }),
    );
  });
});
