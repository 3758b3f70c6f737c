import {
  accountMessages as m,
  LINK_RESEND_MS,
  PASSWORD_RESET_TTL_MS,
  SET_PASSWORD_TTL_MS,
} from '@reno/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { forgetUserSessions } from '../auth/session-cache.js';
import { endUserSessions } from '../auth/sessions.service.js';
import { consumeAccountToken, issueAccountToken } from './account-tokens.js';
import { sendLinkEmail } from './account-links.js';
import { passThrottle } from './throttle.js';

/**
 * POST /reset-password {email, type: 'reset-link'}. The same reply whether or not the e-mail has an
 * account, and the 60-second throttle counts unknown e-mails too, so neither reveals an account.
 */
export async function requestPasswordReset(db: Db, email: string, publicUrl: string) {
  await db.transaction(async (tx) => {
    if (!(await passThrottle(tx, `reset:${email}`, LINK_RESEND_MS)))
      throw new AppError('TOO_MANY_REQUESTS', m.resetThrottled);
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, eq(users.isActive, true)))
      .limit(1);
    if (!user) return;
    const token = await issueAccountToken(tx, user.id, 'reset_password', PASSWORD_RESET_TTL_MS);
    await sendLinkEmail(tx, 'reset_password', user, token, publicUrl);
  });
}

/**
 * For accounts made by an admin or project manager (spec "/set-password"): call inside the creating
 * transaction. The admin screens that create accounts are not built yet.
 */
export async function sendSetPasswordLink(
  tx: DbOrTx,
  user: { id: string; email: string; firstName: string },
  publicUrl: string,
) {
  const token = await issueAccountToken(tx, user.id, 'set_password', SET_PASSWORD_TTL_MS);
  await sendLinkEmail(tx, 'set_password', user, token, publicUrl);
}

/**
 * POST /reset-password/confirm and /set-password: uses the link once, sets the password and ends all
 * the user's sessions. The link reached their inbox, so the e-mail counts as verified.
 */
export async function setPasswordWithToken(db: Db, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const owner = await consumeAccountToken(tx, token, ['reset_password', 'set_password']);
    if (!owner) throw new AppError('BAD_REQUEST', m.resetLinkInvalid);
    await tx.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, owner));
    await endUserSessions(tx, owner);
    return owner;
  });
  // Again once committed: a request that read the session during the transaction cached it.
  forgetUserSessions(userId);
}
