import { randomInt } from 'node:crypto';
import {
  accountMessages as m,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_MS,
  OTP_TTL_MS,
  withCountryCode,
} from '@reno/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { phoneCodes, users } from '../../db/schema/accounts.js';
import { AppError } from '../../platform/errors.js';
import { enqueueSms } from '../../platform/outbox/index.js';
import { hashToken } from '../../platform/tokens.js';
import { claimSmsAllowance, type SmsLimits } from './sms-limits.js';
import { passThrottle } from './throttle.js';
import { uniqueViolation } from '../../platform/db-errors.js';

/** Salted with the row id so equal codes never share a hash. */
const codeHash = (rowId: string, code: string) => hashToken(`${rowId}:${code}`);

/**
 * Writes a new 6-digit code for (user, mobile) and its SMS, in the caller's transaction. At most one
 * per minute per mobile (spec §9 "SMS countdown 60 s"), whoever asks, and within the SMS limits per
 * account, address, number and day (issue 15, sms-limits.ts).
 */
export async function sendPhoneCode(
  tx: DbOrTx,
  userId: string,
  mobile: string,
  origin: { ip: string; limits: SmsLimits },
) {
  if (!(await passThrottle(tx, `sms:${mobile}`, OTP_RESEND_MS)))
    throw new AppError('TOO_MANY_REQUESTS', m.codeWaitBeforeResend);
  await claimSmsAllowance(tx, origin.limits, { userId, ip: origin.ip, mobile });
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const id = newId();
  await tx.insert(phoneCodes).values({
    id,
    userId,
    phone: mobile,
    codeHash: codeHash(id, code),
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
  });
  await enqueueSms(tx, {
    phone: withCountryCode(mobile),
    text: `Your EZreno verification code is ${code}. It expires in 5 minutes.`,
  });
}

async function isTakenByAnother(tx: DbOrTx, userId: string, mobile: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.handphoneNo, mobile), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

/** POST /notify/phone: a code for the caller's own mobile, or a new mobile not used by another account. */
export async function requestPhoneCode(
  db: Db,
  userId: string,
  mobile: string,
  origin: { ip: string; limits: SmsLimits },
) {
  return db.transaction(async (tx) => {
    if (await isTakenByAnother(tx, userId, mobile)) throw new AppError('CONFLICT', m.phoneTaken);
    await sendPhoneCode(tx, userId, mobile, origin);
  });
}

type Outcome = 'verified' | 'wrong' | 'locked' | 'expired' | 'missing' | 'taken';

/**
 * POST /notify/phone/verify. The latest code for (user, mobile) is locked while checked; a wrong try is
 * counted and committed before the failure is reported, so retrying cannot dodge the limit of 5.
 */
export async function verifyPhoneCode(db: Db, userId: string, mobile: string, code: string) {
  const outcome = await db
    .transaction(async (tx): Promise<Outcome> => {
      const [row] = await tx
        .select()
        .from(phoneCodes)
        .where(and(eq(phoneCodes.userId, userId), eq(phoneCodes.phone, mobile)))
        .orderBy(desc(phoneCodes.createdAt))
        .limit(1)
        .for('update');
      if (!row || row.usedAt) return 'missing';
      if (row.attempts >= OTP_MAX_ATTEMPTS) return 'locked';
      if (row.expiresAt.getTime() <= Date.now()) return 'expired';
      if (row.codeHash !== codeHash(row.id, code)) {
        await tx
          .update(phoneCodes)
          .set({ attempts: row.attempts + 1 })
          .where(eq(phoneCodes.id, row.id));
        return row.attempts + 1 >= OTP_MAX_ATTEMPTS ? 'locked' : 'wrong';
      }
      if (await isTakenByAnother(tx, userId, mobile)) return 'taken';
      await tx.update(phoneCodes).set({ usedAt: new Date() }).where(eq(phoneCodes.id, row.id));
      // The verified mobile becomes the account's (a changed number from the profile, too).
      await tx
        .update(users)
        .set({ handphoneNo: mobile, handphoneVerified: true })
        .where(eq(users.id, userId));
      return 'verified';
    })
    .catch((e: unknown) => {
      // Another account took the number between the check and the update.
      if (uniqueViolation(e)) return 'taken' as const;
      throw e;
    });
  if (outcome === 'verified') return;
  const failures: Record<Exclude<Outcome, 'verified'>, AppError> = {
    missing: new AppError('BAD_REQUEST', m.codeMissing),
    wrong: new AppError('BAD_REQUEST', m.codeWrong),
    locked: new AppError('TOO_MANY_REQUESTS', m.codeLocked),
    expired: new AppError('BAD_REQUEST', m.codeExpired),
    taken: new AppError('CONFLICT', m.phoneTaken),
  };
  throw failures[outcome];
}
