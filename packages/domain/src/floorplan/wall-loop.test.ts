import { describe, expect, it } from 'vitest';
import { polygonArea } from './geometry.js';
import { findWallLoopAround } from './wall-loop.js';

const seg = (x1: number, y1: number, x2: number, y2: number) => ({
  start: { x: x1, y: y1 },
  end: { x: x2, y: y2 },
});
// Two rooms side by side: 0..100 and 100..160 wide, 80 deep, the middle wall shared.
const twoRooms = [
  seg(0, 0, 160, 0),
  seg(160, 0, 160, 80),
  seg(160, 80, 0, 80),
  seg(0, 80, 0, 0),
  seg(100, 0, 100, 80),
];

describe('closed wall loop around a click (stage 7 fill)', () => {
  it('finds the room that was clicked, not the whole flat', () => {
    expect(polygonArea(findWallLoopAround({ x: 50, y: 40 }, twoRooms)!)).toBe(8000);
    expect(polygonArea(findWallLoopAround({ x: 130, y: 40 }, twoRooms)!)).toBe(4800);
  });
  it('answers nothing outside every loop', () => {
    expect(findWallLoopAround({ x: 200, y: 40 }, twoRooms)).toBeUndefined();
  });
  it('answers nothing when the walls do not close', () => {
    expect(findWallLoopAround({ x: 50, y: 40 }, twoRooms.slice(0, 3))).toBeUndefined();
  });
  it('closes walls that cross or end on another wall, and ignores dead-end walls', () => {
    const crossing = [
      seg(-10, 0, 110, 0),
      seg(100, -10, 100, 90),
      seg(110, 80, -10, 80),
      seg(0, 90, 0, -10),
      seg(50, 80, 50, 40), // a stub wall inside the room
    ];
    const loop = findWallLoopAround({ x: 20, y: 20 }, crossing)!;
    expect(polygonArea(loop)).toBe(8000);
    expect(loop).toHaveLength(4 + 1); // the stub's foot splits the bottom wall, but its free end is pruned
  });
  it('joins wall ends closer than the tolerance', () => {
    const gappy = [seg(0, 0, 100, 0), seg(100.5, 0, 100, 80), seg(100, 80.4, 0, 80), seg(0, 80, 0, 0.3)];
    expect(polygonArea(findWallLoopAround({ x: 50, y: 40 }, gappy)!)).toBeCloseTo(8000, 0);
    expect(findWallLoopAround({ x: 50, y: 40 }, gappy, 0.1)).toBeUndefined();
  });
  it('fills an L-shaped room', () => {
    const l = [
      seg(0, 0, 40, 0),
      seg(40, 0, 40, 20),
      seg(40, 20, 20, 20),
      seg(20, 20, 20, 40),
      seg(20, 40, 0, 40),
      seg(0, 40, 0, 0),
    ];
    expect(polygonArea(findWallLoopAround({ x: 5, y: 35 }, l)!)).toBe(1200);
  });
});
