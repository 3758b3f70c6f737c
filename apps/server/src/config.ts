import { isIP } from 'node:net';
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
  /** Issue 15: whose X-Forwarded-For to believe (off, a hop count, or proxy addresses). */
  TRUST_PROXY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** Issue 15: shared state of several processes (rate limits). */
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// address such as redis://127.0.0.1:6379')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('ezreno:'),
  /** Issue 15 "SMS cannot be pumped": codes per account and per IP an hour, per number a day, all a day. */
  SMS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  SMS_PER_NUMBER_PER_DAY: z.coerce.number().int().min(1).default(5),
  SMS_DAILY_BUDGET: z.coerce.number().int().min(1).default(1000),
  /** Issue 15: how often each process checks whether a scheduled job is due (the job's own period is longer). */
  JOBS_TICK_MS: z.coerce.number().int().min(100).default(60_000),
  /** Issue 14: the platform's service fee on a release, in basis points (1000 = 10 %), unless set per merchant. */
  SERVICE_FEE_BPS: z.coerce.number().int().min(0).max(5000).default(1000),
});

/**
 * TRUST_PROXY as Fastify's `trustProxy`: off (the socket's address is the client), a hop count (the
 * n-th address from the right of X-Forwarded-For), or the proxies' addresses / CIDR ranges. `true`
 * (believe anyone) is refused: any client could then choose its own address and dodge per-IP limits.
 */
export type TrustProxy = false | number | string[];
const OFF = ['0', 'false', 'off', 'no'];
export function parseTrustProxy(raw: string | undefined): TrustProxy | string {
  const value = raw?.trim() ?? '';
  if (value === '' || OFF.includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => {
    const [address, bits, extra] = e.split('/');
    if (extra !== undefined || !address || isIP(address) === 0) return true;
    if (bits === undefined) return false;
    const max = isIP(address) === 4 ? 32 : 128;
    return !/^\d+$/.test(bits) || Number(bits) > max;
  });
  if (bad.length > 0)
    return `must be off, a hop count such as 1, or comma-separated proxy addresses (IP or CIDR); not ${bad.join(', ')}`;
  return entries;
}

/** The demo UEN the defaults carry: a real company's PayNow must never pay to it. */
const DEMO_UEN = '201912345K';

/**
 * Issue 15 "Production refuses unsafe defaults": what production needs set, beyond the company details
 * (issue 17). Each entry names the variable and why its value is not acceptable.
 */
function unsafeInProduction(env: Record<string, string | undefined>): string[] {
  const problems = missingCompanyEnv(env).map((k) => `${k}: is required in production`);
  const paynow = env.PAYNOW_UEN?.trim().toUpperCase();
  if (!paynow) problems.push('PAYNOW_UEN: is required in production (the company UEN PayNow pays to)');
  else if (paynow === DEMO_UEN)
    problems.push('PAYNOW_UEN: is the demo UEN; set the UEN of the company that receives the payments');
  const publicUrl = env.PUBLIC_URL?.trim();
  if (!publicUrl) problems.push('PUBLIC_URL: is required in production (the address in e-mail links)');
  return problems;
}

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
  /** Issue 15: Fastify's trustProxy (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** Issue 15: Redis for state shared by processes (rate limits); memory when unset. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** Issue 15: SMS pumping limits. */
  smsLimits: {
    perAccountPerHour: number;
    perIpPerHour: number;
    perNumberPerDay: number;
    dailyBudget: number;
  };
  /** Issue 15: the scheduled jobs' check interval (JOBS_TICK_MS). */
  jobsTickMs: number;
  /** Issue 14: the default service fee in basis points (SERVICE_FEE_BPS). */
  serviceFeeBps: number;
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
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'string')
    throw new ConfigError(`Invalid environment configuration:\n  - TRUST_PROXY: ${trustProxy}`);
  // Documents must never go out in production with the demo company's name, UEN or GST number, nor
  // payments to the demo UEN, nor e-mail links to localhost.
  const unsafe = production ? unsafeInProduction(env) : [];
  if (unsafe.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${unsafe.map((k) => `  - ${k}`).join('\n')}`);
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
    trustProxy,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    smsLimits: {
      perAccountPerHour: e.SMS_PER_ACCOUNT_PER_HOUR,
      perIpPerHour: e.SMS_PER_IP_PER_HOUR,
      perNumberPerDay: e.SMS_PER_NUMBER_PER_DAY,
      dailyBudget: e.SMS_DAILY_BUDGET,
    },
    jobsTickMs: e.JOBS_TICK_MS,
    serviceFeeBps: e.SERVICE_FEE_BPS,
  };
}
