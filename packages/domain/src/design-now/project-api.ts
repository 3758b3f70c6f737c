import { z } from 'zod';
import type { ListQueryInput } from '../api/list-query.js';
import { DesignArea, ScopeChoice } from './areas.js';
import { CheckpointFloorplan } from '../floorplan/checkpoint-floorplan.js';
import { AREA_SIZE_RANGE } from './area-types.js';
import { MAX_DN_STAGE } from './project-rules.js';
import { Questionnaire } from './questionnaire.js';
import { QuotationItem, QuotationTotals } from './quotation-engine.js';
import { isAreaSizeAllowed } from './room-size.js';

/** The web flow's steps, so a client resumes exactly where they were. */
export const DESIGN_NOW_STEPS = ['questionnaire', 'areas', 'scope', 'quotation'] as const;
export const DesignNowStep = z.enum(DESIGN_NOW_STEPS);
export type DesignNowStep = z.infer<typeof DesignNowStep>;

/**
 * Design Now stage reached by each step of the no-floor-plan flow (spec "Design Now stages": 3
 * questionnaire, 7 areas, 11 to 18 areas to renovate, 18 and later the item list is saved).
 */
export const DN_STAGE_OF_STEP: Record<DesignNowStep, number> = {
  questionnaire: 3,
  areas: 7,
  scope: 11,
  quotation: 18,
};

/**
 * The checkpoint's `json`. `floorplan` is the floorplan editor's document (issue of its own): kept as
 * sent and validated where it is read, so a document this version cannot parse never breaks a resume.
 */
export const DesignNowCheckpoint = z.object({
  step: DesignNowStep.default('questionnaire'),
  areas: z.array(DesignArea).max(200).default([]),
  choices: z.array(ScopeChoice).max(5000).default([]),
  floorplan: z.unknown().optional(),
});
export type DesignNowCheckpoint = z.infer<typeof DesignNowCheckpoint>;
export type DesignNowCheckpointInput = z.input<typeof DesignNowCheckpoint>;

/** One progressive save. The server prices the checkpoint itself; no totals are accepted from the browser. */
export const SaveDesignNowProject = z.object({
  dnStage: z.number().min(0).max(MAX_DN_STAGE),
  first_name: z.string().trim().max(60).optional(),
  questionnaire: Questionnaire,
  // Issue 5: the floorplan document is checked (shape, plan rules, 200 KB) before anything is saved.
  checkpoint: /* @__PURE__ */ DesignNowCheckpoint.extend({
    floorplan: /* @__PURE__ */ CheckpointFloorplan.optional(),
  }).superRefine((checkpoint, ctx) => {
    // Without a floorplan the sizes are typed in the areas step, which allows each area type's range;
    // a measured plan's rooms are what they are. Checked here too, so no request prices a 0 sqft room.
    if (checkpoint.floorplan) return;
    checkpoint.areas.forEach((area, i) => {
      if (isAreaSizeAllowed(area)) return;
      const range = AREA_SIZE_RANGE[area.area_type];
      ctx.addIssue({
        code: 'custom',
        path: ['areas', i, 'floor_area_sqft'],
        message: `${area.name}: the floor area must be ${range.min} to ${range.max} sqft.`,
      });
    });
  }),
});
export type SaveDesignNowProject = z.infer<typeof SaveDesignNowProject>;
export type SaveDesignNowProjectInput = z.input<typeof SaveDesignNowProject>;

export const CreateDesignNowProject = /* @__PURE__ */ SaveDesignNowProject.extend({
  /** A random id per Design Now run; a repeated create (double click, retry) returns the first project. */
  creation_key: z.string().min(8).max(64),
});
export type CreateDesignNowProject = z.infer<typeof CreateDesignNowProject>;
export type CreateDesignNowProjectInput = z.input<typeof CreateDesignNowProject>;

export const DesignNowProject = z.object({
  _id: z.string(),
  name: z.string(),
  phase: z.string(),
  project_type: z.string(),
  stage: z.number().int(),
  dnStage: z.number(),
  questionnaire: /* @__PURE__ */ Questionnaire.nullable(),
  checkpoint: z.object({
    step: DesignNowStep,
    areas: z.array(DesignArea),
    choices: z.array(ScopeChoice),
    floorplan: z.unknown().optional(),
  }),
  totals: /* @__PURE__ */ QuotationTotals.nullable(),
  /** EZcash awarded by this save (300 on the first project), else 0. */
  ezcash_awarded: z.number().int(),
  created_at: z.string(),
  last_modified: z.string(),
});
export type DesignNowProject = z.infer<typeof DesignNowProject>;

/** Spec §9: "Draft projects 12 per page, Load More adds 12". */
export const DRAFT_PROJECTS_PAGE_SIZE = 12;

/**
 * The Draft Projects page's request in the spec's list query params ("draft listing ... sortBy
 * created_at desc, rowsPerPage 12"; search "Search Project By Name"). The server fixes the client,
 * phase design and project_type design_now_2 itself.
 */
export const draftProjectsListQuery = (page: number, search: string): ListQueryInput => ({
  page: String(page),
  rowsPerPage: String(DRAFT_PROJECTS_PAGE_SIZE),
  sortBy: 'created_at',
  sort: 'desc',
  ...(search.trim() ? { search: search.trim(), searchBy: 'name' } : {}),
});

export const DraftProject = z.object({
  _id: z.string(),
  name: z.string(),
  phase: z.string(),
  project_type: z.string(),
  stage: z.number().int(),
  dnStage: z.number().nullable(),
  total_amount: z.number().int().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  last_modified: z.string(),
});
export type DraftProject = z.infer<typeof DraftProject>;

export const DraftProjectPage = z.object({ items: z.array(DraftProject), totalCount: z.number().int() });
export type DraftProjectPage = z.infer<typeof DraftProjectPage>;

/** The saved quotation, read-only (quotation progress). */
export const SavedQuotation = z.object({
  project: z.object({ _id: z.string(), name: z.string(), stage: z.number().int(), phase: z.string() }),
  items: z.array(QuotationItem),
  totals: /* @__PURE__ */ QuotationTotals.nullable(),
  quotation_generated_date: z.string().nullable(),
});
export type SavedQuotation = z.infer<typeof SavedQuotation>;
