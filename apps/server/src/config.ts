import { resolve } from 'node:path';
import {
  GOOGLE_TAG_ID,
  META_PIXEL_ID,
  PAYNOW_MAX_NAME,
  type PublicTrackingConfig,
  TIKTOK_PIXEL_ID,
  UEN_PATTERN,
} from '@reno/domain';
import { z } from 'zod';
import {
  type CompanyConfig,
  CompanyEnvShape,
  COMPANY_ENV_REQUIRED_IN_PRODUCTION,
  companyConfigFrom,
  missingCompanyEnv,
} from './company-config.js';

/**
 * Every environment variable the server reads, validated once at start-up. Defaults run locally with
 * no services: embedded PGlite, files under DATA_DIR, e-mail and SMS kept in the outbox.
 */
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes'].includes(v)));

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  SEED_DEMO: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COOKIE_SECURE: flag,
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  LOGIN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  WEB_DIST_DIR: optionalText,
  ADMIN_NOTIFY_EMAILS: z
    .string()
    .default('admin@demo.sg')
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().email())),
  MAIL_FROM: z.string().min(3).default('EZreno <no-reply@ezreno.sg>'),
  SMTP_URL: optionalUrl,
  SMS_GATEWAY_URL: optionalUrl,
  SMS_GATEWAY_TOKEN: optionalText,
  SMS_SENDER_ID: z.string().max(11).default('EZreno'),
  OUTBOX_WORKER: flag,
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(5000),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('ap-southeast-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag,
  /** Google sign-in (OAuth 2 authorization code with PKCE); off unless both are set. */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** Issue 7 "Lead tracking": the pixels the public pages load; none unless set. */
  TRACKING_META_PIXEL_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(META_PIXEL_ID, 'must be the numeric Meta pixel id').optional(),
  ),
  TRACKING_TIKTOK_PIXEL_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(TIKTOK_PIXEL_ID, 'must be the TikTok pixel id (capital letters and digits)').optional(),
  ),
  /** Issue 6: PayNow QR recipient (company UEN, PayNow proxy type 2) and the merchant name shown in bank apps. */
  PAYNOW_UEN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(UEN_PATTERN, 'must be a Singapore UEN such as 201912345K')
    .default('201912345K'),
  PAYNOW_MERCHANT_NAME: z.string().trim().min(1).max(PAYNOW_MAX_NAME).default('EZRENO PTE LTD'),
  TRACKING_GOOGLE_TAG_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(GOOGLE_TAG_ID, 'must be a Google tag id such as G-XXXXXXX or AW-XXXXXXX').optional(),
  ),
  /** Issue 17: the company that issues the documents (company-config.ts). */
  ...CompanyEnvShape,
});

export type Env = z.input<typeof EnvSchema>;

/** Issue 17, for the production safety check: variables that have no acceptable default in production. */
export { COMPANY_ENV_REQUIRED_IN_PRODUCTION };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  cookieSecure: boolean;
  sessionDays: number;
  rateLimitPerMinute: number;
  loginLimitPerMinute: number;
  webDistDir: string | undefined;
  adminNotifyEmails: string[];
  mailFrom: string;
  smtpUrl: string | undefined;
  sms: { url: string; token: string | undefined; senderId: string } | undefined;
  outboxWorker: boolean;
  outboxPollMs: number;
  s3:
    | {
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      }
    | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  /** Issue 6: where PayNow payments go. */
  paynow: { uen: string; merchantName: string };
  /** Public by nature: served to the page by GET /tracking/config. */
  tracking: PublicTrackingConfig;
  /** Issue 17: the issuer printed on quotations, invoices and receipts. */
  company: CompanyConfig;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError naming each wrong variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3Keys = [e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  - S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  const production = e.NODE_ENV === 'production';
  // Documents must never go out in production with the demo company's name, UEN or GST number.
  const missingCompany = production ? missingCompanyEnv(env) : [];
  if (missingCompany.length > 0) {
    throw new ConfigError(
      `Invalid environment configuration:\n${missingCompany.map((k) => `  - ${k}: is required in production`).join('\n')}`,
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // Spec for the demo data: never in production unless SEED_DEMO=1.
    seedDemo: e.SEED_DEMO ?? !production,
    logLevel: e.LOG_LEVEL,
    cookieSecure: e.COOKIE_SECURE ?? production,
    sessionDays: e.SESSION_DAYS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    loginLimitPerMinute: e.LOGIN_LIMIT_PER_MINUTE,
    webDistDir: e.WEB_DIST_DIR,
    adminNotifyEmails: e.ADMIN_NOTIFY_EMAILS,
    paynow: { uen: e.PAYNOW_UEN, merchantName: e.PAYNOW_MERCHANT_NAME },
    mailFrom: e.MAIL_FROM,
    smtpUrl: e.SMTP_URL,
    sms: e.SMS_GATEWAY_URL
      ? { url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN, senderId: e.SMS_SENDER_ID }
      : undefined,
    outboxWorker: e.OUTBOX_WORKER ?? e.NODE_ENV !== 'test',
    outboxPollMs: e.OUTBOX_POLL_MS,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          }
        : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    tracking: {
      metaPixelId: e.TRACKING_META_PIXEL_ID ?? null,
      tiktokPixelId: e.TRACKING_TIKTOK_PIXEL_ID ?? null,
      googleTagId: e.TRACKING_GOOGLE_TAG_ID ?? null,
    },
    company: companyConfigFrom(e),
  };
}
