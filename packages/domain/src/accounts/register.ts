import { z } from 'zod';
import { Email, Password, PersonName, ReferralCode, SgMobile } from './fields.js';
import { accountMessages as m } from './messages.js';

export const SALUTATIONS = ['Mr', 'Mrs', 'Ms', 'Mdm', 'Dr'] as const;
export const Salutation = z.enum(SALUTATIONS, { error: m.required });

/** Spec §9: lead sources, e.g. g (Google) and tt (TikTok); kept short and plain. */
export const LeadSource = z
  .string()
  .trim()
  .max(40)
  .regex(/^[\w-]*$/);

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/**
 * The Register dialog (spec "Registration and verification", §5) and the body of POST /register:
 * one schema for both sides. Confirm password must equal the password.
 */
export const RegisterRequest = z
  .object({
    salutation: Salutation,
    first_name: PersonName,
    last_name: PersonName,
    email: Email,
    handphone_no: SgMobile,
    password: Password,
    confirm_password: z.string().min(1, { error: m.required, abort: true }),
    /** Spec: "Affiliate code: 12 characters triggers a referral check"; an invalid one is dropped by the web. */
    affiliate_code: optionalText(ReferralCode),
    terms: z.literal(true, { error: m.required }),
    prohelp: z.boolean().default(false),
    /** The stored `lead` query parameter (valid one week), when there is one. */
    lead: optionalText(LeadSource),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: m.passwordMismatch,
  });
export type RegisterRequest = z.infer<typeof RegisterRequest>;
export type RegisterForm = z.input<typeof RegisterRequest>;
