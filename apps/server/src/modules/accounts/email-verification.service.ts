import { accountMessages as m, EMAIL_VERIFY_TTL_MS, LINK_RESEND_MS } from '@reno/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { forgetUserSessions } from '../auth/session-cache.js';
import { AppError } from '../../platform/errors.js';
import { consumeAccountToken, issueAccountToken } from './account-tokens.js';
import { sendLinkEmail } from './account-links.js';
import { passThrottle } from './throttle.js';

/**
 * POST /verifyemail {email, type: 'send-link'}: a new link for an account whose e-mail is not verified
 * yet. The spec's failure text ("check your email address") covers unknown, already verified and
 * too-frequent requests alike.
 */
export async function resendVerificationLink(db: Db, email: string, publicUrl: string) {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(
        and(sql`lower(${users.email}) = ${email}`, eq(users.emailVerified, false), eq(users.isActive, true)),
      )
      .limit(1);
    if (!user) throw new AppError('BAD_REQUEST', m.linkFailed);
    if (!(await passThrottle(tx, `verify-email:${email}`, LINK_RESEND_MS)))
      throw new AppError('TOO_MANY_REQUESTS', m.linkFailed);
    const token = await issueAccountToken(tx, user.id, 'verify_email', EMAIL_VERIFY_TTL_MS);
    await sendLinkEmail(tx, 'verify_email', user, token, publicUrl);
  });
}

/** POST /verifyemail/confirm {token}: single use; used or expired links fail (the "verification failed" dialog). */
export async function confirmEmail(db: Db, token: string) {
  const userId = await db.transaction(async (tx) => {
    const owner = await consumeAccountToken(tx, token, ['verify_email']);
    if (!owner) throw new AppError('BAD_REQUEST', m.emailLinkInvalid);
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, owner));
    return owner;
  });
  // The link may be opened signed out or in another browser: the signed-in tabs see it at once.
  forgetUserSessions(userId);
}
