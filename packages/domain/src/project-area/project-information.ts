import { z } from 'zod';
import { Tooltip } from '../design-now/tooltips.js';

/** Client spec §5 and §8: the renovation location's messages, in the spec's words. */
export const projectInformationMessages = {
  saveFailed: 'Save failed!',
  postalCodeNotNumber: 'Renovation Postal Code must be a number.',
  updated: 'Successfully Updated!',
} as const;

/** Client spec "Project information" → Renovation Location: the only editable part of the page. */
export const RenovationLocation = z.object({
  renovation_address: z.string().trim().min(1, 'Renovation Address is required.').max(200),
  renovation_postal_code: z
    .string()
    .trim()
    .regex(/^\d+$/, projectInformationMessages.postalCodeNotNumber)
    .max(10, projectInformationMessages.postalCodeNotNumber),
});
export type RenovationLocation = z.infer<typeof RenovationLocation>;
export type RenovationLocationInput = z.input<typeof RenovationLocation>;

/** Client spec "Project information": the four cards, the tooltips and the stage for the stepper. */
export const ProjectInformation = z.object({
  project: z.object({
    _id: z.string(),
    name: z.string(),
    stage: z.number().int(),
    phase: z.string(),
    canvas: z.boolean(),
    renovation_address: z.string().nullable(),
    renovation_postal_code: z.string().nullable(),
    renovation_country: z.string(),
  }),
  client: z.object({
    salutation: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    handphone_no: z.string().nullable(),
    email: z.string(),
    billing_address: z.string().nullable(),
    postal_code: z.string().nullable(),
  }),
  /** EzCash Rewards card: the total earned, in EZcash points. */
  ezcash_total: z.number().int().nonnegative(),
  quotation: z
    .object({
      _id: z.string(),
      /** Q-2026-000123, the number printed on the quotation (issue 17). */
      quotation_no: z.string().nullable(),
      total_amount: z.number().int().nonnegative(),
      generated_date: z.string().nullable(),
    })
    .nullable(),
  tooltips: z.array(Tooltip),
});
export type ProjectInformation = z.infer<typeof ProjectInformation>;

/**
 * The stepper's six steps: the progressive-payment stages 1 to 6 (client spec §4: "Progressive payment
 * stages 1 to 6. Stage 1 is $150; then 10%, 40%, 45%, 5% of the quotation; then no further payments").
 */
export const PROJECT_STAGE_STEPS = [
  'Deposit',
  'Progressive Payment 10%',
  'Progressive Payment 40%',
  'Progressive Payment 45%',
  'Progressive Payment 5%',
  'Completed',
] as const;

/**
 * The project's payment stage, 1 to 6. `project.stage` means two things over a project's life: while it
 * is a design, Design Now writes 1 to 3 from its design progress (public spec "Project stage derived
 * from design stage"); once the deposit is approved the payments own it, stage N approved putting the
 * project at N + 1 and its phase to ongoing (completed at 6). So a project that has not left design or
 * quotation has paid nothing yet: it is at stage 1, whatever its design progress wrote.
 */
export function projectPaymentStage(project: { phase: string; stage: number; canvas?: boolean }): number {
  if (project.canvas) return 1;
  if (project.phase !== 'ongoing' && project.phase !== 'completed') return 1;
  return Math.min(Math.max(Math.trunc(project.stage), 1), PROJECT_STAGE_STEPS.length);
}

/**
 * The stepper's active step (0-based): the stage being paid, so every earlier step is done; at stage 6
 * nothing more is due and every step, Completed included, is done (6).
 */
export function projectStageStep(project: { phase: string; stage: number; canvas?: boolean }): number {
  const stage = projectPaymentStage(project);
  return stage >= PROJECT_STAGE_STEPS.length ? PROJECT_STAGE_STEPS.length : stage - 1;
}
