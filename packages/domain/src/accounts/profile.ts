import { z } from 'zod';
import { PersonName } from './fields.js';
import { Salutation } from './register.js';

/** Spec "Client" entity, the client-list columns plus what the profile page shows. */
export const ClientProfile = z.object({
  _id: z.string(),
  salutation: z.string().nullable(),
  gender: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string().nullable(),
  nationality: z.string().nullable(),
  mailing_address: z.string().nullable(),
  billing_address: z.string().nullable(),
  postal_code: z.string().nullable(),
  unit_number: z.string().nullable(),
  handphone_no: z.string().nullable(),
  handphone_verified: z.boolean(),
  email: z.string(),
  email_verified: z.boolean(),
  country: z.string(),
  member_status: z.string(),
  referral_code: z.string(),
  created_at: z.string(),
  last_login: z.string().nullable(),
});
export type ClientProfile = z.infer<typeof ClientProfile>;

const text = (max: number) =>
  z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max).nullable().optional());

/**
 * POST /client: what a client may change on their own profile. E-mail and mobile are not here: the
 * mobile changes through SMS verification (POST /notify/phone), so it is never unverified-but-saved.
 */
export const ClientProfileUpdate = z.object({
  salutation: Salutation.optional(),
  first_name: PersonName.optional(),
  last_name: PersonName.optional(),
  gender: z.enum(['Male', 'Female', 'Other']).nullable().optional(),
  date_of_birth: z.preprocess((v) => (v === '' ? null : v), z.iso.date().nullable().optional()),
  nationality: text(60),
  mailing_address: text(300),
  billing_address: text(300),
  /** Singapore postal codes have 6 digits. */
  postal_code: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .regex(/^\d{6}$/, 'Postal code must be 6 digits')
      .nullable()
      .optional(),
  ),
  unit_number: text(20),
});
export type ClientProfileUpdate = z.infer<typeof ClientProfileUpdate>;

/** POST /activity: spec "User activity log: user_id, role, action, api" (user and role from the session). */
export const ActivityLogRequest = z.object({
  action: z.string().trim().min(1).max(100),
  api: z.string().trim().max(300).optional(),
});
export type ActivityLogRequest = z.infer<typeof ActivityLogRequest>;
