import { type z } from 'zod';
import './zod-messages';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message of each field of a failed zod parse, keyed by the field's name. */
export function fieldErrorsOf<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    errors[key] ??= issue.message;
  }
  return errors;
}
