import { ImageVariantQuery } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { planVariant } from './variant-plan.js';

const source = { width: 1200, height: 800 };
const plan = (query: Record<string, string>) => planVariant(source, ImageVariantQuery.parse(query));

describe('planVariant', () => {
  it('keeps the aspect when only one side is given, and thumb is 320 wide', () => {
    expect(plan({ width: '600' })).toEqual({ width: 600, height: 400 });
    expect(plan({ height: '200' })).toEqual({ width: 300, height: 200 });
    expect(plan({ thumb: '1' })).toEqual({ width: 320, height: 213 });
  });

  it('derives the other side from ratio, or crops the largest box of that ratio', () => {
    expect(plan({ width: '400', ratio: '1' })).toEqual({ width: 400, height: 400 });
    expect(plan({ height: '300', ratio: '2' })).toEqual({ width: 600, height: 300 });
    expect(plan({ ratio: '16:9' })).toEqual({ width: 1200, height: 675 });
    expect(plan({ ratio: '0.5' })).toEqual({ width: 400, height: 800 });
  });

  it('never upscales, shrinking an oversized box with its aspect kept', () => {
    expect(plan({ width: '3000' })).toBeNull();
    expect(plan({ width: '2400', height: '2400' })).toEqual({ width: 800, height: 800 });
    expect(planVariant({ width: 100, height: 50 }, ImageVariantQuery.parse({ thumb: '1' }))).toBeNull();
  });

  it('answers null when nothing but the original is asked for', () => {
    expect(plan({})).toBeNull();
    expect(plan({ thumb: '0' })).toBeNull();
    expect(plan({ ratio: '1.5' })).toBeNull();
  });
});
