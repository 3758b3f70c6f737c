import { z } from 'zod';
import { ApiFailure, type ApiSuccess } from '@reno/domain';

/** Wraps a result in the success envelope. */
export const ok = <T>(result: T, message?: string): ApiSuccess<T> =>
  message === undefined ? { success: true, result } : { success: true, message, result };

/** Response schema of a route: the success envelope around `result`, and the failure envelope. */
export const envelope = <T extends z.ZodType>(result: T) => ({
  200: z.object({ success: z.literal(true), message: z.string().optional(), result }),
  '4xx': ApiFailure,
  '5xx': ApiFailure,
});
