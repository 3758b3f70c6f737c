import { z } from 'zod';
import { accountMessages as m } from './messages.js';
import { SG_MOBILE_PATTERN } from './login.js';

/** A pragmatic address pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5 "Email": standard pattern, "Please input a valid email"; the server checks the lower-cased value. */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: m.required, abort: true })
  // RFC 5321's longest address; a longer one is no one's, and it keeps index rows small (decision 026).
  .max(254, m.invalidEmail)
  .regex(EMAIL_PATTERN, m.invalidEmail);

/** Spec §5 "Phone": digits only, 8 digits starting with 8 or 9. */
export const SgMobile = z
  .string()
  .trim()
  .min(1, { error: m.required, abort: true })
  .regex(SG_MOBILE_PATTERN, m.invalidSgPhone);

/**
 * A mobile as the spec's calls send it ("65" + mobile) or as typed (8 digits); always answers the
 * 8 digits, which is how accounts store it.
 */
export const SgMobileInput = z
  .string()
  .trim()
  .transform((v) => (/^65\d{8}$/.test(v) ? v.slice(2) : v))
  .pipe(SgMobile);

/** Spec §5 "First and last name: letters and spaces only". */
export const PersonName = z
  .string()
  .trim()
  .min(1, { error: m.required, abort: true })
  .max(100)
  .regex(/^[\p{L} ]+$/u, m.lettersAndSpaces);

/** Spec §5 "Password": characters that are not allowed. */
export const FORBIDDEN_PASSWORD_CHARS = /[[\]{}<>()'"]/;

export interface PasswordHints {
  minLength: boolean;
  upperCase: boolean;
  lowerCase: boolean;
  number: boolean;
}

/** Spec "Password-hint object: 4 boolean rules", shown live under the field. */
export const passwordHints = (password: string): PasswordHints => ({
  minLength: password.length >= 8,
  upperCase: /[A-Z]/.test(password),
  lowerCase: /[a-z]/.test(password),
  number: /\d/.test(password),
});

const hintMessages: Record<keyof PasswordHints, string> = {
  minLength: m.passwordMinLength,
  upperCase: m.passwordUpperCase,
  lowerCase: m.passwordLowerCase,
  number: m.passwordNumber,
};

/** Spec §5: valid only if all four hints pass and no forbidden character is present. */
export const Password = z
  .string()
  .min(1, { error: m.required, abort: true })
  .max(200)
  .superRefine((pw, ctx) => {
    if (pw.length === 0) return;
    const hints = passwordHints(pw);
    for (const key of Object.keys(hints) as (keyof PasswordHints)[]) {
      if (!hints[key]) ctx.addIssue({ code: 'custom', message: hintMessages[key] });
    }
    if (FORBIDDEN_PASSWORD_CHARS.test(pw)) ctx.addIssue({ code: 'custom', message: m.passwordForbidden });
  });

export const isStrongPassword = (password: string) => Password.safeParse(password).success;

/** Spec §9: referral/affiliate codes are 12 characters; an empty field means none. */
export const REFERRAL_CODE_LENGTH = 12;
export const ReferralCode = z.string().trim().toUpperCase().length(REFERRAL_CODE_LENGTH, m.referralLength);
