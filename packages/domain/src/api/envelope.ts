import { z } from 'zod';

/** Every reply of /api/v1 has this shape (spec "HTTP conventions": `{ success, message?, result? }`). */
export const ApiFailure = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type ApiFailure = z.infer<typeof ApiFailure>;

export const apiSuccess = <T extends z.ZodType>(result: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), result });

export type ApiSuccess<T> = { success: true; message?: string; result: T };
export type ApiReply<T> = ApiSuccess<T> | ApiFailure;

/** Lists answer `result: { items, totalCount }`. */
export const listResult = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), totalCount: z.number().int().nonnegative() });
export type ListResult<T> = { items: T[]; totalCount: number };
