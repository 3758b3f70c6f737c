import { z } from 'zod';

/** Spec §5 "Phone": 8 digits starting with 8 or 9. */
export const SG_MOBILE_PATTERN = /^[89]\d{7}$/;
export const isSgMobile = (value: string) => SG_MOBILE_PATTERN.test(value);
/** Spec: phone numbers are stored and sent "prefixed 65". */
export const withCountryCode = (mobile: string) => `65${mobile}`;

export const loginMessages = {
  userNotFound: 'User does not exist',
  wrongPassword: 'Wrong password',
  failedLogin: 'Failed login',
  loginFailedBanner: 'Login Failed. Please try again.',
  invalidPhone: 'Invalid Phone Number',
  invalidEmail: 'Invalid email',
  required: 'Required',
} as const;

/**
 * Spec §6: "the client's billing address is updated at login if supplied" (e.g. by a flow that asked
 * for the renovation address before signing in). Other roles' logins ignore it.
 */
export const LoginBilling = z.object({
  billing_address: z.string().trim().min(1, loginMessages.required).max(300),
  postal_code: z
    .string()
    .regex(/^\d{6}$/, 'Postal code must be 6 digits')
    .optional(),
  unit_number: z.string().trim().max(20).optional(),
});
export type LoginBilling = z.infer<typeof LoginBilling>;

/**
 * Spec §5 "Login": identity and password required; a numeric identity is validated as a phone,
 * otherwise as an e-mail.
 */
export const LoginRequest = z
  .object({
    identity: z.string().trim().min(1, loginMessages.required),
    password: z.string().min(1, loginMessages.required),
    remember: z.boolean().default(false),
    billing: LoginBilling.optional(),
  })
  .superRefine((v, ctx) => {
    if (/^\d+$/.test(v.identity)) {
      if (!isSgMobile(v.identity))
        ctx.addIssue({ code: 'custom', path: ['identity'], message: loginMessages.invalidPhone });
    } else if (!z.string().email().safeParse(v.identity).success) {
      ctx.addIssue({ code: 'custom', path: ['identity'], message: loginMessages.invalidEmail });
    }
  });
export type LoginRequest = z.infer<typeof LoginRequest>;
