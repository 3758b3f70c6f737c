import { newFloorplanDocument, type DesignNowProject } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { freshDraft } from '../design-now-draft';
import { draftFromProject } from '../use-resume';

const saved = (floorplan: unknown): DesignNowProject => ({
  _id: 'p1',
  name: 'Mei Home',
  phase: 'design',
  project_type: 'design_now_2',
  stage: 1,
  dnStage: 7,
  questionnaire: null,
  checkpoint: { step: 'areas', areas: [], choices: [], floorplan },
  totals: null,
  ezcash_awarded: 0,
  created_at: '2026-11-23T00:00:00.000Z',
  last_modified: '2026-11-23T00:00:00.000Z',
});

const plan = {
  ...newFloorplanDocument({
    originalFileId: 'orig',
    croppedFileId: 'crop',
    crop: null,
    rotation: 0,
    width: 800,
    height: 600,
  }),
  stage: 7 as const,
  areas: [
    {
      id: 'a1',
      areaType: 'Living' as const,
      name: 'Living',
      points: [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 100 },
      ],
    },
  ],
};

describe('resuming the floorplan path', () => {
  it('restores the saved document exactly', () => {
    expect(draftFromProject(saved(plan), freshDraft()).floorplan).toEqual(plan);
  });

  it('ignores a document that does not parse instead of failing', () => {
    const draft = draftFromProject(saved({ version: 2, walls: 'many' }), freshDraft());
    expect(draft.floorplan).toBeUndefined();
    expect(draft.projectId).toBe('p1');
  });
});
