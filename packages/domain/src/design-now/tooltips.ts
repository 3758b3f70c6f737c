import { z } from 'zod';

/** Client spec "Project information": "Tooltips come from codes T001 to T014". */
export const TOOLTIP_CODES = [
  'T001',
  'T002',
  'T003',
  'T004',
  'T005',
  'T006',
  'T007',
  'T008',
  'T009',
  'T010',
  'T011',
  'T012',
  'T013',
  'T014',
] as const;
export const TooltipCode = z.enum(TOOLTIP_CODES);
export type TooltipCode = z.infer<typeof TooltipCode>;

export const Tooltip = z.object({ code: TooltipCode, description: z.string().min(1) });
export type Tooltip = z.infer<typeof Tooltip>;
