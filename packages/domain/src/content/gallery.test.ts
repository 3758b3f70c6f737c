import { describe, expect, it } from 'vitest';
import { GalleryQuery, parseGalleryFilter } from './gallery.js';

describe('gallery filter (spec "Projects gallery page": House Type or Style)', () => {
  it('reads a house type or a style from `field:value`', () => {
    expect(parseGalleryFilter('type_of_house:4 Room HDB')).toEqual({
      field: 'type_of_house',
      value: '4 Room HDB',
    });
    expect(parseGalleryFilter('design_type:Others')).toEqual({ field: 'design_type', value: 'Others' });
  });

  it('names no filter for an unknown field, house type or style', () => {
    expect(parseGalleryFilter('type_of_house:Castle')).toBeUndefined();
    expect(parseGalleryFilter('design_type:Baroque')).toBeUndefined();
    expect(parseGalleryFilter('size:100')).toBeUndefined();
    expect(parseGalleryFilter('')).toBeUndefined();
  });

  it('is what the list query accepts, and refuses the rest', () => {
    expect(GalleryQuery.parse({ filters: 'design_type:Modern' }).filters).toEqual({
      field: 'design_type',
      value: 'Modern',
    });
    expect(GalleryQuery.safeParse({ filters: 'design_type:Baroque' }).success).toBe(false);
  });
});
