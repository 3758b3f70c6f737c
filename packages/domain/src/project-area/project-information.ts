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
 * The stepper's steps. Client spec §4: "Project stage is numeric and drives the stepper (0 when canvas)";
 * stages follow the progressive payments, 1 to 6.
 */
export const PROJECT_STAGE_STEPS = [
  'Design',
  'Quotation',
  'Deposit',
  'Progressive Payment 10%',
  'Progressive Payment 40%',
  'Progressive Payment 45%',
  'Completion',
] as const;

/** The active step for a project: 0 while it is a canvas draft, else its stage (clamped to 0..6). */
export const projectStageStep = (stage: number, canvas: boolean): number =>
  canvas ? 0 : Math.min(Math.max(Math.trunc(stage), 0), PROJECT_STAGE_STEPS.length - 1);
