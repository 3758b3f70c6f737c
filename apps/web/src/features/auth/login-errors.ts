import { loginMessages } from '@reno/domain';
import { ApiError } from '../../lib/errors';
import { type FieldErrors } from '../../lib/form-errors';

export type LoginField = 'identity' | 'password';

/** Spec §8 "Login": "user" → identity, "password" → password, otherwise "Failed login". */
export function loginErrorOf(error: unknown): { fields: FieldErrors<LoginField>; general?: string } {
  const text = error instanceof ApiError ? error.message.toLowerCase() : '';
  if (text.includes('user')) return { fields: { identity: loginMessages.userNotFound } };
  if (text.includes('password')) return { fields: { password: loginMessages.wrongPassword } };
  return { fields: {}, general: loginMessages.failedLogin };
}
