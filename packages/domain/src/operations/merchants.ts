import { z } from 'zod';
import { Email, SgMobileInput } from '../accounts/fields.js';
import { UEN_PATTERN } from '../payments/paynow.js';
import { operationsMessages as m } from './messages.js';

/**
 * Merchant specializations offered to admins (the spec names the field, not the values): the trades
 * of the catalogue's scopes of work. A merchant may hold any text; the form offers these.
 */
export const MERCHANT_SPECIALIZATIONS = [
  'Hacking & Flooring Works',
  'Carpentry Works',
  'General Works',
  'Electrical Works',
  'Plumbing Works',
  'Painting Works',
] as const;

const requiredText = (max: number) =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required, abort: true })
    .max(max, `At most ${max} characters.`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** GST registration number: a UEN (ACRA forms, as PayNow checks them), or the older M2-1234567-8 form. */
export const GST_REG_NO_PATTERN =
  /^(?:\d{8}[A-Z]|\d{9}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z]|M[0-9A-Z]-?\d{7}-?[0-9A-Z])$/;

const Uen = z.string().trim().toUpperCase().regex(UEN_PATTERN, 'Please input a valid UEN'); // ours
const GstRegNo = z
  .string()
  .trim()
  .toUpperCase()
  .transform((v) => (v === '' ? null : v))
  .pipe(z.string().regex(GST_REG_NO_PATTERN, 'Please input a valid GST registration number').nullable()) // ours
  .nullable()
  .optional();
const OptionalEmail = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(Email.nullable())
  .nullable()
  .optional();
const OptionalMobile = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(SgMobileInput.nullable())
  .nullable()
  .optional();

/**
 * Spec §3 "Merchant: company_name, specialization, company_description, uen, gst_reg_no, handphone_no,
 * email, person_incharge, incharge_handphone_no, incharge_email, name". `email` is the sign-in e-mail;
 * `name` is the contact's display name (first and last name of the account).
 */
export const MerchantFields = z.object({
  company_name: requiredText(150),
  specialization: requiredText(100),
  company_description: optionalText(2000),
  uen: Uen,
  gst_reg_no: GstRegNo,
  handphone_no: SgMobileInput,
  email: Email,
  name: requiredText(100),
  person_incharge: optionalText(100),
  incharge_handphone_no: OptionalMobile,
  incharge_email: OptionalEmail,
});
export type MerchantFields = z.infer<typeof MerchantFields>;
export type MerchantFieldsInput = z.input<typeof MerchantFields>;

/** POST /admin/merchants: the merchant then gets a set-password e-mail. */
export const CreateMerchant = MerchantFields;
export type CreateMerchant = z.infer<typeof CreateMerchant>;
/** PATCH /admin/merchants/{id}: any of the fields. */
export const UpdateMerchant = MerchantFields.partial();
export type UpdateMerchant = z.infer<typeof UpdateMerchant>;

/** PATCH /merchant/profile: the merchant edits its own company fields; sign-in e-mail and UEN stay with the admin. */
export const UpdateOwnMerchantProfile = MerchantFields.omit({ email: true, uen: true }).partial();
export type UpdateOwnMerchantProfile = z.infer<typeof UpdateOwnMerchantProfile>;

/** A merchant as the admin and the merchant itself read it (all fields, private ones included). */
export const MerchantView = z.object({
  _id: z.string(),
  company_name: z.string(),
  specialization: z.string().nullable(),
  company_description: z.string().nullable(),
  uen: z.string().nullable(),
  gst_reg_no: z.string().nullable(),
  handphone_no: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  person_incharge: z.string().nullable(),
  incharge_handphone_no: z.string().nullable(),
  incharge_email: z.string().nullable(),
  is_active: z.boolean(),
  /** False until the merchant used the set-password link. */
  has_password: z.boolean(),
  /** Project services assigned to it and not declined. */
  active_services: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type MerchantView = z.infer<typeof MerchantView>;

/**
 * What a client may read of a merchant on its project (spec "Merchants page ... detail modal"): the
 * business face only. Never UEN, GST number, the person in charge's contacts or the account.
 */
export const MerchantPublic = z.object({
  _id: z.string(),
  company_name: z.string(),
  specialization: z.string().nullable(),
  company_description: z.string().nullable(),
  /** The company line a client calls or writes to about its works. */
  handphone_no: z.string().nullable(),
  email: z.string(),
  name: z.string(),
});
export type MerchantPublic = z.infer<typeof MerchantPublic>;

/** GET /admin/merchants: list query fields (sortBy, searchBy, findBy allow-list). */
export const MERCHANT_LIST_FIELDS = [
  'company_name',
  'specialization',
  'email',
  'handphone_no',
  'uen',
  'name',
  'is_active',
  'created_at',
] as const;
export const AdminMerchantPage = z.object({
  items: z.array(MerchantView),
  totalCount: z.number().int().nonnegative(),
});
export type AdminMerchantPage = z.infer<typeof AdminMerchantPage>;

/** GET /admin/merchants/active: the choices of the assignment dialog (active merchants only). */
export const MerchantOption = z.object({
  _id: z.string(),
  company_name: z.string(),
  specialization: z.string().nullable(),
});
export type MerchantOption = z.infer<typeof MerchantOption>;
