import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  estimatedMmPerPixel,
  m2ToSqft,
  mmPerPixelFromMarks,
  mmToPx,
  px2ToM2,
  pxToMm,
  SQFT_PER_M2,
  sqftToM2,
  standardFloorAreaSqft,
} from './scale.js';

describe('scale from two marked points (stage 5)', () => {
  it('a 200 px mark that is 4 m long gives 20 mm per pixel, in m or mm alike', () => {
    const a = { x: 100, y: 50 };
    const b = { x: 300, y: 50 };
    expect(mmPerPixelFromMarks(a, b, 4, 'm')).toBe(20);
    expect(mmPerPixelFromMarks(a, b, 4000, 'mm')).toBe(20);
  });
  it('a diagonal mark uses its true length (3-4-5)', () => {
    expect(mmPerPixelFromMarks({ x: 0, y: 0 }, { x: 30, y: 40 }, 500, 'mm')).toBe(10);
  });
  it('refuses coinciding marks and a length that is not positive', () => {
    const a = { x: 1, y: 1 };
    expect(mmPerPixelFromMarks(a, a, 3, 'm')).toBeUndefined();
    expect(mmPerPixelFromMarks(a, { x: 2, y: 1 }, 0, 'm')).toBeUndefined();
    expect(mmPerPixelFromMarks(a, { x: 2, y: 1 }, -5, 'mm')).toBeUndefined();
    expect(mmPerPixelFromMarks(a, { x: 2, y: 1 }, Number.NaN, 'mm')).toBeUndefined();
  });
  it('converts pixels to millimetres and back', () => {
    expect(pxToMm(150, 20)).toBe(3000);
    expect(mmToPx(3000, 20)).toBe(150);
  });
  it('converts square pixels to m²: 200 × 150 px at 20 mm/px is 4 m × 3 m = 12 m²', () => {
    expect(px2ToM2(200 * 150, 20)).toBeCloseTo(12, 10);
  });
  it('1 m² = 10.7639 sqft', () => {
    expect(SQFT_PER_M2).toBe(10.7639);
    expect(m2ToSqft(1)).toBe(10.7639);
    expect(m2ToSqft(12)).toBeCloseTo(129.1668, 10);
    expect(sqftToM2(10.7639)).toBe(1);
  });
  it('m² → sqft → m² round-trips', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (m2) => {
        expect(sqftToM2(m2ToSqft(m2))).toBeCloseTo(m2, 6);
      }),
    );
  });
});

describe('estimated scale from the property type', () => {
  it('the default 5-room flat adds up the hacking base sizes', () => {
    // living 350 + dining 40 + kitchen 40 + yard 35 + shelter 40 + balcony 40 + 3 bedrooms 330 + study 110 + 2 toilets 80
    expect(standardFloorAreaSqft()).toBe(1065);
    expect(standardFloorAreaSqft(3)).toBe(350 + 40 + 40 + 35 + 40 + 2 * 110 + 2 * 40);
  });
  it('more rooms never make a smaller flat', () => {
    for (let r = 1; r < 8; r++)
      expect(standardFloorAreaSqft(r + 1)).toBeGreaterThan(standardFloorAreaSqft(r));
  });
  it('an image of the standard flat at the estimate measures the standard floor area', () => {
    const mmPerPx = estimatedMmPerPixel(1000, 800, 4);
    const m2 = px2ToM2(1000 * 800 * 0.6, mmPerPx);
    expect(m2ToSqft(m2)).toBeCloseTo(standardFloorAreaSqft(4), 6);
  });
});
