import { describe, expect, it } from 'vitest';
import { snapPoint, snapToEndpoint, snapToRightAngle, snapToWallLine } from './snapping.js';

const walls = [
  { start: { x: 0, y: 0 }, end: { x: 100, y: 0 } },
  { start: { x: 100, y: 0 }, end: { x: 100, y: 80 } },
];

describe('snapping', () => {
  it('jumps to the nearest wall end within the radius', () => {
    expect(snapToEndpoint({ x: 96, y: 4 }, walls, 10)).toEqual({ x: 100, y: 0 });
    expect(snapToEndpoint({ x: 3, y: 3 }, walls, 10)).toEqual({ x: 0, y: 0 });
    expect(snapToEndpoint({ x: 50, y: 40 }, walls, 10)).toBeUndefined();
  });
  it('squares a nearly horizontal or vertical wall to the axis', () => {
    expect(snapToRightAngle({ x: 0, y: 0 }, { x: 100, y: 5 })).toEqual({ x: 100, y: 0 });
    expect(snapToRightAngle({ x: 0, y: 0 }, { x: -100, y: 5 })).toEqual({ x: -100, y: 0 });
    expect(snapToRightAngle({ x: 10, y: 10 }, { x: 13, y: 90 })).toEqual({ x: 10, y: 90 });
    expect(snapToRightAngle({ x: 0, y: 0 }, { x: 50, y: 50 })).toBeUndefined();
    expect(snapToRightAngle({ x: 0, y: 0 }, { x: 0, y: 0 })).toBeUndefined();
  });
  it('drops onto the nearest point of another wall', () => {
    expect(snapToWallLine({ x: 40, y: 6 }, walls, 10)).toEqual({ x: 40, y: 0 });
    expect(snapToWallLine({ x: 40, y: 30 }, walls, 10)).toBeUndefined();
    // Beyond the wall's end the nearest point is the end itself, not the line's extension.
    expect(snapToWallLine({ x: 105, y: -3 }, walls, 10)).toEqual({ x: 100, y: 0 });
  });
  it('prefers a wall end, then a right angle, then a wall line', () => {
    expect(snapPoint({ x: 98, y: 78 }, { walls, radius: 10 })).toEqual({
      point: { x: 100, y: 80 },
      kind: 'endpoint',
    });
    expect(snapPoint({ x: 60, y: 53 }, { walls, from: { x: 0, y: 50 }, radius: 10 })).toEqual({
      point: { x: 60, y: 50 },
      kind: 'angle',
    });
    expect(snapPoint({ x: 50, y: 4 }, { walls, radius: 10 })).toEqual({
      point: { x: 50, y: 0 },
      kind: 'wall',
    });
    expect(snapPoint({ x: 50, y: 40 }, { walls, radius: 10 })).toEqual({
      point: { x: 50, y: 40 },
      kind: 'none',
    });
  });
  it('a squared wall ends exactly on the wall it meets', () => {
    const r = snapPoint({ x: 96, y: 42 }, { walls, from: { x: 0, y: 40 }, radius: 10 });
    expect(r).toEqual({ point: { x: 100, y: 40 }, kind: 'angle' });
  });
});
