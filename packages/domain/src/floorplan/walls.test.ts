import { describe, expect, it } from 'vitest';
import { polygonArea } from './geometry.js';
import { floorplanMessages as m } from './messages.js';
import { clampOpeningOffset, openingEnds, openingProblem, wallLength, wallOutline } from './walls.js';

const wall = { id: 'w1', start: { x: 0, y: 0 }, end: { x: 300, y: 0 }, thickness: 10 };

describe('walls with thickness', () => {
  it('has the length of its segment and an outline of length × thickness', () => {
    expect(wallLength(wall)).toBe(300);
    expect(polygonArea(wallOutline(wall))).toBeCloseTo(3000, 9);
    expect(wallOutline(wall)[0]).toEqual({ x: 0, y: 5 });
  });
});

describe('windows and doors on a wall', () => {
  const door = { id: 'd1', wallId: 'w1', offset: 20, width: 90 };
  it('places the opening along the wall at its offset', () => {
    expect(openingEnds(door, wall)).toEqual([
      { x: 20, y: 0 },
      { x: 110, y: 0 },
    ]);
  });
  it('accepts an opening that fits, including one that touches a neighbour', () => {
    expect(openingProblem(door, [wall], [])).toBeUndefined();
    expect(openingProblem(door, [wall], [{ id: 'x', wallId: 'w1', offset: 110, width: 50 }])).toBeUndefined();
    expect(openingProblem({ ...door, offset: 210 }, [wall], [])).toBeUndefined();
  });
  it('refuses an opening past the wall end, before its start, without width or without wall', () => {
    expect(openingProblem({ ...door, offset: 211 }, [wall], [])).toBe(m.openingOffWall);
    expect(openingProblem({ ...door, offset: -1 }, [wall], [])).toBe(m.openingOffWall);
    expect(openingProblem({ ...door, width: 0 }, [wall], [])).toBe(m.openingWidth);
    expect(openingProblem({ ...door, wallId: 'nope' }, [wall], [])).toBe(m.openingWithoutWall);
  });
  it('refuses overlapping openings on the same wall only', () => {
    const window = { id: 'win', wallId: 'w1', offset: 100, width: 60 };
    expect(openingProblem(door, [wall], [window])).toBe(m.openingsOverlap);
    expect(openingProblem(door, [wall], [{ ...window, wallId: 'w2' }])).toBeUndefined();
    // An opening is not compared with itself while it is being moved.
    expect(openingProblem(door, [wall], [door])).toBeUndefined();
  });
  it('keeps a dragged opening on its wall', () => {
    expect(clampOpeningOffset({ ...door, offset: 280 }, wall)).toBe(210);
    expect(clampOpeningOffset({ ...door, offset: -40 }, wall)).toBe(0);
  });
});
