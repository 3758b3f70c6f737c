import { DEFAULT_QUOTATION_VALIDITY_DAYS, UEN_PATTERN, company } from '@reno/domain';
import { z } from 'zod';

/**
 * The issuing company printed on every document (issue 17 "company details come from config and are
 * required in production"): legal name, UEN, GST registration, registered address and contact. The
 * defaults are demo values so a fresh machine runs; in production each of these must be set.
 */
export const COMPANY_ENV_REQUIRED_IN_PRODUCTION = [
  'COMPANY_NAME',
  'COMPANY_UEN',
  'COMPANY_GST_REG_NO',
  'COMPANY_ADDRESS',
  'COMPANY_EMAIL',
  'COMPANY_PHONE',
] as const;

/** IRAS GST registration numbers: a UEN (most companies) or the older M2-1234567-8 form. */
const GST_REG_NO = /^(?:\d{8}[A-Z]|\d{9}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z]|M[0-9A-Z]-?\d{7}-?[0-9A-Z])$/;
/** The value of COMPANY_GST_REG_NO that says, explicitly, that the company is not GST-registered. */
export const NOT_GST_REGISTERED = 'none';

const text = (fallback: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).default(fallback));

/** Merged into the server's environment schema (config.ts). */
export const CompanyEnvShape = {
  COMPANY_NAME: text('EZreno Pte. Ltd.'),
  COMPANY_UEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(UEN_PATTERN, 'must be a Singapore UEN such as 201912345K')
      .default('201912345K'),
  ),
  COMPANY_GST_REG_NO: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === NOT_GST_REGISTERED.toUpperCase() || GST_REG_NO.test(v), {
        message: `must be the GST registration number (e.g. 201912345K or M2-1234567-8), or "${NOT_GST_REGISTERED}"`,
      })
      .default('201912345K'),
  ),
  COMPANY_ADDRESS: text('1 Demo Road, #01-01, Singapore 123456'),
  COMPANY_EMAIL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().email().default(company.email),
  ),
  COMPANY_PHONE: text(
    `+${company.whatsappNumber.slice(0, 2)} ${company.whatsappNumber.slice(2, 6)} ${company.whatsappNumber.slice(6)}`,
  ),
  QUOTATION_VALIDITY_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_QUOTATION_VALIDITY_DAYS),
};

type CompanyEnv = { [K in keyof typeof CompanyEnvShape]: z.output<(typeof CompanyEnvShape)[K]> };

export interface CompanyConfig {
  /** Legal name, as registered with ACRA. */
  name: string;
  uen: string;
  /** Null when the company is not GST-registered: its documents then state no GST. */
  gstRegNo: string | null;
  address: string;
  email: string;
  phone: string;
  quotationValidityDays: number;
}

/** The variables of COMPANY_ENV_REQUIRED_IN_PRODUCTION that are unset or empty. */
export const missingCompanyEnv = (env: Record<string, string | undefined>) =>
  COMPANY_ENV_REQUIRED_IN_PRODUCTION.filter((key) => !env[key]?.trim());

export const companyConfigFrom = (e: CompanyEnv): CompanyConfig => ({
  name: e.COMPANY_NAME,
  uen: e.COMPANY_UEN,
  gstRegNo: e.COMPANY_GST_REG_NO === NOT_GST_REGISTERED.toUpperCase() ? null : e.COMPANY_GST_REG_NO,
  address: e.COMPANY_ADDRESS,
  email: e.COMPANY_EMAIL,
  phone: e.COMPANY_PHONE,
  quotationValidityDays: e.QUOTATION_VALIDITY_DAYS,
});
