import { z } from 'zod';
import { Email, SgMobileInput } from './fields.js';
import { accountMessages as m } from './messages.js';

/** Spec §9: the SMS code has 6 digits; it expires and locks as below (issue 3 "Security"). */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** Spec §9 "SMS countdown 60 s": a new code for the same phone at most once a minute. */
export const OTP_RESEND_MS = 60 * 1000;
/** Spec §7: the code is sent "prefixed H-"; the prefix is accepted and dropped. */
export const OtpCode = z
  .string()
  .trim()
  .transform((v) => v.replace(/^H-/i, ''))
  .pipe(z.string().regex(/^\d{6}$/, m.smsCodeInvalid));

/** POST /notify/phone: send (or resend) a code to this mobile ("65" + mobile or 8 digits). */
export const SendPhoneCodeRequest = z.object({ phone: SgMobileInput });
export type SendPhoneCodeRequest = z.infer<typeof SendPhoneCodeRequest>;

/** POST /notify/phone/verify: spec §7 "code (prefixed H-), phone (65+mobile)". */
export const VerifyPhoneRequest = z.object({ phone: SgMobileInput, code: OtpCode });
export type VerifyPhoneRequest = z.infer<typeof VerifyPhoneRequest>;

/** Verification links: e-mail 48 hours, password reset 1 hour (issue 3), set-password 7 days. */
export const EMAIL_VERIFY_TTL_MS = 48 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Spec §5: "A second reset request within 60 seconds of the last sent one is refused". */
export const LINK_RESEND_MS = 60 * 1000;

/** Spec §7 POST /api/v1/verifyemail: email, type send-link. "Verify-email resend requires a valid email." */
export const ResendVerifyEmailRequest = z.object({
  email: Email,
  type: z.literal('send-link').default('send-link'),
});
export type ResendVerifyEmailRequest = z.infer<typeof ResendVerifyEmailRequest>;

/** The link's token, from /verify-email?token=... */
export const ConfirmEmailRequest = z.object({ token: z.string().min(10).max(200) });
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequest>;
