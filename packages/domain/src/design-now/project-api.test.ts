import { describe, expect, it } from 'vitest';
import { AREA_SIZE_RANGE } from './area-types.js';
import { defaultQuestionnaire } from './questionnaire.js';
import { SaveDesignNowProject } from './project-api.js';
import { standardLayout } from './standard-layout.js';

const save = (areas: ReturnType<typeof standardLayout>) =>
  SaveDesignNowProject.safeParse({
    dnStage: 7,
    questionnaire: defaultQuestionnaire(),
    checkpoint: { step: 'areas', areas, choices: [] },
  });

describe('SaveDesignNowProject: sizes typed without a floorplan stay in the area type range', () => {
  it('accepts every standard layout as it comes', () => {
    expect(save(standardLayout('HDB', '5 Rooms')).success).toBe(true);
  });

  it('refuses a bedroom below or above its range, naming the area and the range', () => {
    const areas = standardLayout('HDB', '4 Rooms');
    const i = areas.findIndex((a) => a.area_type === 'Bedroom');
    const range = AREA_SIZE_RANGE.Bedroom;
    for (const size of [range.min - 1, range.max + 1, 0]) {
      const bad = areas.map((a, j) => (j === i ? { ...a, floor_area_sqft: size } : a));
      const result = save(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['checkpoint', 'areas', i, 'floor_area_sqft']);
      expect(result.error?.issues[0]?.message).toBe(
        `${areas[i]!.name}: the floor area must be ${range.min} to ${range.max} sqft.`,
      );
    }
  });
});
