import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

export const roleEnum = pgEnum('role', ['client', 'merchant', 'project_manager', 'admin']);

/** One row per person who can sign in; role-specific fields live in the profile tables. */
export const users = pgTable(
  'users',
  {
    id: id(),
    role: roleEnum('role').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    handphoneNo: text('handphone_no'),
    handphoneVerified: boolean('handphone_verified').notNull().default(false),
    /** argon2id hash; null for accounts that only sign in through Google. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_handphone_unique').on(t.handphoneNo),
    // Issue 19: the admin searches by client ("first last" or e-mail contains …) use trigrams; the
    // name index is on the very expression client-search.service.ts filters on.
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** Web and API sessions. Only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Spec "Client" entity. */
export const clientProfiles = pgTable(
  'client_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    salutation: text('salutation'),
    billingAddress: text('billing_address'),
    mailingAddress: text('mailing_address'),
    postalCode: text('postal_code'),
    unitNumber: text('unit_number'),
    nationality: text('nationality'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    country: text('country').notNull().default('Singapore'),
    memberStatus: text('member_status').notNull().default('Gold'),
    referralCode: text('referral_code').notNull(),
    affiliateCode: text('affiliate_code'),
    extOauth: text('ext_oauth'),
    googleAuthKey: jsonb('google_auth_key').$type<{ sub: string; email: string; refresh_token?: string }>(),
    facebookAuthKey: jsonb('facebook_auth_key').$type<{ userID: string; name: string; email: string }>(),
    singpassAuthKey: jsonb('singpass_auth_key').$type<{
      name: string;
      email: string;
      handphone_no: string;
      sub: string;
    }>(),
    leadsInfo: jsonb('leads_info').$type<{ from?: string }>(),
    telemarketing: jsonb('telemarketing').$type<{ prohelp?: boolean; budget?: string }>(),
    newUser: boolean('new_user').notNull().default(true),
    registered: boolean('registered').notNull().default(false),
    ticketOwnerId: text('ticket_owner_id'),
  },
  (t) => [uniqueIndex('client_profiles_referral_code_unique').on(t.referralCode)],
);

/** Spec "Merchant" entity (contractor company). */
export const merchantProfiles = pgTable('merchant_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  name: text('name'),
  specialization: text('specialization'),
  companyDescription: text('company_description'),
  uen: text('uen'),
  gstRegNo: text('gst_reg_no'),
  personIncharge: text('person_incharge'),
  inchargeHandphoneNo: text('incharge_handphone_no'),
  inchargeEmail: text('incharge_email'),
});

/** Admin staff. Permission flags gate admin sub-navigation and admin-only areas (spec "Layout"). */
export const adminProfiles = pgTable('admin_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  receivesNotifications: boolean('receives_notifications').notNull().default(true),
});

export const projectManagerProfiles = pgTable('project_manager_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title'),
});

/**
 * SMS codes that verify a mobile (issue 3 "Security"): stored hashed, expire after 5 minutes, locked
 * after 5 wrong tries. Bound to the user and to the mobile being verified, so a code sent for a new
 * number cannot verify another one.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The 8-digit mobile, as users.handphone_no stores it. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_codes_user_phone_idx').on(t.userId, t.phone)],
);

export const accountTokenPurposeEnum = pgEnum('account_token_purpose', [
  'verify_email',
  'reset_password',
  'set_password',
]);

/** Single-use e-mailed links (verify e-mail, reset or set password). Only the SHA-256 of the token is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_unique').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
  ],
);

/**
 * "At most once a minute" throttles (SMS code per phone, reset and verification links per e-mail). A
 * row per key with the time it last passed; kept in the database, not in memory, so every server
 * process sees it, and it is written for unknown e-mails too so the reply never reveals an account.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
});

/**
 * Issue 15 "SMS cannot be pumped": one row per SMS code the platform queued, with who asked and from
 * where. The limits per account, per IP, per number and the platform's daily budget count these rows
 * (in the database, so every server process counts the same ones).
 */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    /** The 8-digit mobile, as the phone codes store it. */
    phone: text('phone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_sends_created_at_idx').on(t.createdAt),
    index('sms_sends_user_idx').on(t.userId, t.createdAt),
    index('sms_sends_ip_idx').on(t.ip, t.createdAt),
    index('sms_sends_phone_idx').on(t.phone, t.createdAt),
  ],
);
