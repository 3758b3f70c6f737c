import { describe, expect, it } from 'vitest';
import {
  CreateDreamboardItem,
  DREAMBOARD_PAGE_SIZE,
  UpdateDreamboardItem,
  dreamboardMessages,
} from './dreamboard.js';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('dreamboard rules (spec "Dreamboard" and §5 "Dreamboard upload")', () => {
  it('shows 8 photos per page', () => {
    expect(DREAMBOARD_PAGE_SIZE).toBe(8);
  });

  it("needs at least one service tag on every photo: 'Update failed! Please tag a service'", () => {
    expect(messageOf(UpdateDreamboardItem.safeParse({ tags: [], comment: 'x' }))).toBe(
      dreamboardMessages.tagRequired,
    );
    expect(messageOf(CreateDreamboardItem.safeParse({ image: 'f1', tags: [] }))).toBe(
      'Update failed! Please tag a service',
    );
  });

  it("needs the image: 'Required'", () => {
    expect(messageOf(CreateDreamboardItem.safeParse({ image: ' ', tags: ['Painting'] }))).toBe('Required');
  });

  it('keeps a tag once and the comment trimmed, empty by default', () => {
    expect(CreateDreamboardItem.parse({ image: 'f1', tags: ['Painting', 'Painting', 'Tiling'] })).toEqual({
      image: 'f1',
      tags: ['Painting', 'Tiling'],
      comment: '',
    });
    expect(UpdateDreamboardItem.parse({ tags: ['Painting'], comment: '  warm wood  ' }).comment).toBe(
      'warm wood',
    );
  });
});
