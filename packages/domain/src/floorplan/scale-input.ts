import { z } from 'zod';
import { floorplanMessages as m } from './messages.js';

/**
 * Stage 5 form: the real length typed between the two marks. Accepts "3.2" or "3,200" style input
 * and answers a positive number; the unit comes from the mm / m switch.
 */
export const ScaleLengthInput = z.object({
  realLength: z
    .string({ error: m.scaleLength })
    .trim()
    .regex(/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/, m.scaleLength)
    .transform((text) => Number(text.replaceAll(',', '')))
    .refine((n) => n > 0 && Number.isFinite(n), m.scaleLength),
  unit: z.enum(['mm', 'm']),
});
export type ScaleLengthInput = z.infer<typeof ScaleLengthInput>;
