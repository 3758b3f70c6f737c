import { z } from 'zod';
import { EMAIL_PATTERN, Password } from './fields.js';
import { accountMessages as m } from './messages.js';

/** Spec §5 "Forgot password": empty gives "Required", non-matching "Email invalid", input lower-cased. */
export const ForgotPasswordRequest = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: m.required, abort: true })
    .regex(EMAIL_PATTERN, m.forgotInvalidEmail),
  /** Spec "Password reset request: email, type reset-link". */
  type: z.literal('reset-link').default('reset-link'),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

const NewPassword = {
  password: Password,
  confirm_password: z.string().min(1, { error: m.required, abort: true }),
};
/** Spec §5: "Confirm password must equal password". */
const confirmed: [
  (v: { password: string; confirm_password: string }) => boolean,
  { path: string[]; message: string },
] = [(v) => v.password === v.confirm_password, { path: ['confirm_password'], message: m.passwordMismatch }];

/** The /reset-password and /set-password pages: the e-mailed token and the new password twice. */
export const ResetPasswordRequest = z
  .object({ token: z.string().min(10).max(200), ...NewPassword })
  .refine(...confirmed);
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** Profile "change password": the current password, then the new one twice. */
export const ChangePasswordRequest = z
  .object({ current_password: z.string().min(1, { error: m.required, abort: true }), ...NewPassword })
  .refine(...confirmed);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
